import type { AnnouncementFieldsFragment, AnnouncementStatus } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';

export const MESSAGE_MAX = 160;

export const STATUS_CHIP: Record<
  AnnouncementStatus,
  { label: string; color: 'success' | 'info' | 'default' }
> = {
  ACTIVE: { label: 'Showing', color: 'success' },
  SCHEDULED: { label: 'Scheduled', color: 'info' },
  ENDED: { label: 'Ended', color: 'default' },
};

/** "2026-11-30 09:00 am – until ended" in Manila time. */
export const whenShown = (a: Pick<AnnouncementFieldsFragment, 'startsAt' | 'endsAt'>): string =>
  `${formatDateTime(a.startsAt)} – ${a.endsAt ? formatDateTime(a.endsAt) : 'until ended'}`;

/**
 * Store announcements (document 2 §2.3 store-announcement-manager): a banner on the storefront from
 * its start to its end. Status follows from the dates; End ends it now.
 */
export const ANNOUNCEMENT_STATUSES = ['scheduled', 'active', 'ended'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Where the banner takes a shopper who taps it: nowhere, or a product of the store. */
export const MESSAGE_MAX = 160;
export const ANNOUNCEMENTS_PAGE_SIZE = 20;

export interface Timed {
  startsAt: Date;
  endsAt: Date | null;
}

export function statusOf(a: Timed, now: Date): AnnouncementStatus {
  if (a.endsAt && a.endsAt.getTime() <= now.getTime()) return 'ended';
  if (a.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

/** Only a running announcement can be ended; a scheduled one is deleted instead. */
export const canEnd = (status: AnnouncementStatus): boolean => status === 'active';

export interface AnnouncementInput {
  message: string;
  productUuid?: string | null;
  startsAt: Date;
  endsAt?: Date | null;
}

/** The form's problems by field, in plain words; empty when sound. */
export function announcementProblems(
  input: AnnouncementInput,
  isId: (id: string) => boolean,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const message = input.message.trim();
  if (!message) problems.message = 'Message is required';
  else if (message.length > MESSAGE_MAX)
    problems.message = `Message should not exceed ${MESSAGE_MAX} characters`;
  if (input.productUuid && !isId(input.productUuid)) problems.productUuid = 'Choose a product from the list';
  if (Number.isNaN(input.startsAt.getTime())) problems.startsAt = 'Start is required';
  if (input.endsAt && input.endsAt.getTime() <= input.startsAt.getTime())
    problems.endsAt = 'End should be after the start';
  return problems;
}

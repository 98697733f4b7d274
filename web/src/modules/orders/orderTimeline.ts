import type { OrderDetailsFieldsFragment } from '../../generated/graphql';
import { STATUS_LABELS } from './orderList';

/* The order's timeline as lines: the statuses it entered and what became of each Messenger update. */

export type TimelineEntry = OrderDetailsFieldsFragment['timeline'][number];

export interface TimelineLine {
  key: string;
  text: string;
  at: string;
  /** status: a status entered; messenger: an update that reached the customer; warning: one that did not. */
  tone: 'status' | 'messenger' | 'warning';
}

export function timelineLines(
  entries: readonly TimelineEntry[],
  order: { autoConfirmedAt: string | null; expiredAt: string | null },
): TimelineLine[] {
  return entries.map((entry, i) => {
    const key = `${i}-${entry.kind}-${entry.at}`;
    if (entry.kind === 'messenger') {
      const reached = entry.outcome === 'sent' || entry.outcome === 'sent_template';
      return { key, text: entry.note ?? '', at: entry.at, tone: reached ? 'messenger' : 'warning' };
    }
    const status = entry.status ?? 'pending';
    let text = status === 'pending' ? 'Placed' : STATUS_LABELS[status];
    if (status === 'for_delivery' && order.autoConfirmedAt)
      text += ' (confirmed automatically after 10 days)';
    if (status === 'cancelled' && order.expiredAt) text += ' (automatically: not paid in time)';
    return { key, text, at: entry.at, tone: 'status' };
  });
}

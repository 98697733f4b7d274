/**
 * The order reminders' rules (document 3 §4): which one shows, what it says, and "seen today" kept per
 * app so a dismissed reminder stays closed until the next Manila day.
 */
import { formatDate } from '../../lib/format';
import { ORDER_ROUTE_NAMES } from './orderRoutes';

export type ReminderKind = 'pending' | 'advance';

/** Today in Asia/Manila, YYYY-MM-DD: the server's days are Manila days too. */
export const manilaToday = (now: Date = new Date()): string => formatDate(now);

const key = (kind: ReminderKind, appUuid: string) => `suki.orders.reminder.${kind}.${appUuid}`;

export const dismissedToday = (storage: Storage, kind: ReminderKind, appUuid: string, today: string) =>
  storage.getItem(key(kind, appUuid)) === today;

export const dismissForToday = (storage: Storage, kind: ReminderKind, appUuid: string, today: string) =>
  storage.setItem(key(kind, appUuid), today);

/** "12 pending orders" / "1 pending order". */
export const pendingText = (count: number): string =>
  `You have ${count} pending ${count === 1 ? 'order' : 'orders'}.`;

/** '2026-12-08' → 'December 8'. */
export const dayText = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-PH', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

export const PENDING_RULE =
  'Pending orders must be completed or cancelled before the 8th of the month. Orders left pending for 10 days are confirmed for delivery automatically.';

/** The bundle's order tracker and history route names, from its routes; null where it has none. */
export function orderRoutesOf(routeNames: readonly string[]) {
  const has = (name: string) => routeNames.includes(name);
  const tracker = ORDER_ROUTE_NAMES.trackers.find(has) ?? null;
  const history = ORDER_ROUTE_NAMES.histories.find(has) ?? null;
  return tracker || history ? { tracker, history } : null;
}

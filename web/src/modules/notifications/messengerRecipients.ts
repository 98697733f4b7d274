import { formatDateTime } from '../../lib/format';

/** User-facing messages of the Messenger recipients (contract messages.md, document 1 §8 pattern). */
export const REMOVE_RECIPIENT_QUESTION = 'Do you want to remove this recipient?';
export const RECIPIENT_REMOVED = 'Recipient Successfully removed!';
export const OPT_IN_LINK_COPIED = 'Opt-in link copied';
export const OPT_IN_LINK_COPY_FAILED = 'Could not copy the link: select it and copy it yourself.';

export const TEMPLATES_SYNCED = 'Templates updated from Messenger';

export interface MessengerRecipient {
  uuid: string;
  name: string;
  psid: string;
  optedInAt: string;
  /** 24 hours after their last message to the page: plain notifications until then. */
  reachableUntil: string;
  lastReachedAt: string | null;
  unreachableSince: string | null;
  unreachableReason: string | null;
}

/** Latest opt-in first, then by name. */
export function sortMessengerRecipients<T extends Pick<MessengerRecipient, 'optedInAt' | 'name'>>(
  recipients: readonly T[],
): T[] {
  return [...recipients].sort(
    (a, b) => Date.parse(b.optedInAt) - Date.parse(a.optedInAt) || a.name.localeCompare(b.name),
  );
}

/** 'Opted in 2026-03-04 12:00 pm' in Manila time. */
export function optedInLabel(optedInAt: string): string {
  const when = formatDateTime(optedInAt);
  return when === '' ? 'Opted in' : `Opted in ${when}`;
}

/**
 * Whether notifications reach this admin on Messenger: not reachable since when and why (a warning),
 * else when they were last reached; past their 24 hours, a note that only the template reaches them.
 */
export function reachLabel(
  r: Pick<MessengerRecipient, 'reachableUntil' | 'lastReachedAt' | 'unreachableSince' | 'unreachableReason'>,
  now: Date,
): { text: string; warning: boolean } {
  if (r.unreachableSince) {
    const why = r.unreachableReason ? `: ${r.unreachableReason}` : '';
    return {
      text: `Not reachable on Messenger since ${formatDateTime(r.unreachableSince)}${why}`,
      warning: true,
    };
  }
  const reached = r.lastReachedAt ? `Last reached ${formatDateTime(r.lastReachedAt)}` : 'Not notified yet';
  const past = Date.parse(r.reachableUntil) < now.getTime();
  return {
    text: past
      ? `${reached} · More than 24 hours since they last wrote to the page: only an approved store_notification template reaches them`
      : reached,
    warning: false,
  };
}

export interface PageTemplates {
  templatesSyncedAt: string | null;
  templatesSyncError: string | null;
  orderUpdateTemplate: { name: string; language: string } | null;
  storeNotificationTemplate: { name: string; language: string } | null;
}

/** What each automated message does after 24 hours, given the page's approved templates. */
export function templateUses(page: PageTemplates): { label: string; text: string; ready: boolean }[] {
  const use = (label: string, t: { name: string; language: string } | null, name: string, without: string) =>
    t
      ? { label, text: `Sent with the approved template ${t.name} (${t.language})`, ready: true }
      : { label, text: `No approved ${name} template: ${without}`, ready: false };
  return [
    use(
      'Order updates after 24 hours',
      page.orderUpdateTemplate,
      'order_update',
      'not sent; the order and a notification say the customer could not be reached',
    ),
    use(
      'Notifications to page admins after 24 hours',
      page.storeNotificationTemplate,
      'store_notification',
      'not sent until the admin writes to the page again',
    ),
  ];
}

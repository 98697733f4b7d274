import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import type { InboxFilter, InboxRecipientFragment, PageRecipientsQuery } from '../../generated/graphql';
import { type DateInput, toManila } from '../../lib/format';

/** Pure rules of the recipient list: filters, unread, the row's snippet and time, live reordering. */

export type RecipientNode = InboxRecipientFragment;
export type RecipientConnection = PageRecipientsQuery['pageRecipients'];
type LatestMessage = NonNullable<RecipientNode['latestInboxMessage']>;

dayjs.extend(utc);
const DAY_KEY = 'YYYY-MM-DD';

/** Page size of the recipient list (keyset pages). */
export const RECIPIENTS_PAGE_SIZE = 20;

export const INBOX_FILTERS: readonly { value: InboxFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'unread', label: 'Unread' },
  { value: 'messenger', label: 'Messenger' },
  { value: 'facebook_comment', label: 'Facebook comments' },
];

/** The filter named in the URL (?filter=), 'all' when missing or unknown. */
export function parseFilter(value: string | null | undefined): InboxFilter {
  return INBOX_FILTERS.find((f) => f.value === value)?.value ?? 'all';
}

/** The list query's variables; an empty search is left out so every blank search shares one list. */
export function recipientsVariables(appUuid: string, filter: InboxFilter, search: string) {
  const trimmed = search.trim();
  return {
    appUuid,
    filter,
    first: RECIPIENTS_PAGE_SIZE,
    ...(trimmed === '' ? {} : { search: trimmed }),
  };
}

/** Unread on either channel. */
export function isUnread(r: Pick<RecipientNode, 'messengerRead' | 'facebookCommentRead'>): boolean {
  return !r.messengerRead || !r.facebookCommentRead;
}

/** The picture the row shows: the Messenger profile picture, else the stored photo. */
export function recipientPicture(r: Pick<RecipientNode, 'profilePic' | 'photo'>): string | null {
  return r.profilePic || r.photo || null;
}

/** The row's second line: the latest message ('You: ' before the merchant's own), or what it was. */
export function snippetOf(latest: Pick<LatestMessage, 'message' | 'sender'> | null | undefined): string {
  if (!latest) return 'No messages yet';
  const text = latest.message?.replace(/\s+/g, ' ').trim() || 'Sent an attachment';
  return latest.sender === 'merchant' ? `You: ${text}` : text;
}

/**
 * When the row's latest message was, short, in Manila time: the time today ('3:07 PM'),
 * 'Yesterday', the weekday within the week ('Mon'), the date this year ('Mar 4'), else '03/04/25'.
 */
export function recipientTime(value: DateInput | null | undefined, now: Date): string {
  const at = toManila(value);
  const today = toManila(now);
  if (!at || !today) return '';
  const days = dayjs.utc(today.format(DAY_KEY)).diff(dayjs.utc(at.format(DAY_KEY)), 'day');
  if (days <= 0) return at.format('h:mm A');
  if (days === 1) return 'Yesterday';
  if (days < 7) return at.format('ddd');
  if (at.year() === today.year()) return at.format('MMM D');
  return at.format('MM/DD/YY');
}

/**
 * The list with the recipient moved to the top, showing `latest` as its latest message. An older
 * message changing (a suggestion handled) updates nothing and moves nothing. Returns 'unknown' when
 * the recipient is not on the loaded pages (the caller refetches the first page).
 */
export function withRecipientFirst(
  connection: RecipientConnection,
  recipient: RecipientNode,
  latest: LatestMessage,
): RecipientConnection | 'unknown' | 'unchanged' {
  const index = connection.edges.findIndex((edge) => edge.node.uuid === recipient.uuid);
  if (index < 0) return 'unknown';
  const edge = connection.edges[index] as RecipientConnection['edges'][number];
  const shown = edge.node.latestInboxMessage;
  if (shown && shown.uuid !== latest.uuid && dayjs(shown.createdAt).isAfter(dayjs(latest.createdAt))) {
    return 'unchanged';
  }
  const node = { ...edge.node, ...recipient, latestInboxMessage: latest };
  const rest = connection.edges.filter((_, i) => i !== index);
  return { ...connection, edges: [{ ...edge, node }, ...rest] };
}

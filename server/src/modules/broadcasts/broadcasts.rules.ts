/**
 * Broadcasts as data: the message's limits, the window rule (document 2 §3 and §9: a store may send
 * promotions only within 24 hours of a customer's last message), the statuses of a broadcast and of
 * each of its recipients, and the plain-words problems of the form.
 */
import { stateMachine } from '../../platform/state-machine.ts';
import { isHttpUrl } from '../../platform/text.ts';

/** Document 2 §9: the broadcast response window. */
export const BROADCAST_WINDOW_HOURS = 24;
/** Customers whose window closes within this many hours are "leaving the window soon": send sooner. */
export const LEAVING_SOON_HOURS = 4;
const HOUR = 3_600_000;

export const NAME_MAX = 80;
/** Messenger's button template takes at most 640 characters of text. */
export const MESSAGE_MAX = 640;
export const BUTTONS_MAX = 3;
/** Messenger cuts a button's title past 20 characters. */
export const BUTTON_TITLE_MAX = 20;
export const MAX_BROADCASTS_LISTED = 200;
/** Orders a recipient places within this many days of the send count as the broadcast's. */
export const ATTRIBUTION_DAYS = 7;

export interface BroadcastButton {
  title: string;
  target: 'store' | 'product';
  productUuid?: string | null;
}

export interface BroadcastInput {
  name: string;
  message: string;
  imageUrl?: string | null;
  buttons?: readonly BroadcastButton[] | null;
  segmentUuid?: string | null;
}

export type BroadcastStatus = 'draft' | 'sending' | 'sent' | 'cancelled';
/** A draft is sent once; sending ends when every queued person is done, or when the merchant stops it. */
export const BROADCAST_STATUS = stateMachine<BroadcastStatus>(
  'Broadcast',
  { draft: ['sending'], sending: ['sent', 'cancelled'], sent: [], cancelled: [] },
  { draft: 'Draft', sending: 'Sending', sent: 'Sent', cancelled: 'Stopped' },
);

export type RecipientStatus = 'queued' | 'sending' | 'sent' | 'failed' | 'unconfirmed' | 'skipped';
/**
 * One person's send: claimed (sending) just before the call, then sent or failed. A claim a dead
 * process left behind becomes unconfirmed, never sent again; a stopped broadcast's queue is skipped.
 */
export const RECIPIENT_STATUS = stateMachine<RecipientStatus>(
  'Recipient',
  {
    queued: ['sending', 'skipped'],
    sending: ['sent', 'failed', 'queued', 'unconfirmed'],
    sent: [],
    failed: [],
    unconfirmed: [],
    skipped: [],
  },
  {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Not sent',
    unconfirmed: 'Not confirmed',
    skipped: 'Skipped',
  },
);

/** How a person's broadcast goes out: the Send API inside the window, or a paid marketing message. */
export type SendVia = 'standard' | 'marketing';
/** A marketing messages opt-in: usable, stopped by the person, or expired (or refused by Meta). */
export type MarketingOptInStatus = 'opted_in' | 'stopped' | 'expired';
/** An opt-in a marketing message may go to at `now`: opted in, its token not past its expiry. */
export const optInUsable = (
  o: { status: MarketingOptInStatus; tokenExpiresAt: Date | null } | undefined,
  now: Date,
): boolean =>
  o?.status === 'opted_in' && (o.tokenExpiresAt === null || o.tokenExpiresAt.getTime() > now.getTime());

/** Where a customer stands at `now`: their last message to the page decides. */
export type WindowPlace = 'reachable' | 'leaving_soon' | 'out_of_window';
export function windowPlace(lastMessageAt: Date | null, now: Date): WindowPlace {
  if (!lastMessageAt) return 'out_of_window';
  const closesAt = lastMessageAt.getTime() + BROADCAST_WINDOW_HOURS * HOUR;
  if (closesAt < now.getTime()) return 'out_of_window';
  return closesAt - now.getTime() <= LEAVING_SOON_HOURS * HOUR ? 'leaving_soon' : 'reachable';
}
/** The earliest last message still inside the window at `now` (inclusive: exactly 24 hours is inside). */
export const windowStart = (now: Date): Date => new Date(now.getTime() - BROADCAST_WINDOW_HOURS * HOUR);
/** Last messages at or before this leave the window within LEAVING_SOON_HOURS. */
export const leavingSoonBefore = (now: Date): Date =>
  new Date(now.getTime() - (BROADCAST_WINDOW_HOURS - LEAVING_SOON_HOURS) * HOUR);

/** The form's problems, by field, in plain words; empty when it may be saved. */
export function broadcastProblems(input: BroadcastInput, isId: (id: string) => boolean) {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  const message = input.message.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  if (!message) problems.message = 'Message is required';
  else if (message.length > MESSAGE_MAX)
    problems.message = `Message should not exceed ${MESSAGE_MAX} characters`;
  const image = input.imageUrl?.trim();
  if (image && (!isHttpUrl(image) || image.length > 2000)) problems.imageUrl = 'Image URL is invalid';
  const buttons = input.buttons ?? [];
  if (buttons.length > BUTTONS_MAX) problems.buttons = `A broadcast has at most ${BUTTONS_MAX} buttons`;
  buttons.forEach((b, i) => {
    const title = b.title.trim();
    const key = `buttons.${i}`;
    if (!title) problems[key] = 'Button label is required';
    else if (title.length > BUTTON_TITLE_MAX)
      problems[key] = `Button label should not exceed ${BUTTON_TITLE_MAX} characters`;
    else if (b.target === 'product' && !(b.productUuid && isId(b.productUuid)))
      problems[key] = 'Choose the product the button opens';
  });
  if (input.segmentUuid && !isId(input.segmentUuid)) problems.segmentUuid = 'Choose a segment from the list';
  return problems;
}

/** A broadcast's ref (its buttons' ?ref=): short, lowercase, its own. */
export const refOf = (uuid: string) => `bc-${uuid.replaceAll('-', '').slice(0, 10)}`;

import type { TemplateParameter, UtilityTemplate } from './messenger.policy.ts';

/** Messenger's template payloads (generic carousel and button templates), as sent and as stored. */
export interface TemplateButtonData {
  type: string;
  title: string;
  url?: string | null;
  payload?: string | null;
}
export interface TemplateItemData {
  image_url?: string | null;
  title: string;
  subtitle?: string | null;
  buttons: TemplateButtonData[];
}
export interface MessageTemplateData {
  items: TemplateItemData[];
}
export interface ButtonTemplateData {
  text: string;
  buttons: TemplateButtonData[];
}

/** One part of a page's reply: text, buttons (button template), a carousel (generic template), or an image. */
export type OutgoingPart =
  | { kind: 'text'; text: string }
  | { kind: 'buttons'; template: ButtonTemplateData }
  | { kind: 'template'; template: MessageTemplateData }
  | { kind: 'image'; url: string };

export interface SendRequest {
  fbPageId: string;
  accessToken: string;
  psid: string;
  part: OutgoingPart;
  /**
   * HUMAN_AGENT: a person's reply between 24 hours and 7 days (the only message tag left; Meta retired
   * the others). null: a standard response. What may be sent when is messenger.policy.ts.
   */
  tag: 'HUMAN_AGENT' | null;
  /** Echoed back by Messenger with the page's own send: how the pending local message is found. */
  metadata: string;
}

/** What a page's own send looks like when it comes back (webhook echo, or the local adapter). */
export interface EchoEvent {
  fbPageId: string;
  psid: string;
  mid: string;
  metadata: string | null;
  text: string | null;
  timestamp: number;
}

export interface CustomerProfile {
  name: string;
  profilePic: string | null;
}

/** An approved utility template sent to one person (outside the 24-hour window). */
export interface TemplateSendRequest {
  fbPageId: string;
  accessToken: string;
  psid: string;
  template: { name: string; language: string; parameters: TemplateParameter[] };
}

export interface PageRequest {
  fbPageId: string;
  accessToken: string;
}

/** A private reply to a comment: a Send API message whose recipient is the comment (once, within 7 days). */
export interface PrivateReplyRequest {
  fbPageId: string;
  accessToken: string;
  commentId: string;
  part: Extract<OutgoingPart, { kind: 'text' | 'buttons' }>;
}

/** A public reply under a comment, as the page (POST /{comment-id}/comments). */
export interface CommentReplyRequest {
  fbPageId: string;
  accessToken: string;
  commentId: string;
  message: string;
}

/**
 * A marketing message (Meta's paid marketing messages, Messenger Platform "Marketing Messages"):
 * the Send API with `recipient: { notification_messages_token }`, to a person who opted in, outside
 * the 24-hour window. One message per person: Meta charges each one.
 */
export interface MarketingSendRequest {
  fbPageId: string;
  accessToken: string;
  /** The opt-in's notification_messages_token (opened from its seal just before the call). */
  token: string;
  /**
   * Whose opt-in it is. Not sent: the token names them to Meta, whose webhook then reports delivery
   * and reading under their psid; the local adapter's receipts name them the same way.
   */
  psid: string;
  part: Extract<OutgoingPart, { kind: 'text' | 'buttons' }>;
  metadata: string;
}

/** Messenger refused a call, or could not be reached. `reason` is Meta's own message. */
export class MessengerError extends Error {
  constructor(
    message: string,
    readonly detail: { reason?: string; code?: number; subcode?: number; unreachable?: boolean } = {},
  ) {
    super(message);
  }
}

/** Meta's rate-limit codes: back off, never retry in a tight loop (INTEGRATIONS.md). */
export const RATE_LIMIT_CODES: readonly number[] = [4, 17, 32, 613];

/** Graph API error codes Meta documents for the Send API, in words a merchant can act on. */
const REFUSALS: ReadonlyArray<{ codes: readonly number[]; subcode?: number; words: string }> = [
  { codes: [10], subcode: 2018278, words: 'the message was outside the time Messenger allows' },
  { codes: [551], words: "this person isn't available on Messenger right now" },
  { codes: [190], words: "the page's access token is no longer valid: connect the page again" },
  { codes: [200, 230, 10], words: 'the page has not allowed this message' },
  { codes: RATE_LIMIT_CODES, words: 'Meta is limiting how many messages the page sends: it will pass' },
  { codes: [2022], words: 'Meta has paused this kind of message for the app' },
];

/**
 * Marketing messages' refusals that end the opt-in: the token is not valid (any more), or belongs to
 * another page (Marketing Message API reference: 2300004 INVALID_MESSENGER_SUBSCRIPTION_TOKEN, 2300005
 * PAGE_ID_MISMATCH). Only these documented subcodes end an opt-in (docs/decisions.md); stops and
 * expiry also come from the messaging_optins webhook.
 */
export const DEAD_MARKETING_TOKEN_SUBCODES: readonly number[] = [2300004, 2300005];
/** Common Error Codes: 4 / 2018354, a marketing message too soon after the last one to this person. */
export const MARKETING_TOO_SOON_SUBCODE = 2018354;

export type MarketingRefusal = 'dead_token' | 'too_soon' | 'not_eligible' | 'other';
/** What a marketing message's refusal means for the opt-in and the broadcast. */
export function marketingRefusal(err: MessengerError): MarketingRefusal {
  const { code, subcode } = err.detail;
  if (subcode !== undefined && DEAD_MARKETING_TOKEN_SUBCODES.includes(subcode)) return 'dead_token';
  if (subcode === MARKETING_TOO_SOON_SUBCODE) return 'too_soon';
  if (code === 10 || code === 200 || code === 230) return 'not_eligible';
  return 'other';
}
const MARKETING_WORDS: Record<Exclude<MarketingRefusal, 'other'>, string> = {
  dead_token: 'their marketing messages opt-in is no longer valid (expired or stopped)',
  too_soon: 'they got a marketing message from the page too recently',
  not_eligible: 'the page is not set up for marketing messages with Meta',
};
/** A marketing message's refusal in plain words. */
export function marketingRefusalInPlainWords(err: MessengerError): string {
  const kind = marketingRefusal(err);
  return kind === 'other' ? refusalInPlainWords(err) : MARKETING_WORDS[kind];
}

/** Why Messenger refused, in plain words (Meta's own message when the code is not one we know). */
export function refusalInPlainWords(err: MessengerError): string {
  if (err.detail.unreachable) return 'Messenger could not be reached';
  const { code, subcode } = err.detail;
  const known = REFUSALS.find(
    (r) => code !== undefined && r.codes.includes(code) && (r.subcode === undefined || r.subcode === subcode),
  );
  return known?.words ?? err.detail.reason ?? err.message;
}

/** The Messenger Send API, behind a port: Meta's Graph API, or the local adapter (the test tool's customer). */
export interface Messenger {
  readonly kind: 'graph' | 'local';
  send(request: SendRequest): Promise<{ mid: string }>;
  /** Sends an approved utility template (messaging_type UTILITY). */
  sendTemplate(request: TemplateSendRequest): Promise<{ mid: string }>;
  /** The page's message templates (GET /{page-id}/message_templates), utility category. */
  utilityTemplates(request: PageRequest): Promise<UtilityTemplate[]>;
  profile(request: { psid: string; accessToken: string }): Promise<CustomerProfile | null>;
  /** Send API with `recipient: { comment_id }` (Private Replies): Messenger's message id. */
  privateReply(request: PrivateReplyRequest): Promise<{ mid: string }>;
  /** POST /{comment-id}/comments with `message`: the new comment's id. */
  commentReply(request: CommentReplyRequest): Promise<{ id: string }>;
  /** A paid marketing message to an opted-in person: Send API with `recipient.notification_messages_token`. */
  sendMarketingMessage(request: MarketingSendRequest): Promise<{ mid: string }>;
}

/** Metadata tag for a local message uuid; anything else in an echo is not ours. */
export const metadataFor = (messageUuid: string) => `suki:${messageUuid}`;
export const messageUuidFromMetadata = (metadata: string | null | undefined): string | null =>
  metadata?.startsWith('suki:') ? metadata.slice(5) : null;
/** Metadata of a broadcast's message to one of its recipients. */
export const broadcastMetadata = (recipientUuid: string) => `suki-broadcast:${recipientUuid}`;
export const isBroadcastEcho = (metadata: string | null | undefined): boolean =>
  metadata?.startsWith('suki-broadcast:') ?? false;
/** Metadata of a store notification sent to an opted-in page admin (its echo is not a conversation message). */
export const notificationMetadata = (notificationUuid: string) => `suki-notification:${notificationUuid}`;
export const isNotificationEcho = (metadata: string | null | undefined): boolean =>
  Boolean(metadata?.startsWith('suki-notification:'));
/** Metadata of an order update sent to its customer (the echo shows in the conversation like any page send). */
export const orderUpdateMetadata = (orderUuid: string) => `suki-order:${orderUuid}`;

import type { ButtonTemplateData, MessageTemplateData } from '../../modules/inbox/inbox.rules.ts';

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
   * Outside the 24-hour window: HUMAN_AGENT for a person's reply (up to 7 days); ACCOUNT_UPDATE for a
   * store notification to a page admin who opted in; POST_PURCHASE_UPDATE for an order's status update
   * to its customer. null: a standard response.
   */
  tag: 'HUMAN_AGENT' | 'ACCOUNT_UPDATE' | 'POST_PURCHASE_UPDATE' | null;
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

export class MessengerError extends Error {}

/** The Messenger Send API, behind a port: Meta's Graph API, or the local adapter (the test tool's customer). */
export interface Messenger {
  readonly kind: 'graph' | 'local';
  send(request: SendRequest): Promise<{ mid: string }>;
  profile(request: { psid: string; accessToken: string }): Promise<CustomerProfile | null>;
}

/** Metadata tag for a local message uuid; anything else in an echo is not ours. */
export const metadataFor = (messageUuid: string) => `suki:${messageUuid}`;
export const messageUuidFromMetadata = (metadata: string | null | undefined): string | null =>
  metadata?.startsWith('suki:') ? metadata.slice(5) : null;
/** Metadata of a store notification sent to an opted-in page admin (its echo is not a conversation message). */
export const notificationMetadata = (notificationUuid: string) => `suki-notification:${notificationUuid}`;
export const isNotificationEcho = (metadata: string | null | undefined): boolean =>
  Boolean(metadata?.startsWith('suki-notification:'));
/** Metadata of an order update sent to its customer (the echo shows in the conversation like any page send). */
export const orderUpdateMetadata = (orderUuid: string) => `suki-order:${orderUuid}`;

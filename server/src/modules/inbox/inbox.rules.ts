/** Pure rules of the inbox: message shapes, the Messenger reply windows, what counts as empty. */

import {
  type MessagingWindow,
  messagingWindow,
  SEND_POLICY,
} from '../../integrations/messenger/messenger.policy.ts';
import type {
  ButtonTemplateData,
  MessageTemplateData,
  TemplateButtonData,
  TemplateItemData,
} from '../../integrations/messenger/messenger.port.ts';
import { formatPeso } from '../../platform/money.ts';

export const PLATFORM_ORIGINS = ['messenger', 'facebook_comment'] as const;
export type PlatformOrigin = (typeof PLATFORM_ORIGINS)[number];
export const INBOX_FILTERS = ['all', 'unread', 'messenger', 'facebook_comment'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
export const MESSAGE_SENDERS = ['customer', 'merchant'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];
export const MESSAGE_STATES = ['idle', 'new', 'edited', 'hidden', 'deleted'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export type SentimentLabel = 'POSITIVE' | 'NEUTRAL' | 'NEGATIVE';

// Messenger's template payloads: the messenger port defines them (what it sends); the inbox stores them.
export type { ButtonTemplateData, MessageTemplateData, TemplateButtonData, TemplateItemData };

/** A product as sent or suggested: a snapshot, so history shows what the customer saw. */
export interface InboxProductData {
  uuid: string;
  name: string;
  /** centavos */
  price: number;
  featuredPhoto: string | null;
}

/** Spec doc 1 §9: the first page of a conversation is 7 messages, older pages 5. */
export const FIRST_MESSAGES_PAGE = 7;
export const OLDER_MESSAGES_PAGE = 5;
export const RECIPIENTS_PAGE = 20;

/** Messenger platform limits for a generic template (carousel). */
export const CAROUSEL_MAX_ELEMENTS = 10;
export const TEMPLATE_MAX_BUTTONS = 3;
export const TEMPLATE_TITLE_MAX = 80;
export const MAX_PHOTOS = 10;
export const MESSAGE_MAX = 2000;

/** The windows and what may be sent in each are the messenger integration's table (messenger.policy.ts). */
export { HUMAN_AGENT_WINDOW_MS, STANDARD_WINDOW_MS } from '../../integrations/messenger/messenger.policy.ts';
export type ReplyWindow = MessagingWindow;
export const replyWindow = messagingWindow;

export const WINDOW_CLOSED_MESSAGE =
  'This customer last messaged more than 7 days ago. Messenger allows no reply until they write again.';
export const ASSISTANT_WINDOW_MESSAGE =
  "More than 24 hours since this customer's last message: a suggested reply can't be sent as is. Edit it to send it as your own reply.";

/**
 * How a reply may go out now, read from the policy table (a person's reply or the assistant's): as a
 * standard response, with the HUMAN_AGENT tag, or not at all (a user-facing reason).
 */
export function sendPolicy(
  window: ReplyWindow,
  author: 'human' | 'assistant',
): { ok: true; humanAgentTag: boolean } | { ok: false; reason: string } {
  const mode = SEND_POLICY[author === 'human' ? 'human_reply' : 'assistant_reply'].windows[window];
  if (mode === 'standard') return { ok: true, humanAgentTag: false };
  if (mode === 'human_agent_tag') return { ok: true, humanAgentTag: true };
  return { ok: false, reason: window === 'closed' ? WINDOW_CLOSED_MESSAGE : ASSISTANT_WINDOW_MESSAGE };
}

/** Spec doc 1 §4: a message with no text, no products, no photos and the no-template flag is dropped. */
export function isEmptyMessage(m: {
  message: string | null;
  products: readonly unknown[];
  galleryPhotos: readonly unknown[];
  noTemplate: boolean;
}): boolean {
  return !m.message?.trim() && m.products.length === 0 && m.galleryPhotos.length === 0 && m.noTemplate;
}

/** Clips a carousel to Messenger's limits: 10 elements, 3 buttons each, 80-character titles. */
export function clipTemplate(template: MessageTemplateData): MessageTemplateData {
  const clip = (s: string) => (s.length > TEMPLATE_TITLE_MAX ? `${s.slice(0, TEMPLATE_TITLE_MAX - 1)}…` : s);
  return {
    items: template.items.slice(0, CAROUSEL_MAX_ELEMENTS).map((item) => ({
      ...item,
      title: clip(item.title),
      subtitle: item.subtitle ? clip(item.subtitle) : item.subtitle,
      buttons: item.buttons
        .slice(0, TEMPLATE_MAX_BUTTONS)
        .map((b) => ({ ...b, title: b.title.slice(0, 20) })),
    })),
  };
}

/**
 * The carousel Messenger shows for products sent from the catalog. View opens the product in the
 * store with `?recipient=` (the conversation's uuid, random and seen only by this customer), so an
 * order placed from there is linked to the conversation.
 */
export function productCarousel(
  products: readonly InboxProductData[],
  storeUrl: string,
  recipientUuid: string,
): MessageTemplateData {
  const productUrl = (uuid: string) => {
    const url = new URL(`${storeUrl}/products/${encodeURIComponent(uuid)}`);
    url.searchParams.set('recipient', recipientUuid);
    return url.toString();
  };
  return clipTemplate({
    items: products.map((p) => ({
      // Photos stored by this server are relative (/uploads/…): Messenger needs the full address.
      image_url: p.featuredPhoto ? new URL(p.featuredPhoto, storeUrl).toString() : null,
      title: p.name,
      subtitle: formatPeso(p.price),
      buttons: [{ type: 'web_url', title: 'View', url: productUrl(p.uuid) }],
    })),
  });
}

/** The m.me ref a page admin's opt-in link carries (notifications in Messenger). */
export const NOTIFY_OPT_IN_REF = 'suki-notify';
export const optInUrl = (fbPageId: string) => `https://m.me/${fbPageId}?ref=${NOTIFY_OPT_IN_REF}`;
/** Invite Subscribers: the m.me link (and its QR) that opens a conversation with the page; the ref says where they came from. */
export const INVITE_REF = 'suki-invite';
export const inviteUrl = (fbPageId: string) => `https://m.me/${fbPageId}?ref=${INVITE_REF}`;

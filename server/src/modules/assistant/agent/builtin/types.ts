import type { ConversationTurn, Intent, SentimentLabel } from '../types.ts';

/**
 * The built-in evaluation set (issue 25): labelled messages from Philippine online selling, asked of
 * one sample store (./store.ts), so that every fact a right answer needs is known in advance.
 */

export const LANGUAGE_GROUPS = ['en', 'tl', 'taglish'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];

/** What the question is about; fact correctness is reported for price and order questions apart. */
export const TOPICS = [
  'price',
  'stock',
  'order',
  'payment',
  'delivery',
  'pickup',
  'returns',
  'hours',
  'complaint',
  'trust',
  'person',
  'greeting',
  'thanks',
  'browse',
  'off_topic',
  'abuse',
] as const;
export type Topic = (typeof TOPICS)[number];

export interface BuiltinCase {
  /** "en-001", "tl-014", "taglish-070" */
  id: string;
  language: LanguageGroup;
  message: string;
  /** Earlier turns, oldest first. */
  history?: ConversationTurn[];
  /** Gold mood. */
  mood: SentimentLabel;
  /** Gold intent. */
  intent: Intent;
  topic: Topic;
  /**
   * The customer's latest order: a key of SAMPLE_ORDERS, or null for a customer with no order.
   * Omitted: null.
   */
  order?: SampleOrderKey | null;
  /**
   * What a right answer must contain. "₱1,250" style facts are peso amounts, compared by value with
   * every amount in the reply; anything else must appear in the reply (case, accents and spacing
   * ignored), e.g. an order number "SNK-10432", "out of stock", "0917 555 0142".
   */
  facts: string[];
}

/**
 * The sample customer's situations: unpaid (pending, pay_pending, bank transfer or e-wallet), slip_sent
 * (pending, for_confirmation: paid by GCash, the store has not confirmed), for_delivery (pay_success,
 * on its way), completed (delivered), cancelled, cod_pending (cash on delivery, pending).
 */
export type SampleOrderKey =
  | 'unpaid'
  | 'slip_sent'
  | 'for_delivery'
  | 'completed'
  | 'cancelled'
  | 'cod_pending';

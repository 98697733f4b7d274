import type {
  AssistantEngine,
  AssistantIntent,
  AssistantTone,
  OrderStatus,
  PaymentStatus,
} from '../../generated/graphql';

/** What each intent of the assistant's classifier means to a merchant. */
export const INTENT_LABELS: Readonly<Record<AssistantIntent, string>> = {
  greeting: 'Greeting',
  thanks: 'Thanks',
  product_inquiry: 'Product inquiry',
  order_status: 'Order status',
  store_policy: 'Store policy',
  complaint: 'Complaint',
  human_handoff: 'Asks for a person',
  out_of_scope: 'Out of scope',
  abuse: 'Abuse',
};

/** The intents in the order the case form offers them. */
export const INTENTS = Object.keys(INTENT_LABELS) as AssistantIntent[];

export function isAssistantIntent(value: string): value is AssistantIntent {
  return Object.hasOwn(INTENT_LABELS, value);
}

export const TONE_LABELS: Readonly<Record<AssistantTone, { label: string; hint: string }>> = {
  friendly: { label: 'Friendly', hint: 'Warm and casual, like a suki at the sari-sari store.' },
  professional: { label: 'Professional', hint: 'Polite and to the point.' },
  playful: { label: 'Playful', hint: 'Light and fun, with the odd emoji.' },
};

export const TONES = Object.keys(TONE_LABELS) as AssistantTone[];

/** Order status values of the test tool (document 2 §4); pending is the default. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  for_delivery: 'For delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];
export const DEFAULT_ORDER_STATUS: OrderStatus = 'pending';

/** Payment status values of the test tool (document 2 §4); pay_pending is the default. */
export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pay_pending: 'Payment pending',
  pay_success: 'Paid',
  for_reupload: 'Proof for re-upload',
  for_confirmation: 'For confirmation',
  refund_success: 'Refunded',
};

export const PAYMENT_STATUSES = Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[];
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'pay_pending';

/** An intent as the merchant reads it; an unknown value (a newer server) in start case. */
export function intentLabel(intent: string): string {
  return isAssistantIntent(intent)
    ? INTENT_LABELS[intent]
    : intent.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** Which engine writes the suggested replies, as Chatbot Settings says it (read-only). */
export function engineLine(engine: AssistantEngine, engineModel: string | null | undefined): string {
  if (engine === 'offline') return 'Engine: Built-in offline agent (no key needed)';
  const model = engineModel?.trim() ? ` ${engineModel.trim()}` : '';
  return `Engine: Chat model${model} — falls back to the offline agent when the model fails, takes over 5 s, or states a fact no tool gave`;
}

/**
 * Paying online at checkout (card, GCash, Maya through the store's payment provider): the payment
 * choices the form offers (online is one choice per channel), what a choice sends, and what the return
 * page says about an attempt.
 */
import type {
  OnlinePaymentChannel,
  PaymentMethod,
  StoreOrderPaymentFieldsFragment,
} from '../generated/graphql';
import { PAYMENT_METHOD_LABELS } from '../lib/orderLabels';

export const CHANNEL_LABELS: Readonly<Record<OnlinePaymentChannel, string>> = {
  GCASH: 'GCash',
  PAYMAYA: 'Maya',
  CARD: 'Credit or debit card',
};

const ONLINE = 'online:';

export interface PaymentChoice {
  /** The form's value: a payment method, or online:{channel}. */
  value: string;
  label: string;
  /** For the online choices: paid on the provider's page right after checkout. */
  hint?: string;
}

const ONLINE_HINT = 'You pay on the next page; your order is placed first.';

/** The form's payment choices: each offered method, online ones as one choice per channel. */
export function paymentChoices(
  methods: readonly string[],
  channels: readonly OnlinePaymentChannel[],
): PaymentChoice[] {
  return methods.flatMap((m): PaymentChoice[] => {
    if (m === 'online')
      return channels.map((c) => ({ value: `${ONLINE}${c}`, label: CHANNEL_LABELS[c], hint: ONLINE_HINT }));
    return Object.hasOwn(PAYMENT_METHOD_LABELS, m)
      ? [{ value: m, label: PAYMENT_METHOD_LABELS[m as PaymentMethod] }]
      : [];
  });
}

/** The online channel a choice stands for, or null for the other methods. */
export function onlineChannelOf(value: string): OnlinePaymentChannel | null {
  if (!value.startsWith(ONLINE)) return null;
  const channel = value.slice(ONLINE.length);
  return Object.hasOwn(CHANNEL_LABELS, channel) ? (channel as OnlinePaymentChannel) : null;
}

export type PaymentAttempt = StoreOrderPaymentFieldsFragment;

export type AttemptState = 'paid' | 'waiting' | 'failed' | 'checking';

/** Where an attempt stands, for the return page. */
export function attemptState(
  p: Pick<PaymentAttempt, 'status' | 'orderPaymentStatus' | 'failureMessage'>,
): AttemptState {
  if (p.status === 'succeeded' || p.orderPaymentStatus === 'pay_success') return 'paid';
  if (p.status === 'failed') return 'failed';
  // The amount is being checked with the provider: no new attempt, the store looks into it.
  if (p.failureMessage) return 'checking';
  return 'waiting';
}

/** The page polls while the provider has not answered (every 2 s). */
export const POLL_MS = 2_000;

/** Sends the browser to the provider's page (a seam for tests). */
export const providerPage = {
  open(url: string) {
    window.location.assign(url);
  },
};

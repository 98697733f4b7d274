/**
 * What a verified payment callback does to a prepaid pack (response credits, shipping credits), as one
 * rule for both: a pending pack is paid by a success for exactly its amount, failed by a failure;
 * anything else (a replay after it settled, another amount) changes nothing.
 */
import { type PaymentCallback, PaymentProviderError } from '../../integrations/payments/payments.port.ts';

export type TopUpMove = { to: 'paid' } | { to: 'failed'; failureCode: string } | null;

export function topUpMove(topUp: { status: string; amount: number }, callback: PaymentCallback): TopUpMove {
  if (topUp.status !== 'pending') return null;
  if (callback.event === 'payment.failed')
    return { to: 'failed', failureCode: callback.failureCode ?? 'PAYMENT_FAILED' };
  if (callback.event !== 'payment.succeeded' || callback.amount !== topUp.amount) return null;
  return { to: 'paid' };
}

/** Why starting a pack's checkout failed, as recorded on it: the provider's code when it gave one. */
export const providerFailureCode = (err: unknown): string =>
  err instanceof PaymentProviderError ? (err.code ?? 'PROVIDER_ERROR') : 'PROVIDER_ERROR';

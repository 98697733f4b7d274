import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq } from 'drizzle-orm';
import {
  type PaymentCallback,
  type PaymentProvider,
  parseCallback,
} from '../../integrations/payments/payments.port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type EventBus, inTransaction, type ListenerDeps } from '../../platform/events.ts';
import { BodyTooLargeError, readBody, sendJson } from '../../platform/http.ts';
import type { Logger } from '../../platform/logger.ts';
import { applyOrderPaymentCallback, applyOrderRefundCallback } from '../orders/index.ts';
import { applyBillPaymentCallback } from './billing.charge.ts';
import { defaultIfNone } from './billing.payments.service.ts';
import { PAYMENT_METHOD_STATUS, type PaymentMethodStatus, statusFromProvider } from './billing.rules.ts';
import { applyShippingTopUpCallback } from './billing.shipping.ts';
import { paymentCallbacks, paymentMethods } from './billing.tables.ts';
import { applyTopUpCallback } from './billing.topups.ts';

export interface CallbackDeps {
  db: Db;
  events: EventBus;
  clock: Clock;
  log: Logger;
  payments: PaymentProvider;
}

export type CallbackOutcome = 'applied' | 'replayed' | 'ignored';

/**
 * One verified callback, processed once: its event id is recorded in the same transaction as the change,
 * so a replay (the provider retries for about a day) finds it and changes nothing. A status the saved
 * method may not move to (a late `activated` after removal) is recorded and ignored.
 */
export async function applyPaymentCallback(
  deps: CallbackDeps,
  callback: PaymentCallback,
): Promise<CallbackOutcome> {
  return inTransaction(deps, async (tx, events) => {
    const [fresh] = await tx
      .insert(paymentCallbacks)
      .values({ eventId: callback.eventId, event: callback.event, receivedAt: deps.clock.now() })
      .onConflictDoNothing()
      .returning();
    if (!fresh) return 'replayed';
    if (callback.event.startsWith('refund.'))
      return (
        (await applyOrderRefundCallback(tx, events, callback, { now: deps.clock.now(), log: deps.log })) ??
        'ignored'
      );
    if (callback.event.startsWith('payment.')) {
      // A customer's online payment for an order (its payment request), else a bill's charge.
      const order = await applyOrderPaymentCallback(tx, events, callback, {
        payments: deps.payments,
        log: deps.log,
        now: deps.clock.now(),
      });
      if (order) return order;
      // A response-credit pack bought by the merchant, a shipping-credit top-up, else a bill's charge.
      const topUp = await applyTopUpCallback(tx, events, callback, deps.clock.now());
      if (topUp) return topUp;
      const shipping = await applyShippingTopUpCallback(tx, events, callback, deps.clock.now());
      return shipping ?? applyBillPaymentCallback(tx, events, callback, deps.clock.now());
    }
    const to = statusFromProvider(callback.status);
    if (!callback.event.startsWith('payment_method.') || !callback.paymentMethodId || !to) return 'ignored';
    const [method] = await tx
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.paymentMethodId, callback.paymentMethodId))
      .for('update');
    if (!method || !PAYMENT_METHOD_STATUS.move(method.status as PaymentMethodStatus, to).ok) return 'ignored';
    await tx
      .update(paymentMethods)
      .set({
        status: to,
        failureCode: callback.failureCode,
        actionUrl: null,
        ...(to === 'ACTIVE' ? {} : { isDefault: false }),
        updatedAt: deps.clock.now(),
      })
      .where(and(eq(paymentMethods.uuid, method.uuid), eq(paymentMethods.status, method.status)));
    const isDefault = to === 'ACTIVE' ? await defaultIfNone(tx, method.appUuid, method.uuid) : false;
    events.emit('billing.paymentMethodStatusChanged', {
      appUuid: method.appUuid,
      paymentMethodUuid: method.uuid,
      status: to,
      isDefault,
    });
    return 'applied';
  });
}

/** POST /webhooks/xendit: the callback token is checked before anything is read or changed. */
export async function handlePaymentCallback(
  deps: CallbackDeps,
  maxBodyBytes: number,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'POST') return sendJson(res, 405, { error: 'Method not allowed' });
  const token = req.headers['x-callback-token'];
  if (!deps.payments.verifyCallback(typeof token === 'string' ? token : undefined)) {
    req.resume();
    return sendJson(res, 401, { error: 'Invalid callback token' });
  }
  let body: Record<string, unknown>;
  try {
    const raw = await readBody(req, maxBodyBytes);
    body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
  } catch (err) {
    if (err instanceof BodyTooLargeError) return sendJson(res, 413, { error: 'Payload too large' });
    return sendJson(res, 400, { error: 'Invalid JSON' });
  }
  const webhookId = req.headers['webhook-id'];
  const callback =
    body && typeof body === 'object'
      ? parseCallback(body, typeof webhookId === 'string' ? webhookId : undefined)
      : null;
  if (!callback) return sendJson(res, 400, { error: 'Not a payment callback' });
  // A failure here answers 500 and the provider retries; the event id makes the retry safe.
  const outcome = await applyPaymentCallback(deps, callback);
  deps.log.info({ event: callback.event, eventId: callback.eventId, outcome }, 'payment callback');
  sendJson(res, 200, { received: true, outcome });
}

/** A removed method is expired at the provider, so it can never be charged (retried while it is unreachable). */
export function registerBillingPaymentListeners(events: EventBus): void {
  events.on(
    'billing.paymentMethodRemoved',
    async ({ paymentMethodUuid, paymentMethodId }, deps: ListenerDeps) => {
      try {
        await deps.payments.expirePaymentMethod(paymentMethodId, `expire-${paymentMethodUuid}`);
      } catch (err) {
        // Already gone at the provider: nothing left to do. Anything else throws and is retried.
        if ((err as { status?: number }).status === 404) return;
        throw err;
      }
    },
  );
}

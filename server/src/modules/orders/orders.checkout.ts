/**
 * The storefront's checkout (anonymous customer): every check first, then one transaction that
 * reserves the stock of each line and writes the order, so a refused checkout writes nothing.
 */
import type { ServiceContext } from '../../graphql/context.ts';
import type { CheckoutChannel } from '../../integrations/payments/payments.port.ts';
import { AppError, badInput, conflict, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { manilaDate } from '../../platform/manila.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { appByUuid } from '../apps/index.ts';
import { reserveStock } from '../catalog/index.ts';
import { linkOrderCustomer } from '../customers/index.ts';
import { featureFlagsOf } from '../flags/index.ts';
import { recipientOfApp } from '../inbox/index.ts';
import { redeemPromotions } from '../promotions/index.ts';
import { NO_ACCOUNT_FOR, offeredPaymentMethods, paymentAccountKindsOf } from '../store-setup/index.ts';
import {
  type CheckoutFields,
  checkoutProblems,
  newTransactionNumber,
  OUT_OF_STOCK,
  orderSource,
} from './orders.input.ts';
import { onlineChoiceProblem } from './orders.online.ts';
import { priceCart, refusedCodeProblem, throwIf } from './orders.pricing.ts';
import { lineTotal, minimumPurchaseProblem, type PaymentMethod, storeRefusal } from './orders.rules.ts';
import { attachDepositSlip } from './orders.slips.ts';
import { type OrderRow, orderItems, orders } from './orders.tables.ts';

export interface CheckoutInput extends CheckoutFields {
  appUuid: string;
  items: Array<{
    variantUuid: string;
    quantity: number;
    addOns?: Array<{ addOnUuid: string; quantity: number }> | null;
  }>;
  shippingMethodUuid?: string | null;
  /**
   * The Messenger customer the storefront was opened for: the conversation's uuid from the carousel's
   * link (random, sent only to them). Page-scoped ids are not taken: they are not secret.
   */
  pageRecipientUuid?: string | null;
  /** Paying online: CARD, GCASH or PAYMAYA (one the store offers). */
  onlineChannel?: string | null;
  /** The ref the shopper's visit came with (?ref= of a referral link or a broadcast's button). */
  source?: string | null;
  /** Discount codes, at most 3 (each must apply, or nothing is ordered). */
  promoCodes?: readonly string[] | null;
}

async function pageRecipientOf(deps: Pick<ServiceContext, 'db'>, appUuid: string, input: CheckoutInput) {
  if (!input.pageRecipientUuid) return null;
  // A stale or foreign link is dropped, not an error: the customer can still order.
  return recipientOfApp(deps.db, appUuid, input.pageRecipientUuid);
}

/** Places an order for an anonymous storefront customer; "Out of stock: {product}" writes nothing. */
export async function placeOrder(
  deps: ServiceContext,
  input: CheckoutInput,
  /**
   * preview: the store's own team, whose orders a store not yet taking orders still takes; online: the
   * channels the store offers for paying online (none: online is refused).
   */
  opts: { preview?: boolean; online?: readonly CheckoutChannel[] } = {},
): Promise<OrderRow> {
  const now = deps.clock.now();
  const app = await appByUuid(deps.db, input.appUuid);
  if (!app) throw notFound('Store');
  throwIf(checkoutProblems(input, manilaDate(now), await featureFlagsOf(deps.db, app.uuid)));
  const refusal = storeRefusal(app);
  if (refusal && !opts.preview) throw conflict(refusal);
  const pay = input.paymentMethod;
  if (pay === 'bank_transfer' || pay === 'e_wallet') {
    const offered = offeredPaymentMethods(await paymentAccountKindsOf(deps.db, app.uuid));
    if (!offered.includes(pay)) throw badInput({ paymentMethod: NO_ACCOUNT_FOR[pay] }, NO_ACCOUNT_FOR[pay]);
  }
  if (pay === 'online') {
    const problem = onlineChoiceProblem(opts.online ?? [], input.onlineChannel);
    if (problem) throw badInput(problem, Object.values(problem)[0]);
  }
  const priced = await priceCart(deps, app.uuid, input);
  const { lines, fulfillment, method, totals } = priced;
  const minimum = minimumPurchaseProblem(priced.setting, totals.subtotal);
  if (minimum) throw badInput({ items: minimum }, minimum);
  throwIf(refusedCodeProblem(priced.discounts));
  const recipient = await pageRecipientOf(deps, app.uuid, input);
  const pageRecipientUuid = recipient?.uuid ?? null;
  const delivery = fulfillment === 'delivery';
  for (let attempt = 0; ; attempt++) {
    try {
      return await inTransaction(deps, async (tx, events) => {
        // Variant order: concurrent multi-line checkouts lock rows in one order (no deadlocks).
        const byVariant = [...lines].sort((a, b) => a.variantUuid.localeCompare(b.variantUuid));
        for (const line of byVariant) {
          try {
            await reserveStock(tx, app.uuid, line.variantUuid, line.quantity);
          } catch (err) {
            if (err instanceof AppError && err.extensions.code === 'CONFLICT') {
              const message = `${OUT_OF_STOCK}: ${line.variantName === 'Default' ? line.productName : `${line.productName} (${line.variantName})`}`;
              throw new AppError(message, 'CONFLICT', { items: message });
            }
            throw err;
          }
        }
        const customerUuid = await linkOrderCustomer(tx, {
          appUuid: app.uuid,
          pageRecipientUuid,
          simulated: recipient?.dummy ?? false,
          mobileNumber: normalizeMobile(input.mobileNumber),
          name: input.customerName.trim(),
          at: now,
        });
        const [order] = await tx
          .insert(orders)
          .values({
            uuid: newUuid(),
            appUuid: app.uuid,
            transactionNumber: newTransactionNumber(now),
            paymentMethod: input.paymentMethod as PaymentMethod,
            // A slip sent with the checkout: the merchant is to confirm it (pay_pending → for_confirmation).
            ...(input.depositSlipUuid
              ? { paymentStatus: 'for_confirmation' as const, paymentStatusUpdatedAt: now }
              : {}),
            customerName: input.customerName.trim(),
            mobileNumber: normalizeMobile(input.mobileNumber) ?? '',
            regionCode: delivery ? (input.regionCode ?? null) : null,
            provinceCode: delivery ? (input.provinceCode ?? null) : null,
            cityCode: delivery ? (input.cityCode ?? null) : null,
            streetAddress: delivery ? (input.streetAddress ?? '').trim() : '',
            fulfillment,
            shippingMethodUuid: method?.uuid ?? null,
            remarks: (input.remarks ?? '').trim(),
            ...totals,
            advanceOrderDate: input.advanceOrderDate ?? null,
            pageRecipientUuid,
            source: orderSource(input.source),
            customerUuid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        if (!order) throw new Error('order insert returned nothing');
        await tx.insert(orderItems).values(
          lines.map((line, position) => ({
            uuid: newUuid(),
            orderUuid: order.uuid,
            ...line,
            lineTotal: lineTotal(line),
            position,
          })),
        );
        await redeemPromotions(
          tx,
          { appUuid: app.uuid, orderUuid: order.uuid, total: order.total },
          priced.discounts,
          priced.shopper,
          priced.cart,
          now,
        );
        if (input.depositSlipUuid) await attachDepositSlip(tx, app.uuid, order.uuid, input.depositSlipUuid);
        events.emit('order.created', { appUuid: app.uuid, orderUuid: order.uuid });
        return order;
      });
    } catch (err) {
      // Two orders drew the same transaction number the same day: draw again.
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * Order rules as data and pure functions (document 1 §9, document 2 §4, document 3 §4): the status and
 * payment-status machines as transition tables, what each move does, the checkout totals and checks.
 */

import { formatPeso } from '../../platform/money.ts';
import { type Move, stateMachine } from '../../platform/state-machine.ts';
import { type AppRow, storeTakesOrders } from '../apps/index.ts';
import type { CartSettingValues, ExpirationDateType } from '../store-setup/index.ts';
import type { OrderRow } from './orders.tables.ts';

/** The checkout's answer for an address outside every delivery area (the storefront's quote says the same). */
export const OUT_OF_AREA = 'Sorry, we do not deliver to this address yet';
export const STORE_CLOSED = 'This store is not taking orders right now';
export const STORE_NOT_LAUNCHED = 'This store has not opened yet, so it is not taking orders';
export const STORE_UNDER_MAINTENANCE = 'This store is under maintenance and is not taking orders right now';

/** Only a launched, active store takes orders (not before launch, under maintenance, closed or deactivated). */
export const storeOpen = (app: Pick<AppRow, 'storeStatus'>): boolean => storeTakesOrders(app);

/** Why the checkout refuses a store's orders, in the customer's words; null when it takes them. */
export function storeRefusal(app: Pick<AppRow, 'storeStatus'>): string | null {
  if (storeOpen(app)) return null;
  if (app.storeStatus === 'pending_store') return STORE_NOT_LAUNCHED;
  if (app.storeStatus === 'maintenance') return STORE_UNDER_MAINTENANCE;
  return STORE_CLOSED;
}

export const ORDER_STATUSES = ['pending', 'for_delivery', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = [
  'pay_pending',
  'for_confirmation',
  'for_reupload',
  'pay_success',
  'refund_success',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** online: card or e-wallet (GCash, Maya) paid at checkout through the store's payment provider. */
export const PAYMENT_METHODS = ['cod', 'bank_transfer', 'e_wallet', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Paid outside the store before delivery, proven by a deposit slip (cash on delivery is paid on delivery). */
export const PAID_OUTSIDE: readonly PaymentMethod[] = ['bank_transfer', 'e_wallet'];
export const FULFILLMENTS = ['delivery', 'pickup'] as const;
export type Fulfillment = (typeof FULFILLMENTS)[number];

/** Where each status may go next (anything else is refused and changes nothing). */
export const STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['for_delivery', 'cancelled'],
  for_delivery: ['completed', 'cancelled'],
  completed: ['refunded'],
  cancelled: [],
  refunded: [],
};

export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  // pay_success straight from pay_pending: only on the payment provider's word (a paid online order).
  pay_pending: ['for_confirmation', 'pay_success'],
  for_confirmation: ['pay_success', 'for_reupload'],
  for_reupload: ['for_confirmation'],
  pay_success: ['refund_success'],
  refund_success: [],
};

export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  for_delivery: 'For Delivery',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  pay_pending: 'Pending Payment',
  for_confirmation: 'For Confirmation',
  for_reupload: 'For Reupload',
  pay_success: 'Paid',
  refund_success: 'Refunded',
};

/** What entering a status does besides setting it: the timestamp it stamps, and whether stock returns. */
export const STATUS_EFFECTS: Readonly<
  Record<
    OrderStatus,
    { stamp: 'forDeliveryAt' | 'completedAt' | 'cancelledAt' | 'refundedAt' | null; releaseStock: boolean }
  >
> = {
  pending: { stamp: null, releaseStock: false },
  for_delivery: { stamp: 'forDeliveryAt', releaseStock: false },
  completed: { stamp: 'completedAt', releaseStock: false },
  cancelled: { stamp: 'cancelledAt', releaseStock: true },
  refunded: { stamp: 'refundedAt', releaseStock: false },
};

/**
 * Cash on delivery is paid when the order is completed: the rider collected it. Entering completed
 * with the payment still pending marks it paid in the same move (one update to the customer: the order
 * is complete). Any other payment status is the merchant's to move.
 */
export const paidOnCompletion = (
  order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus'>,
  to: OrderStatus,
): boolean => to === 'completed' && order.paymentMethod === 'cod' && order.paymentStatus === 'pay_pending';

/** The short Messenger text the customer gets on each move within 24 hours of their last message. */
export const STATUS_UPDATES: Readonly<Record<OrderStatus, string>> = {
  pending: 'We received your order {txn}. We will let you know once it is on its way.',
  for_delivery: 'Your order {txn} is on its way.',
  completed: 'Your order {txn} is complete. Thank you for ordering!',
  cancelled: 'Your order {txn} was cancelled.',
  refunded: 'Your order {txn} was refunded.',
};

export const PAYMENT_UPDATES: Readonly<Record<PaymentStatus, string>> = {
  pay_pending: 'We are waiting for your payment for order {txn}.',
  for_confirmation: 'We received your proof of payment for order {txn} and will confirm it shortly.',
  for_reupload: 'Please upload your proof of payment for order {txn} again.',
  pay_success: 'Your payment for order {txn} is confirmed.',
  refund_success: 'Your payment for order {txn} was refunded.',
};

export const updateText = (template: string, transactionNumber: string): string =>
  template.replace('{txn}', transactionNumber);

// --- Messenger updates (messenger.policy.ts decides how; these are the order's words) -------------

/** A move an update is about: placing the order is the move to pending. */
export type OrderChange = { kind: 'status'; to: OrderStatus } | { kind: 'payment'; to: PaymentStatus };

export const changeText = (change: OrderChange, transactionNumber: string): string =>
  updateText(
    change.kind === 'status' ? STATUS_UPDATES[change.to] : PAYMENT_UPDATES[change.to],
    transactionNumber,
  );

/** The "new status" a utility template's status placeholder gets. */
const PAYMENT_TEMPLATE_STATUS: Readonly<Record<PaymentStatus, string>> = {
  pay_pending: 'Waiting for payment',
  for_confirmation: 'Payment received, being confirmed',
  for_reupload: 'Please send your proof of payment again',
  pay_success: 'Payment confirmed',
  refund_success: 'Payment refunded',
};
export const changeStatusText = (change: OrderChange): string =>
  change.kind === 'status' ? STATUS_LABELS[change.to] : PAYMENT_TEMPLATE_STATUS[change.to];

export const MESSENGER_UPDATE_OUTCOMES = ['sent', 'sent_template', 'not_reached', 'refused'] as const;
export type MessengerUpdateOutcome = (typeof MESSENGER_UPDATE_OUTCOMES)[number];
/** no_template: past 24 hours without an approved update template; window: nothing allowed now; the page is gone. */
export type NotReachedBecause = 'no_template' | 'window' | 'page_disconnected';

export const customerReached = (outcome: MessengerUpdateOutcome): boolean =>
  outcome === 'sent' || outcome === 'sent_template';

const NOT_REACHED = 'The customer could not be reached on Messenger';
const NOT_REACHED_BECAUSE: Readonly<Record<NotReachedBecause, string>> = {
  no_template: 'more than 24 hours since their last message and the page has no approved update template',
  window: 'Messenger allows no update this long after their last message',
  page_disconnected: "the store's Facebook page is not connected",
};

/** Why the customer was not reached, in plain words (the notification and mail say it too). */
export function notReachedReason(update: {
  outcome: MessengerUpdateOutcome;
  notReachedBecause: NotReachedBecause | null;
  refusal: string | null;
}): string {
  if (update.outcome === 'refused')
    return `Messenger refused the update: ${update.refusal ?? 'no reason given'}`;
  return NOT_REACHED_BECAUSE[update.notReachedBecause ?? 'window'];
}

/** The timeline's words for an update. */
export function messengerUpdateNote(update: {
  outcome: MessengerUpdateOutcome;
  templateName: string | null;
  notReachedBecause: NotReachedBecause | null;
  refusal: string | null;
}): string {
  if (update.outcome === 'sent') return 'Update sent on Messenger';
  if (update.outcome === 'sent_template')
    return `Update sent on Messenger (utility template ${update.templateName ?? ''})`;
  if (update.outcome === 'refused') return `${notReachedReason(update)}.`;
  return `${NOT_REACHED}: ${notReachedReason(update)}.`;
}

/** The order's two machines (platform/state-machine.ts): every move checked and refused the same way. */
export const ORDER_STATUS = stateMachine('Order status', STATUS_TRANSITIONS, STATUS_LABELS);
export const PAYMENT_STATUS = stateMachine('Payment status', PAYMENT_TRANSITIONS, PAYMENT_STATUS_LABELS);

export const statusMove = (from: OrderStatus, to: OrderStatus): Move => ORDER_STATUS.move(from, to);
export const paymentMove = (from: PaymentStatus, to: PaymentStatus): Move => PAYMENT_STATUS.move(from, to);

/** The moves the console offers from a status: exactly its row of the table. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => ORDER_STATUS.next(from);
export const nextPaymentStatuses = (from: PaymentStatus, method?: PaymentMethod): readonly PaymentStatus[] =>
  PAYMENT_STATUS.next(from).filter((to) => !providerOnlyMove(from, to, method));

/**
 * Moves only the payment provider makes (a verified callback), never the merchant by hand: paid from
 * pending, and every move of an online payment (no deposit slip to confirm; the console's Refund
 * asks the provider instead).
 */
export const providerOnlyMove = (from: PaymentStatus, to: PaymentStatus, method?: PaymentMethod): boolean =>
  (from === 'pay_pending' && to === 'pay_success') || method === 'online';
export const PROVIDER_ONLY =
  'Only the payment provider marks an order paid from Pending Payment: confirm a deposit slip, or complete a cash on delivery order';
export const REFUND_THROUGH_PROVIDER =
  'An order paid online is refunded with Refund payment, through the payment provider';
export const ONLINE_BY_PROVIDER =
  "The payment of an order paid online changes only by the payment provider's word";

/** A status the order entered, or what became of a Messenger update to its customer (merchant only). */
export type StatusEntry = { kind: 'status'; status: OrderStatus; at: Date };
export type TimelineEntry =
  | StatusEntry
  | { kind: 'messenger'; at: Date; note: string; outcome: MessengerUpdateOutcome };

/** The stamps an order keeps: when it was placed and when it entered each later status. */
export type TimelineStamps = { createdAt: Date } & {
  [K in NonNullable<(typeof STATUS_EFFECTS)[OrderStatus]['stamp']>]: Date | null;
};

/** The order's status history, oldest first: placed (pending), then every status it has entered. */
export function statusTimeline(order: TimelineStamps): StatusEntry[] {
  const entries: StatusEntry[] = [{ kind: 'status', status: 'pending', at: order.createdAt }];
  for (const status of ORDER_STATUSES) {
    const stamp = STATUS_EFFECTS[status].stamp;
    const at = stamp ? order[stamp] : null;
    if (at) entries.push({ kind: 'status', status, at });
  }
  return entries.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The merchant's timeline: the statuses and the Messenger updates, oldest first (a status before its update). */
export function orderTimeline(
  order: TimelineStamps,
  updates: ReadonlyArray<Parameters<typeof messengerUpdateNote>[0] & { createdAt: Date }>,
): TimelineEntry[] {
  const notes: TimelineEntry[] = updates.map((u) => ({
    kind: 'messenger',
    at: u.createdAt,
    note: messengerUpdateNote(u),
    outcome: u.outcome,
  }));
  return [...statusTimeline(order), ...notes].sort((a, b) => a.at.getTime() - b.at.getTime());
}

// --- Auto-confirm (document 3 §4) ----------------------------------------------------------------

const UNIT_MS: Readonly<Record<ExpirationDateType, number>> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};

/** The checkout setting's expiration in ms; 0: unpaid orders never expire. */
export const expirationMs = (s: { expiration: number; expirationDateType: ExpirationDateType }): number =>
  s.expiration * UNIT_MS[s.expirationDateType];

/**
 * When an unpaid order is cancelled by itself (the checkout setting's expiration, "Unpaid checkouts
 * expire after this"): a pending order paid outside the store whose customer has sent no deposit slip
 * yet. null when it never expires: cash on delivery, a slip sent or asked for again, expiration 0.
 */
export function payBy(
  order: Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentMethod' | 'createdAt'>,
  setting: { expiration: number; expirationDateType: ExpirationDateType },
): Date | null {
  const ms = expirationMs(setting);
  if (ms === 0 || order.status !== 'pending' || order.paymentStatus !== 'pay_pending') return null;
  if (!PAID_OUTSIDE.includes(order.paymentMethod)) return null;
  return new Date(order.createdAt.getTime() + ms);
}

/** Days of the month (Asia/Manila) the pending-orders reminder shows (document 3 §4). */
export const PENDING_REMINDER_DAYS: readonly number[] = [1, 7];
/** Pending orders should be completed or cancelled before this day of the month. */
export const PENDING_DEADLINE_DAY = 8;

/** The reminder for a Manila day (YYYY-MM-DD): due on days 1 and 7 only, with the day to finish by. */
export function pendingReminderFor(today: string): { due: boolean; completeBy: string } {
  const day = Number(today.slice(8, 10));
  return {
    due: PENDING_REMINDER_DAYS.includes(day),
    completeBy: `${today.slice(0, 8)}${String(PENDING_DEADLINE_DAY).padStart(2, '0')}`,
  };
}

/** A pending order the merchant has not acted on for this long is confirmed by the scheduled job. */
export const AUTO_CONFIRM_AFTER_MS = 10 * 24 * 60 * 60 * 1000;
/** What "confirm" means: the same move as the merchant's Confirm (pending → for delivery). */
export const AUTO_CONFIRM_TO: OrderStatus = 'for_delivery';

// --- Totals ----------------------------------------------------------------------------------------

export interface PricedLine {
  unitPrice: number;
  quantity: number;
  /** Add-ons chosen for the line as a whole (not per unit). */
  addOns: ReadonlyArray<{ price: number; quantity: number }>;
}

export const lineTotal = (line: PricedLine): number =>
  line.unitPrice * line.quantity + line.addOns.reduce((sum, a) => sum + a.price * a.quantity, 0);

export const subtotalOf = (lines: readonly PricedLine[]): number =>
  lines.reduce((sum, line) => sum + lineTotal(line), 0);

export type FeeSetting = Pick<
  CartSettingValues,
  | 'deliveryFeeType'
  | 'freeShippingRequiredAmount'
  | 'chargeDeliveryFeeFrom'
  | 'additionalTax'
  | 'additionalTaxType'
  | 'requiredAmount'
>;

/**
 * The delivery fee charged at checkout: none for pickup, for `free`, past the free-shipping threshold,
 * or when the fee is collected on delivery; else the shipping method's fee (`shipping_method`) or the
 * delivery area's fee (`delivery_area`).
 */
export function deliveryFeeOf(
  setting: FeeSetting,
  fulfillment: Fulfillment,
  subtotal: number,
  fees: { method: number; area: number | null },
): number {
  if (fulfillment === 'pickup' || setting.deliveryFeeType === 'free') return 0;
  if (setting.chargeDeliveryFeeFrom === 'on_delivery') return 0;
  if (setting.freeShippingRequiredAmount > 0 && subtotal >= setting.freeShippingRequiredAmount) return 0;
  return setting.deliveryFeeType === 'delivery_area' ? (fees.area ?? 0) : fees.method;
}

/** Additional tax on the subtotal: basis points when percent (rounded half up), centavos when fixed. */
export function taxOf(setting: FeeSetting, subtotal: number): number {
  if (setting.additionalTax <= 0) return 0;
  return setting.additionalTaxType === 'percent'
    ? Math.floor((subtotal * setting.additionalTax + 5_000) / 10_000)
    : setting.additionalTax;
}

export const minimumPurchaseMessage = (requiredAmount: number): string =>
  `The minimum purchase is ${formatPeso(requiredAmount)}`;

/** null when the subtotal meets the minimum purchase. */
export const minimumPurchaseProblem = (setting: FeeSetting, subtotal: number): string | null =>
  setting.requiredAmount > 0 && subtotal < setting.requiredAmount
    ? minimumPurchaseMessage(setting.requiredAmount)
    : null;

export interface Totals {
  subtotal: number;
  deliveryFee: number;
  tax: number;
  discount: number;
  convenienceFee: number;
  total: number;
}

export function totalsOf(
  setting: FeeSetting,
  lines: readonly PricedLine[],
  fulfillment: Fulfillment,
  fees: { method: number; area: number | null },
  extra: { discount?: number; convenienceFee?: number } = {},
): Totals {
  const subtotal = subtotalOf(lines);
  const deliveryFee = deliveryFeeOf(setting, fulfillment, subtotal, fees);
  const tax = taxOf(setting, subtotal);
  // A discount takes from the items and, for a free delivery, the delivery fee: never below zero.
  const discount = Math.min(extra.discount ?? 0, subtotal + deliveryFee);
  const convenienceFee = extra.convenienceFee ?? 0;
  return {
    subtotal,
    deliveryFee,
    tax,
    discount,
    convenienceFee,
    total: subtotal + deliveryFee + tax - discount + convenienceFee,
  };
}

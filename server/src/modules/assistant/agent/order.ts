import { manilaMonthDay } from '../../../platform/manila.ts';
import { formatPeso } from '../../../platform/money.ts';
import type { Draft } from './steps.ts';
import type { CustomerOrder, OrderStatus, PaymentStatus } from './types.ts';
import { say, type Voice } from './voice.ts';

type Pair = readonly [en: string, tl: string];

/** What each order status means to the customer. `{txn}`, `{total}` and `{date}` are filled in. */
const STATUS: Record<OrderStatus, Pair> = {
  pending: [
    'Your order {txn} ({total}, placed {date}) is confirmed and being prepared.',
    'Confirmed na po ang order {txn} ({total}, placed {date}) at inihahanda na namin.',
  ],
  for_delivery: [
    'Good news — your order {txn} ({total}) is on its way!',
    'Good news po — papunta na ang order {txn} ({total}) ninyo!',
  ],
  completed: [
    'Your order {txn} ({total}) has been delivered. We hope you enjoy it!',
    'Na-deliver na po ang order {txn} ({total}). Sana magustuhan niyo po!',
  ],
  cancelled: ['Your order {txn} ({total}) was cancelled.', 'Na-cancel po ang order {txn} ({total}).'],
  refunded: ['Your order {txn} was refunded ({total}).', 'Na-refund na po ang order {txn} ({total}).'],
};

/** Payment states that change what the customer should hear (or do) while the order is open. */
const PAYMENT: Partial<Record<PaymentStatus, Pair>> = {
  pay_pending: [
    'Your order {txn} ({total}, placed {date}) is waiting for payment — once you pay, we will process it right away.',
    'Naghihintay pa po ng bayad ang order {txn} ({total}, placed {date}) — ipo-process po namin agad kapag bayad na.',
  ],
  for_confirmation: [
    "We received your payment for order {txn} ({total}) and we're confirming it now.",
    'Natanggap na po namin ang bayad ninyo para sa order {txn} ({total}); kinukumpirma pa po namin ito.',
  ],
  for_reupload: [
    "We couldn't verify the payment for order {txn} ({total}) — please re-upload your deposit slip.",
    'Hindi po namin ma-verify ang bayad sa order {txn} ({total}) — paki-reupload po ang inyong deposit slip.',
  ],
  pay_success: [
    "Payment received for order {txn} ({total}) — we're preparing it now.",
    'Natanggap na po namin ang bayad sa order {txn} ({total}) — inihahanda na po namin ito.',
  ],
  refund_success: ['Order {txn} has been refunded ({total}).', 'Na-refund na po ang order {txn} ({total}).'],
};

const NO_ORDER: Pair = [
  "I couldn't find an order under your name yet. If you ordered with another account, send us your transaction number and we'll check.",
  'Wala pa po akong makitang order sa pangalan ninyo. Kung ibang account po ang ginamit, pakisend po ang transaction number para ma-check namin.',
];

/** The status sentence for an order (an open order's payment state speaks first). */
export function orderStatusSentence(order: CustomerOrder, v: Voice): string {
  const open = order.status === 'pending' || order.status === 'for_delivery';
  const payment = PAYMENT[order.paymentStatus];
  const usePayment =
    payment !== undefined &&
    ((order.status === 'pending' && order.paymentStatus !== 'refund_success') ||
      (open && order.paymentStatus === 'for_reupload') ||
      (order.status === 'cancelled' && order.paymentStatus === 'refund_success'));
  const pair = usePayment && payment ? payment : STATUS[order.status];
  // A zero total (a simulated order of the test tool) is left out rather than shown as ₱0.00.
  const template =
    order.total > 0
      ? say(v, pair)
      : say(v, pair)
          .replace(/ ?\(\{total\}\)/g, '')
          .replace('{total}, ', '');
  return template
    .replaceAll('{txn}', () => order.transactionNumber)
    .replaceAll('{total}', () => formatPeso(order.total))
    .replaceAll('{date}', () => manilaMonthDay(order.createdAt));
}

/** The order agent: the customer's latest order in one or two sentences. */
export function writeOrderReply(order: CustomerOrder | null, v: Voice): Draft {
  const body = order
    ? `${orderStatusSentence(order, v)}\n${say(v, ['Anything else I can help with?', 'May iba pa po ba kaming maitutulong?'])}`
    : say(v, NO_ORDER);
  return { author: 'order', body, products: [], standalone: false };
}

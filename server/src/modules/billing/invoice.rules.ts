/**
 * The monthly bill (document 3 §3, §4, §9) as pure rules: the billing periods that run from a store's
 * launch, what a period's bill holds, the penalty on overdue recurring fees, the billing state
 * machine and the app's payment status label. Money is integer centavos; days are Manila days.
 */
import { addDays, manilaDate, manilaDayStart } from '../../platform/manila.ts';
import { stateMachine } from '../../platform/state-machine.ts';

/** Php10 per successful transaction, VAT inclusive. */
export const TRANSACTION_FEE = 1_000;
/** Recurring fees are payable within 10 days of the period's end. */
export const DUE_DAYS = 10;
/** 3% a month on overdue recurring fees. */
export const PENALTY_RATE = 0.03;
/** Extend Payment adds 10 days to the due date. */
export const EXTENSION_DAYS = 10;

export const BILLING_STATUSES = ['for_payment', 'payment_submitted', 'paid'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/**
 * for_payment → payment_submitted (a deposit slip, or a charge waiting for the provider) → paid;
 * a charge that succeeds at once goes straight to paid; a refused slip or a failed charge goes back
 * to for_payment. Paid is final.
 */
export const BILLING_STATUS = stateMachine<BillingStatus>(
  'Billing status',
  {
    for_payment: ['payment_submitted', 'paid'],
    payment_submitted: ['paid', 'for_payment'],
    paid: [],
  },
  { for_payment: 'For Payment', payment_submitted: 'Payment Submitted', paid: 'Paid' },
);

export interface Period {
  /** Manila days, YYYY-MM-DD: the period covers [start, end) . */
  start: string;
  end: string;
  /** The last Manila day to pay. */
  due: string;
}

/** `day` plus `months` calendar months, the day of month kept or clamped (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The n-th billing period (0 first) of a store launched at `launchedAt`: monthly from its launch day. */
export function periodOf(launchedAt: Date, n: number): Period {
  const launchDay = manilaDate(launchedAt);
  const start = addMonths(launchDay, n);
  const end = addMonths(launchDay, n + 1);
  return { start, end, due: addDays(end, DUE_DAYS - 1) };
}

/** The periods that have ended by `now` and are not billed yet (`billed`: how many periods have bills). */
export function periodsToBill(launchedAt: Date, billed: number, now: Date): Period[] {
  const periods: Period[] = [];
  for (let n = billed; ; n++) {
    const period = periodOf(launchedAt, n);
    if (manilaDayStart(period.end).getTime() > now.getTime()) return periods;
    periods.push(period);
  }
}

export interface EarlierBill {
  /** Recurring fees of that bill still unpaid (its subscription and transaction fees). */
  unpaidRecurring: number;
  /** Everything still unpaid on it, penalties included. */
  unpaid: number;
  due: string;
}

export interface BillInput {
  period: Period;
  planName: string;
  subscriptionFee: number;
  /** Successful (completed) orders in the period. */
  transactions: number;
  excessUser?: number;
  excessSupport?: number;
  /** Unpaid earlier bills, as of the run. */
  earlier: readonly EarlierBill[];
  /** The run's Manila day. */
  today: string;
}

export interface BillAmounts {
  /** This period's charges: subscription, transaction fees, excess users and support. */
  currentAmount: number;
  transactionFees: number;
  /** What earlier bills still owe, with this run's penalties. */
  balance: number;
  penalty: number;
  /** currentAmount + balance: what the merchant pays now. */
  totalPayableAmount: number;
}

/** Whole months a bill has been overdue on `today` (0 on or before its due day). */
export function monthsOverdue(due: string, today: string): number {
  if (today <= due) return 0;
  let months = 0;
  while (addMonths(due, months + 1) < today) months++;
  return months + 1;
}

/** One bill's amounts (document 3 §9): fees of the period plus the earlier balance and 3% a month overdue. */
export function billAmounts(input: BillInput): BillAmounts {
  const transactionFees = TRANSACTION_FEE * input.transactions;
  const currentAmount =
    input.subscriptionFee + transactionFees + (input.excessUser ?? 0) + (input.excessSupport ?? 0);
  let penalty = 0;
  let carried = 0;
  for (const bill of input.earlier) {
    carried += bill.unpaid;
    penalty += Math.round(bill.unpaidRecurring * PENALTY_RATE * monthsOverdue(bill.due, input.today));
  }
  const balance = carried + penalty;
  return { currentAmount, transactionFees, balance, penalty, totalPayableAmount: currentAmount + balance };
}

/** Document 3 §4: payable when there is something to pay and the bill is not disabled. */
export function isPayable(bill: {
  tierType: string;
  disabled: boolean;
  currentAmount: number;
  balance: number;
}): boolean {
  if (bill.tierType === 'Enterprise') return !bill.disabled;
  return bill.currentAmount !== 0 || (!bill.disabled && bill.balance !== 0);
}

export type PaymentStatusLabel = 'For Billing' | 'Paid' | 'Payment Submitted' | 'For Payment';

/** Document 3 §4: the app's billing payment status, decided exactly in this order. */
export function paymentStatusLabel(app: {
  withBillings: boolean;
  billingsPaymentSettled: boolean;
  billingPaymentSubmitted: boolean;
  withOutstandingBalance: boolean;
}): PaymentStatusLabel {
  if (!app.withBillings) return 'For Billing';
  if (app.billingsPaymentSettled) return 'Paid';
  if (app.billingPaymentSubmitted) return 'Payment Submitted';
  if (app.withOutstandingBalance) return 'For Payment';
  return 'For Billing';
}

/** The reference number printed on the invoice: SUKI-{yyyymm of the period start}-{first 8 of the app}. */
export const referenceNumber = (appUuid: string, period: Period): string =>
  `SUKI-${period.start.slice(0, 7).replace('-', '')}-${appUuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

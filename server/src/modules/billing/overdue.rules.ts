/**
 * What happens to a bill left unpaid (document 3 §2 screens 3-5, §4 deactivation and grace period), as
 * pure rules: when a bill is due soon, when it is overdue (the store is deactivated), when a
 * deactivated store may take its one grace period, and when that grace period is in its last day.
 * Days are Manila days (YYYY-MM-DD); instants are Dates.
 */
import { addDays } from '../../platform/manila.ts';

/** The merchant is reminded this many days before the due day (decision: 3). */
export const DUE_SOON_DAYS = 3;
/** A deactivated store may reopen for this long, once per bill, while the merchant arranges payment. */
export const GRACE_PERIOD_DAYS = 3;
const DAY_MS = 24 * 60 * 60_000;
/** The last-day notice: 24 hours remain (document 3 §2 screen 4). */
export const LAST_DAY_MS = DAY_MS;
export const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * DAY_MS;

/** Document 3 §2 screen 5 and §8, verbatim. */
export const DEACTIVATION_NOTICE = 'Please settle your payments to continue using your In-App Store.';
/** Document 3 §2 screen 2, verbatim. */
export const EXTEND_PAYMENT_TOOLTIP =
  'An additional 10 days extension will be applied to settle your payment.';
export const LAST_DAY_NOTICE =
  'Your grace period ends in 24 hours. Please settle your payments to keep your In-App Store open.';

export const GRACE_NOT_OFFERED = 'A grace period is offered only while your store is deactivated';
export const GRACE_ALREADY_USED = 'The grace period for this bill has already been used';
export const BILL_DISABLED = 'This bill is on hold: please contact Suki support';

export interface OverdueBill {
  status: string;
  disabled: boolean;
  carriedInto: string | null;
  periodDue: string;
  balanceDue: string | null;
  graceEndsAt: Date | null;
}

/** The day the bill (or the balance it carried) had to be paid by: the earlier of the two. */
export const effectiveDue = (bill: Pick<OverdueBill, 'periodDue' | 'balanceDue'>): string =>
  bill.balanceDue && bill.balanceDue < bill.periodDue ? bill.balanceDue : bill.periodDue;

/** An open bill asks for payment: not paid, not carried into a later bill, not on hold. */
const open = (bill: OverdueBill): boolean =>
  bill.status !== 'paid' && bill.carriedInto === null && !bill.disabled;

export const inGrace = (bill: Pick<OverdueBill, 'graceEndsAt'>, now: Date): boolean =>
  bill.graceEndsAt !== null && bill.graceEndsAt.getTime() > now.getTime();

/**
 * The store is to be deactivated for this bill: it asks for payment (a payment on its way — a charge
 * or a deposit slip waiting for review — holds it off), its due day has passed, and no grace period runs.
 */
export const deactivates = (bill: OverdueBill, today: string, now: Date): boolean =>
  open(bill) && bill.status === 'for_payment' && effectiveDue(bill) < today && !inGrace(bill, now);

/** The "due soon" reminder: an open bill asking for payment within DUE_SOON_DAYS of its due day. */
export const dueSoon = (bill: OverdueBill, today: string): boolean =>
  open(bill) &&
  bill.status === 'for_payment' &&
  today <= effectiveDue(bill) &&
  addDays(today, DUE_SOON_DAYS) >= effectiveDue(bill);

/** The grace period's last 24 hours. */
export const lastDayOfGrace = (bill: Pick<OverdueBill, 'graceEndsAt'>, now: Date): boolean =>
  inGrace(bill, now) && (bill.graceEndsAt?.getTime() ?? 0) - now.getTime() <= LAST_DAY_MS;

/**
 * Why a grace period cannot start for this bill, or null when it can (document 3 §4: the app is
 * deactivated, the billing is not disabled and its grace period has not been activated).
 */
export function graceRefusal(
  bill: { disabled: boolean; gracePeriodActivated: boolean },
  storeDeactivated: boolean,
): string | null {
  if (bill.disabled) return BILL_DISABLED;
  if (bill.gracePeriodActivated) return GRACE_ALREADY_USED;
  if (!storeDeactivated) return GRACE_NOT_OFFERED;
  return null;
}

import { describe, expect, it } from 'vitest';
import {
  addMonths,
  BILLING_STATUS,
  billAmounts,
  isPayable,
  monthsOverdue,
  paymentStatusLabel,
  periodOf,
  periodsToBill,
  referenceNumber,
} from './invoice.rules.ts';
import { OFFERED_PLANS, PLANS, planOf } from './plans.rules.ts';

// Launched 2026-01-31 10:00 in Manila (02:00 UTC).
const LAUNCHED = new Date('2026-01-31T02:00:00Z');

describe('billing periods', () => {
  it('run monthly from the launch day, clamping to short months, and fall due 10 days after', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
    expect(periodOf(LAUNCHED, 0)).toEqual({ start: '2026-01-31', end: '2026-02-28', due: '2026-03-09' });
    expect(periodOf(LAUNCHED, 1)).toEqual({ start: '2026-02-28', end: '2026-03-31', due: '2026-04-09' });
  });

  it('bills a period only once it has ended, in Manila time', () => {
    // 2026-02-27 23:59 Manila: the first period is still running.
    expect(periodsToBill(LAUNCHED, 0, new Date('2026-02-27T15:59:00Z'))).toEqual([]);
    // 2026-02-28 00:00 Manila: it has ended.
    expect(periodsToBill(LAUNCHED, 0, new Date('2026-02-27T16:00:00Z')).map((p) => p.start)).toEqual([
      '2026-01-31',
    ]);
    // Two months later with nothing billed: both periods, in order; with one billed, the second only.
    const later = new Date('2026-04-01T00:00:00Z');
    expect(periodsToBill(LAUNCHED, 0, later).map((p) => p.start)).toEqual(['2026-01-31', '2026-02-28']);
    expect(periodsToBill(LAUNCHED, 1, later).map((p) => p.start)).toEqual(['2026-02-28']);
  });
});

describe('a bill', () => {
  const period = periodOf(LAUNCHED, 1);

  it('holds the plan fee and Php10 per successful transaction, to the centavo', () => {
    expect(
      billAmounts({
        period,
        planName: 'pro_starter',
        subscriptionFee: PLANS.pro_starter.subscriptionFee,
        transactions: 1000,
        earlier: [],
        today: '2026-03-31',
      }),
    ).toEqual({
      currentAmount: 149_900 + 1_000_000,
      transactionFees: 1_000_000,
      balance: 0,
      penalty: 0,
      totalPayableAmount: 1_149_900,
    });
  });

  it('carries what earlier bills owe and adds 3% a month on their overdue recurring fees', () => {
    const earlier = [{ unpaidRecurring: 100_000, unpaid: 100_000, due: '2026-03-09' }];
    const on = (today: string) =>
      billAmounts({ period, planName: 'free', subscriptionFee: 0, transactions: 2, earlier, today });
    expect(on('2026-03-09')).toMatchObject({ penalty: 0, balance: 100_000, totalPayableAmount: 102_000 });
    expect(on('2026-03-10')).toMatchObject({ penalty: 3_000, balance: 103_000 });
    expect(on('2026-04-10')).toMatchObject({ penalty: 6_000, balance: 106_000 });
    expect(monthsOverdue('2026-03-09', '2026-04-09')).toBe(1);
    expect(monthsOverdue('2026-03-09', '2026-04-10')).toBe(2);
  });

  it('is payable per document 3 §4', () => {
    expect(isPayable({ tierType: 'Enterprise', disabled: false, currentAmount: 0, balance: 0 })).toBe(true);
    expect(isPayable({ tierType: 'Enterprise', disabled: true, currentAmount: 5, balance: 0 })).toBe(false);
    expect(isPayable({ tierType: 'Free', disabled: true, currentAmount: 5, balance: 0 })).toBe(true);
    expect(isPayable({ tierType: 'Free', disabled: false, currentAmount: 0, balance: 5 })).toBe(true);
    expect(isPayable({ tierType: 'Free', disabled: true, currentAmount: 0, balance: 5 })).toBe(false);
    expect(isPayable({ tierType: 'Free', disabled: false, currentAmount: 0, balance: 0 })).toBe(false);
  });

  it('moves for_payment → payment_submitted → paid, back on a refused slip, never out of paid', () => {
    expect(BILLING_STATUS.move('for_payment', 'payment_submitted').ok).toBe(true);
    expect(BILLING_STATUS.move('payment_submitted', 'for_payment').ok).toBe(true);
    expect(BILLING_STATUS.move('for_payment', 'paid').ok).toBe(true);
    expect(BILLING_STATUS.move('paid', 'for_payment')).toEqual({
      ok: false,
      reason: 'The billing status cannot change from Paid to For Payment',
    });
  });

  it('has a reference number per app and period', () => {
    expect(referenceNumber('0c397ad0-5809-4bc0-8d7f-c93b071bcfc5', period)).toBe('SUKI-202602-0C397AD0');
  });
});

describe("the app's payment status label", () => {
  const app = {
    withBillings: true,
    billingsPaymentSettled: false,
    billingPaymentSubmitted: false,
    withOutstandingBalance: false,
  };
  it('is decided in the order of document 3 §4', () => {
    expect(paymentStatusLabel({ ...app, withBillings: false, billingsPaymentSettled: true })).toBe(
      'For Billing',
    );
    expect(paymentStatusLabel({ ...app, billingsPaymentSettled: true, billingPaymentSubmitted: true })).toBe(
      'Paid',
    );
    expect(paymentStatusLabel({ ...app, billingPaymentSubmitted: true, withOutstandingBalance: true })).toBe(
      'Payment Submitted',
    );
    expect(paymentStatusLabel({ ...app, withOutstandingBalance: true })).toBe('For Payment');
    expect(paymentStatusLabel(app)).toBe('For Billing');
  });
});

describe('plans', () => {
  it('offers Starter, Bronze, Silver and Gold, cheapest first, and reads an unknown plan as free', () => {
    expect(OFFERED_PLANS.map((p) => p.displayedName)).toEqual(['Starter', 'Bronze', 'Silver', 'Gold']);
    expect(planOf('no-such-plan')).toBe(PLANS.free);
    expect(PLANS.free.subscriptionFee).toBe(0);
  });
});

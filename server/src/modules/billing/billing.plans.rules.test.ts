import { describe, expect, it } from 'vitest';
import { limitMessage, PLANS, planLifting } from '../../platform/plans.ts';
import {
  eligibleMsmeExtension,
  extendedMsmeWindow,
  msmeWindowFrom,
  planAt,
  planChangeProblem,
  subscriptionCharge,
} from './billing.plans.rules.ts';

const manila = (day: string, time = '00:00') => new Date(`${day}T${time}:00+08:00`);

describe('limit messages', () => {
  it('name the limit and the cheapest offered plan that lifts it', () => {
    expect(limitMessage(PLANS.pro_starter, 'productLimit')).toBe(
      'Your Starter plan allows 200 products. Upgrade to Bronze for up to 1,000.',
    );
    expect(limitMessage(PLANS.pro_silver, 'productLimit')).toBe(
      'Your Silver plan allows 5,000 products. Upgrade to Gold for unlimited products.',
    );
    expect(limitMessage(PLANS.free, 'userSeatLimit')).toBe(
      'Your Free plan allows 2 user seats. Upgrade to Starter for up to 3.',
    );
    expect(limitMessage(PLANS.pro_gold, 'fileSizeLimit')).toBe(
      'Your Gold plan allows files up to 25MB. Contact Suki about an Enterprise plan for more.',
    );
    expect(planLifting(PLANS.pro_gold, 'exportLimit')).toBeNull();
  });
});

describe('prorated subscription', () => {
  const period = { start: '2027-02-10', end: '2027-03-10' }; // 28 days

  it('charges the whole fee in one line without changes', () => {
    expect(subscriptionCharge({ period, currentPlan: 'pro_starter', changes: [], msme: null })).toEqual({
      planName: 'pro_starter',
      total: 149_900,
      lines: [
        {
          planName: 'pro_starter',
          days: 28,
          waived: false,
          amount: 149_900,
          description: 'Starter plan subscription',
        },
      ],
    });
  });

  it('charges a day at the plan in effect at its end, each plan rounded to the centavo', () => {
    // Up to Gold at 23:59 on Feb 20, back down to Starter at 00:01 on Feb 21: Feb 20 is Gold's.
    const changes = [
      { fromPlan: 'pro_starter', toPlan: 'pro_gold', changedAt: manila('2027-02-20', '23:59') },
      { fromPlan: 'pro_gold', toPlan: 'pro_starter', changedAt: manila('2027-02-21', '00:01') },
    ];
    const charge = subscriptionCharge({ period, currentPlan: 'pro_starter', changes, msme: null });
    expect(charge.lines.map((l) => [l.planName, l.days, l.amount])).toEqual([
      ['pro_starter', 10, 53_536], // 149,900 × 10 / 28 = 53,535.71
      ['pro_gold', 1, 42_854], // 1,199,900 / 28 = 42,853.57
      ['pro_starter', 17, 91_011], // 149,900 × 17 / 28 = 91,010.71
    ]);
    expect(charge.total).toBe(187_401);
    expect(planAt(manila('2027-02-21'), 'pro_starter', changes)).toBe('pro_gold');
  });

  it('waives the days inside the MSME window', () => {
    const msme = msmeWindowFrom(manila('2027-01-01', '15:00')); // Jan 1 to Apr 1
    const charge = subscriptionCharge({ period, currentPlan: 'pro_bronze', changes: [], msme });
    expect(charge).toMatchObject({ total: 0, lines: [{ waived: true, amount: 0 }] });
    expect(charge.lines[0]?.description).toBe('Bronze plan subscription: waived (MSME programme)');
  });
});

describe('plan change and MSME rules', () => {
  it('refuses plans not offered, the same plan, contract plans and downgrades below lasting usage', () => {
    const usage = { products: 10, userSeats: 2, faqs: 0 };
    expect(planChangeProblem(PLANS.pro_starter, 'free', usage)?.kind).toBe('input');
    expect(planChangeProblem(PLANS.pro_starter, 'pro_starter', usage)?.kind).toBe('conflict');
    expect(planChangeProblem(PLANS.enterprise, 'pro_gold', usage)?.message).toBe(
      'Your Enterprise plan is set by your contract with Suki: contact Suki to change it',
    );
    expect(planChangeProblem(PLANS.free, 'pro_starter', usage)).toBeNull();
    expect(planChangeProblem(PLANS.pro_bronze, 'pro_starter', { ...usage, products: 200 })).toBeNull();
    expect(planChangeProblem(PLANS.pro_bronze, 'pro_starter', { ...usage, products: 201 })?.message).toBe(
      "Your store is over the Starter plan's limits: 201 products (it allows 200). Remove what is over, then change plan.",
    );
  });

  it('opens a 90-day window from the Manila day, extendable once while it is open', () => {
    const window = msmeWindowFrom(manila('2027-04-20', '23:30'));
    expect(window).toEqual({ startAt: manila('2027-04-20'), endAt: manila('2027-07-19'), extended: false });
    expect(eligibleMsmeExtension(window, manila('2027-07-18', '23:59'))).toBe(true);
    expect(eligibleMsmeExtension(window, manila('2027-07-19'))).toBe(false);
    const extended = extendedMsmeWindow(window);
    expect(extended.endAt).toEqual(manila('2027-10-17'));
    expect(eligibleMsmeExtension(extended, manila('2027-05-01'))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { changeTerms, changeWord, formatLimit, msmeText, usageRows } from './plans';

const starter = {
  productLimit: 200,
  faqLimit: 50,
  responseLimit: 2_000,
  monthlyUserLimit: 5_000,
  monthlyContactLimit: 5_000,
  userSeatLimit: 3,
};

describe('plan words', () => {
  it('writes a limit as a count with its unit, or Unlimited', () => {
    expect(formatLimit(1_000)).toBe('1,000');
    expect(formatLimit(10, 'MB')).toBe('10MB');
    expect(formatLimit(null)).toBe('Unlimited');
  });

  it('turns the usage into bars: replies used from what remains, near the limit flagged', () => {
    const rows = usageRows({
      currentProducts: 190,
      currentFaqs: 0,
      currentUserSeats: 2,
      currentUsers: 120,
      currentSupportedContacts: 80,
      remainingResponse: 15,
      enterprisePlan: starter,
    });
    expect(rows.map((r) => [r.label, r.text, r.percent, r.near])).toEqual([
      ['Products', '190 of 200', 95, true],
      ['User seats', '2 of 3', 67, false],
      ['AI suggested replies this month', '1,985 of 2,000', 99, true],
      ['Users this month', '120 of 5,000', 2, false],
      ['Contacts this month', '80 of 5,000', 2, false],
      ['FAQs', '0 of 50', 0, false],
    ]);
  });

  it('shows a limit without a cap as a count with no bar', () => {
    const [products] = usageRows({
      currentProducts: 7_000,
      currentFaqs: 0,
      currentUserSeats: 1,
      currentUsers: 0,
      currentSupportedContacts: 0,
      remainingResponse: null,
      enterprisePlan: { ...starter, productLimit: null, responseLimit: null },
    });
    expect(products).toMatchObject({ text: '7,000 (no limit)', percent: null, near: false });
  });

  it('says when a change takes effect and how the period is charged', () => {
    expect(changeWord({ subscriptionFee: 149_900 }, { subscriptionFee: 299_900 })).toBe('Upgrade');
    expect(changeWord({ subscriptionFee: 299_900 }, { subscriptionFee: 149_900 })).toBe('Downgrade');
    const terms = changeTerms(
      {
        effectiveAt: '2027-03-25T02:00:00.000Z',
        billingPeriodStartAt: '2027-03-15',
        billingPeriodEndAt: '2027-04-15',
        subscriptionFee: 251_513,
        lines: [],
      },
      { displayedName: 'Bronze' },
    );
    expect(terms).toEqual([
      'Your store moves to Bronze now (2027-03-25 10:00 am): its limits apply at once.',
      'Your bill for 2027-03-15 – 2027-04-14 charges each plan for the days it was in effect (the change day is charged at Bronze):',
    ]);
    expect(
      changeTerms(
        { effectiveAt: '2027-03-25T02:00:00.000Z', subscriptionFee: 0, lines: [] },
        { displayedName: 'Gold' },
      )[1],
    ).toBe('Your store is not launched yet: its monthly bills start at launch, on Gold.');
  });

  it('words the MSME window by its first and last Manila days', () => {
    expect(msmeText({ msmeStartAt: '2027-04-19T16:00:00.000Z', msmeEndAt: '2027-07-18T16:00:00.000Z' })).toBe(
      '2027-04-20 to 2027-07-18',
    );
    expect(msmeText({ msmeStartAt: null, msmeEndAt: null })).toBeNull();
  });
});

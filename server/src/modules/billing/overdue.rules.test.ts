import { describe, expect, it } from 'vitest';
import { parseDepositAccounts } from '../../platform/deposit-accounts.ts';
import {
  deactivates,
  dueSoon,
  effectiveDue,
  graceRefusal,
  inGrace,
  lastDayOfGrace,
} from './overdue.rules.ts';

const bill = (over: Partial<Parameters<typeof deactivates>[0]> = {}) => ({
  status: 'for_payment',
  disabled: false,
  carriedInto: null,
  periodDue: '2027-04-24',
  balanceDue: null,
  graceEndsAt: null,
  ...over,
});
const NOW = new Date('2027-04-25T01:00:00Z');

describe('overdue rules', () => {
  it('counts from the earlier of the due day and the carried balance’s', () => {
    expect(effectiveDue(bill())).toBe('2027-04-24');
    expect(effectiveDue(bill({ periodDue: '2027-05-24', balanceDue: '2027-04-24' }))).toBe('2027-04-24');
    expect(effectiveDue(bill({ balanceDue: '2027-05-01' }))).toBe('2027-04-24');
  });

  it('deactivates the day after the due day, unless paid, carried, on hold, being paid or in grace', () => {
    expect(deactivates(bill(), '2027-04-24', NOW)).toBe(false);
    expect(deactivates(bill(), '2027-04-25', NOW)).toBe(true);
    expect(deactivates(bill({ status: 'paid' }), '2027-04-25', NOW)).toBe(false);
    expect(deactivates(bill({ status: 'payment_submitted' }), '2027-04-25', NOW)).toBe(false);
    expect(deactivates(bill({ carriedInto: 'later' }), '2027-04-25', NOW)).toBe(false);
    expect(deactivates(bill({ disabled: true }), '2027-04-25', NOW)).toBe(false);
    const grace = new Date(NOW.getTime() + 1);
    expect(deactivates(bill({ graceEndsAt: grace }), '2027-04-25', NOW)).toBe(false);
    expect(deactivates(bill({ graceEndsAt: NOW }), '2027-04-25', NOW)).toBe(true);
  });

  it('is due soon from three days before the due day through the day itself', () => {
    expect(dueSoon(bill(), '2027-04-20')).toBe(false);
    expect(dueSoon(bill(), '2027-04-21')).toBe(true);
    expect(dueSoon(bill(), '2027-04-24')).toBe(true);
    expect(dueSoon(bill(), '2027-04-25')).toBe(false);
    expect(dueSoon(bill({ status: 'payment_submitted' }), '2027-04-22')).toBe(false);
  });

  it('is in the last day of grace when 24 hours or less remain', () => {
    const ends = new Date('2027-04-28T01:00:00Z');
    expect(inGrace({ graceEndsAt: ends }, NOW)).toBe(true);
    expect(lastDayOfGrace({ graceEndsAt: ends }, new Date('2027-04-27T00:59:59Z'))).toBe(false);
    expect(lastDayOfGrace({ graceEndsAt: ends }, new Date('2027-04-27T01:00:00Z'))).toBe(true);
    expect(lastDayOfGrace({ graceEndsAt: ends }, ends)).toBe(false);
  });

  it('offers the grace period only to a deactivated store, for a bill not on hold, once', () => {
    expect(graceRefusal({ disabled: false, gracePeriodActivated: false }, true)).toBeNull();
    expect(graceRefusal({ disabled: false, gracePeriodActivated: false }, false)).toBe(
      'A grace period is offered only while your store is deactivated',
    );
    expect(graceRefusal({ disabled: false, gracePeriodActivated: true }, true)).toBe(
      'The grace period for this bill has already been used',
    );
    expect(graceRefusal({ disabled: true, gracePeriodActivated: false }, true)).toBe(
      'This bill is on hold: please contact Suki support',
    );
  });
});

describe('BILLING_DEPOSIT_ACCOUNTS', () => {
  it('reads a JSON array of accounts and refuses anything else', () => {
    expect(
      parseDepositAccounts('[{"bank":" BDO ","accountName":"Suki Inc.","accountNumber":"0012-3456"}]'),
    ).toEqual([{ bank: 'BDO', accountName: 'Suki Inc.', accountNumber: '0012-3456' }]);
    expect(parseDepositAccounts('[]')).toEqual([]);
    expect(parseDepositAccounts('{"bank":"BDO"}')).toBeNull();
    expect(parseDepositAccounts('[{"bank":"BDO","accountName":"Suki"}]')).toBeNull();
    expect(parseDepositAccounts('not json')).toBeNull();
  });
});

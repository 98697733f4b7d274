import { describe, expect, it } from 'vitest';
import { statesFact, unsupportedIdentifiers, unsupportedStatusClaims } from './facts.ts';
import { ORDER } from './fixtures.ts';

const policies = 'Payment: GCash 0917 555 0142. BPI account 1234-5678-90.';

describe('facts a reply states', () => {
  it("accepts the customer's own order number, in any shape, and the policies' numbers", () => {
    for (const txn of ['261126-7QK2MD', '261126-ABCDEF', 'SNK-10432']) {
      const order = { ...ORDER, transactionNumber: txn };
      const reply = `Your order ${txn} is on its way. Pay to GCash 0917 555 0142 or BPI 1234-5678-90.`;
      expect(unsupportedIdentifiers(reply, { order, storePolicies: policies })).toEqual([]);
    }
  });

  it('refuses an order number that is not the customer’s and a number the policies do not hold', () => {
    const found = unsupportedIdentifiers('Order 261126-9ZZZZZ, or GCash 0999 123 4567.', {
      order: { ...ORDER, transactionNumber: '261126-7QK2MD' },
      storePolicies: policies,
    });
    expect(found).toEqual([
      "order number 261126-9ZZZZZ is not the customer's order",
      "number 0999 123 4567 is not in the store's policies",
    ]);
    expect(
      unsupportedIdentifiers('Your order SNK-10432 is ready.', { order: null, storePolicies: '' }),
    ).toEqual(["order number SNK-10432 is not the customer's order"]);
  });

  it('leaves prices alone: ₱1,250.00 is not a long number', () => {
    expect(
      unsupportedIdentifiers('Family tray ₱1,250.00, 12 pcs ₱1,234,567.00', {
        order: null,
        storePolicies: '',
      }),
    ).toEqual([]);
  });

  it('reads peso facts by value and other facts ignoring case and spacing', () => {
    expect(statesFact('It is ₱1,250.00 po', '₱1,250')).toBe(true);
    expect(statesFact('It is ₱1,200.00 po', '₱1,250')).toBe(false);
    expect(statesFact('GCash: 09175550142', '0917 555 0142')).toBe(true);
    expect(statesFact('Pick up in marikina city', 'Marikina')).toBe(true);
  });

  it('refuses an order status the order does not have, and reads "not" before a claim', () => {
    const pending = { ...ORDER, status: 'pending' as const, paymentStatus: 'pay_pending' as const };
    expect(unsupportedStatusClaims('Your order is on its way!', pending)).toEqual([
      '"is on its way" is not what the order says',
    ]);
    expect(
      unsupportedStatusClaims('Your order is on its way!', { ...ORDER, status: 'for_delivery' }),
    ).toEqual([]);
    expect(unsupportedStatusClaims('It has not been delivered yet; waiting for payment.', pending)).toEqual(
      [],
    );
    expect(unsupportedStatusClaims('Your order was delivered.', null)).toEqual([
      '"was delivered" is not what the order says',
    ]);
  });
});

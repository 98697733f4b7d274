import { describe, expect, it } from 'vitest';
import { type BundleKey, menuFor } from '../../bundles';
import {
  billingWidgetShown,
  billingWidgetState,
  billingWidgetTone,
  countUpValue,
  statusLabelTone,
  totalBalanceText,
} from './billingWidget';

const menu = (bundleKey: BundleKey, role = 'client') =>
  menuFor({
    bundleKey,
    displayBillingMenu: role === 'client',
    inboxManagerAllowed: true,
    role,
    hasAffiliateCode: false,
  });

const facts = {
  withBillings: true,
  billingsPaymentSettled: false,
  billingPaymentSubmitted: false,
  withOutstandingBalance: false,
};

describe('billingWidgetShown (document 3 §2 menu rules)', () => {
  it("shows on a store's pages where the menu offers the Billing Manager", () => {
    expect(billingWidgetShown('/apps/ecommerce-b2c/a1/overview', menu('ecommerce-b2c'))).toBe(true);
    expect(billingWidgetShown('/apps/ecommerce-b2c/a1/affiliate-automation', menu('ecommerce-b2c'))).toBe(
      true,
    );
    expect(billingWidgetShown('/apps/survey-and-raffle/a1/billing', menu('survey-and-raffle'))).toBe(true);
  });

  it('hides on diy, sales partner, network distributor and affiliate pages', () => {
    const shop = menu('ecommerce-b2c');
    for (const path of [
      '/diy/ecommerce-b2c-bundle/apps/a1/connect-payment-method',
      '/affiliate-v2/diy/a1/step-redirecter',
      '/sales-partner/get-started',
      '/network-distributor/r1/mini-apps',
      '/affiliate/r1/invites',
      '/apps/affiliate/a1/overview',
    ]) {
      expect(billingWidgetShown(path, shop), path).toBe(false);
    }
  });

  it('hides where billing is not shown: store managers, distributors, affiliates, non-owners', () => {
    expect(billingWidgetShown('/apps/store-manager/a1/overview', menu('store-manager'))).toBe(false);
    expect(billingWidgetShown('/apps/distributor/a1/overview', menu('distributor'))).toBe(false);
    expect(
      billingWidgetShown('/apps/ecommerce-b2c/a1/overview', menu('ecommerce-b2c', 'store_manager')),
    ).toBe(false);
    expect(billingWidgetShown('/apps/ecommerce-b2c/a1/overview', [])).toBe(false);
  });
});

describe('billingWidgetState (document 3 §2 screen 1)', () => {
  it('always shows For Billing as the current billing', () => {
    expect(billingWidgetState({ ...facts, withBillings: false, label: 'For Billing' }).current).toBe(
      'For Billing',
    );
    expect(billingWidgetState({ ...facts, withOutstandingBalance: true, label: 'For Payment' }).current).toBe(
      'For Billing',
    );
  });

  it('shows the previous billing only when the app has billings', () => {
    expect(billingWidgetState({ ...facts, withBillings: false, label: 'For Billing' }).previous).toBeNull();
    expect(
      billingWidgetState({ ...facts, withOutstandingBalance: true, label: 'For Payment' }).previous,
    ).toEqual({ label: 'For Payment', tone: 'error' });
  });
});

describe('billingWidgetTone', () => {
  it('is green when settled, orange when submitted, red when a balance is outstanding, in §4 order', () => {
    expect(billingWidgetTone({ ...facts, billingsPaymentSettled: true })).toBe('success');
    expect(billingWidgetTone({ ...facts, billingPaymentSubmitted: true, withOutstandingBalance: true })).toBe(
      'warning',
    );
    expect(billingWidgetTone({ ...facts, withOutstandingBalance: true })).toBe('error');
  });

  it('is neutral without billings or without any of the flags', () => {
    expect(billingWidgetTone({ ...facts, withBillings: false, billingsPaymentSettled: true })).toBe(
      'default',
    );
    expect(billingWidgetTone(facts)).toBe('default');
  });
});

describe('statusLabelTone', () => {
  it("gives each of the server's §4 labels the colour its flags give", () => {
    const cases = [
      [{ ...facts, withBillings: false }, 'For Billing'],
      [{ ...facts, billingsPaymentSettled: true }, 'Paid'],
      [{ ...facts, billingPaymentSubmitted: true, withOutstandingBalance: true }, 'Payment Submitted'],
      [{ ...facts, withOutstandingBalance: true }, 'For Payment'],
      [facts, 'For Billing'],
    ] as const;
    for (const [flags, label] of cases) expect(statusLabelTone(label), label).toBe(billingWidgetTone(flags));
  });
});

describe('totalBalanceText', () => {
  it("reads the spec's words with pesos, comma thousands and 2 decimals", () => {
    expect(totalBalanceText(123_456)).toBe('Total Balance: ₱ 1,234.56');
    expect(totalBalanceText(0)).toBe('Total Balance: ₱ 0.00');
    expect(totalBalanceText(1_000_000_05)).toBe('Total Balance: ₱ 1,000,000.05');
  });
});

describe('countUpValue', () => {
  it('starts at the old total, eases towards the new one and ends exactly on it', () => {
    expect(countUpValue(0, 152_900, 0, 2000)).toBe(0);
    const half = countUpValue(0, 152_900, 1000, 2000);
    expect(half).toBeGreaterThan(152_900 / 2);
    expect(half).toBeLessThan(152_900);
    expect(Number.isInteger(countUpValue(0, 152_901, 777, 2000))).toBe(true);
    expect(countUpValue(0, 152_900, 2000, 2000)).toBe(152_900);
    expect(countUpValue(152_900, 0, 5000, 2000)).toBe(0);
  });

  it('jumps straight to the total without a duration', () => {
    expect(countUpValue(10, 99, 0, 0)).toBe(99);
  });
});

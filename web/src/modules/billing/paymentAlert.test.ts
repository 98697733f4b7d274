import { describe, expect, it } from 'vitest';
import { PAYMENT_ALERT, paymentAlertAllowed } from './paymentAlert';
import { providerReturnOf } from './paymentMethods';

describe('the payment alert (document 3 §2, §8)', () => {
  it("reads the spec's text", () => {
    expect(PAYMENT_ALERT).toBe(
      'To continue using or setting up your store, please connect a payment method. This will allow us to automatically bill your subscription and any applicable convenience fees.',
    );
  });

  it('shows on app pages and stays away from guided setup, overview, redirects and the payment callback', () => {
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/products', null)).toBe(true);
    expect(
      paymentAlertAllowed('/apps/ecommerce-b2c/a1/payment-preferences/saved-payment-methods', null),
    ).toBe(true);
    expect(paymentAlertAllowed('/diy/b1/apps/a1/connect-payment-method', null)).toBe(false);
    expect(paymentAlertAllowed('/diy/b1/apps/a1/pages/p1/customize-mini-app', null)).toBe(false);
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/overview', null)).toBe(false);
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/overview/sales-funnel', null)).toBe(false);
    expect(paymentAlertAllowed('/redirect/facebook', null)).toBe(false);
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/payment-callback', null)).toBe(false);
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/orders', 'redirector')).toBe(false);
    expect(paymentAlertAllowed('/apps/ecommerce-b2c/a1/orders', 'ecommerce-overview')).toBe(false);
  });

  it("reads the provider's return from the query string", () => {
    expect(providerReturnOf('?paymentMethod=u1&result=success')).toEqual({
      paymentMethod: 'u1',
      result: 'success',
    });
    expect(providerReturnOf('?paymentMethod=u1&result=maybe')).toBeNull();
    expect(providerReturnOf('')).toBeNull();
  });
});

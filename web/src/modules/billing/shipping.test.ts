import { describe, expect, it } from 'vitest';
import {
  isShippingTopUpKey,
  lastTopUpText,
  NO_APPROVED_TOP_UP,
  shippingReturnUrl,
  shippingTopUpKey,
} from './shipping';

const APP = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

describe('shipping credits (document 3 §2 screen 12, route *-shipping-top-up)', () => {
  it('keys a top-up as the app uuid, a unix timestamp and :grab_express', () => {
    const key = shippingTopUpKey(APP, 1_764_120_000_999);
    expect(key).toBe(`${APP}1764120000:grab_express`);
    expect(isShippingTopUpKey(APP, key)).toBe(true);
    expect(isShippingTopUpKey(APP, `${APP}:grab_express`)).toBe(false);
    expect(isShippingTopUpKey(APP, `other1764120000:grab_express`)).toBe(false);
    expect(isShippingTopUpKey(APP, `${APP}1764120000`)).toBe(false);
  });

  it('says when the latest top-up was approved, or that none was', () => {
    expect(lastTopUpText(null)).toBe(NO_APPROVED_TOP_UP);
    expect(lastTopUpText({ approvedAt: '2026-11-25T17:30:00.000Z' })).toBe(
      'Latest Top up approved on 2026-11-26',
    );
  });

  it('returns from the checkout to Shipping Manager with the outcome', () => {
    expect(shippingReturnUrl('https://suki.test', '/apps/ecommerce-b2c/a/store-setup/shipping', 'ok')).toBe(
      'https://suki.test/apps/ecommerce-b2c/a/store-setup/shipping?shippingTopUp=ok',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { type NotificationApp, notificationTarget, orderHistoryRoute, paymentRouteUrl } from './target';

const ECOMMERCE: NotificationApp = {
  key: 'ecommerce-b2c',
  appUUID: 'app-1',
  serviceBundle: 'ecommerce-b2c-bundle',
};
const MALL: NotificationApp = {
  key: 'mall-stores-management',
  appUUID: 'app-2',
  serviceBundle: 'mall-stores-management-bundle',
};

const order = (transactionNumber: string | null) => ({
  category: 'order_created',
  notificationableType: 'Order',
  notificationable: { uuid: null, transactionNumber },
});

describe('notificationTarget', () => {
  it('opens an order notification on the bundle order history with the txn query', () => {
    expect(notificationTarget(order('SDS-024100'), ECOMMERCE)).toEqual({
      kind: 'navigate',
      url: '/apps/ecommerce-b2c/app-1/orders/history?txn=SDS-024100',
    });
    expect(notificationTarget(order('B-1'), { key: 'b2b', appUUID: 'b' })).toEqual({
      kind: 'navigate',
      url: '/apps/b2b/b/orders/history?txn=B-1',
    });
    expect(notificationTarget(order('S 1&2'), { key: 'shopify', appUUID: 's' })).toEqual({
      kind: 'navigate',
      url: '/apps/shopify/s/shopify/orders/history?txn=S+1%262',
    });
  });

  it('opens the order a customer_unreachable notice is about (its Messenger update did not go out)', () => {
    expect(
      notificationTarget(
        {
          category: 'customer_unreachable',
          notificationableType: 'Order',
          notificationable: { uuid: 'o-1', transactionNumber: '261121-7KQ2XM' },
        },
        ECOMMERCE,
      ),
    ).toEqual({ kind: 'navigate', url: '/apps/ecommerce-b2c/app-1/orders/history?txn=261121-7KQ2XM' });
  });

  it('opens orders of a mall-stores-management-bundle app on the store-management orders route', () => {
    expect(notificationTarget(order('M-7'), MALL)).toEqual({
      kind: 'navigate',
      url: '/apps/mall-stores-management/app-2/orders?txn=M-7',
    });
  });

  it('opens order history without a query when the order has no transaction number', () => {
    expect(notificationTarget(order(null), ECOMMERCE)).toEqual({
      kind: 'navigate',
      url: '/apps/ecommerce-b2c/app-1/orders/history',
    });
  });

  it('only marks an order notification read in a bundle without orders', () => {
    expect(notificationTarget(order('X'), { key: 'survey-and-raffle', appUUID: 'a' })).toEqual({
      kind: 'none',
    });
  });

  it('sends a negative-sentiment reminder to the inbox, pending the app status check', () => {
    expect(notificationTarget({ category: 'negative_sentiment_reminder' }, ECOMMERCE)).toEqual({
      kind: 'inbox',
      url: '/apps/ecommerce-b2c/app-1/inbox?filter=all',
    });
  });

  it('opens a billing notification on billing-details of its uuid', () => {
    expect(
      notificationTarget(
        { category: 'billing_due', notificationableType: 'Billing', notificationable: { uuid: 'bill-9' } },
        ECOMMERCE,
      ),
    ).toEqual({ kind: 'navigate', url: '/apps/ecommerce-b2c/app-1/billing/bill-9' });
  });

  it('shows the payment reminder for payment_option_deactivation even though it links a billing', () => {
    expect(
      notificationTarget(
        {
          category: 'payment_option_deactivation',
          notificationableType: 'Billing',
          notificationable: { uuid: 'bill-1' },
        },
        ECOMMERCE,
      ),
    ).toEqual({ kind: 'payment-reminder' });
  });

  it.each([
    ['fb_catalog_sync', null],
    ['limit_notice', null],
    ['test_notification', null],
    ['extension_granted', 'Extension'],
  ])('only marks %s read', (category, type) => {
    expect(
      notificationTarget(
        { category, notificationableType: type, notificationable: type ? { uuid: 'e-1' } : null },
        ECOMMERCE,
      ),
    ).toEqual({ kind: 'none' });
  });

  it.each(['plan_limit', 'response_credits_limit'])('opens Subscription Plans for %s', (category) => {
    expect(notificationTarget({ category }, ECOMMERCE)).toEqual({
      kind: 'navigate',
      url: '/apps/ecommerce-b2c/app-1/billing/plans',
    });
  });

  it('only marks a billing notification without a uuid read', () => {
    expect(
      notificationTarget(
        { category: 'x', notificationableType: 'Billing', notificationable: null },
        ECOMMERCE,
      ),
    ).toEqual({ kind: 'none' });
  });
});

describe('orderHistoryRoute', () => {
  it.each([
    ['ecommerce-b2c', 'ecommerce-order-history'],
    ['shopify', 'shopify-order-history'],
    ['b2b', 'b2b-order-history'],
    ['insurance', 'insurance-order-history'],
    ['store-manager', 'store-manager-order-history'],
    ['main-distributor', 'main-distributor-order-history'],
    ['distributor', 'distributor-order-history'],
    ['mall-stores-management', 'store-management-orders'],
    ['inquiry', undefined],
    ['affiliate', undefined],
  ] as const)('%s → %s', (key, name) => {
    expect(orderHistoryRoute({ key })).toBe(name);
  });
});

describe('paymentRouteUrl (document 3 §4)', () => {
  it('leads to ecommerce-payment, shopify-payment or insurance-payment by bundle', () => {
    expect(paymentRouteUrl(ECOMMERCE)).toBe('/apps/ecommerce-b2c/app-1/store-setup/payment');
    expect(paymentRouteUrl({ key: 'shopify', appUUID: 's' })).toBe('/apps/shopify/s/shopify/payment');
    expect(paymentRouteUrl({ key: 'insurance', appUUID: 'i' })).toBe(
      '/apps/insurance/i/insurance/store-setup/payment',
    );
  });

  it("uses another bundle's own payment screen, or none", () => {
    expect(paymentRouteUrl({ key: 'b2b', appUUID: 'b' })).toBe('/apps/b2b/b/payment');
    expect(paymentRouteUrl({ key: 'affiliate', appUUID: 'a' })).toBeNull();
  });
});

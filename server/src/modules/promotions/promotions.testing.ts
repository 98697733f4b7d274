/**
 * The store the promotions tests run against (promotions.test.ts, promotions.manage.test.ts): a test
 * server on one database, its merchant signed in, two products, and the calls both files make.
 */
import { afterAll, beforeAll } from 'vitest';
import {
  type DatabaseKind,
  type GqlResult,
  startTestServer,
  type TestServer,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';

export const HOUR = 3_600_000;

export const CREATE = `mutation($input: PromotionCreateInput!) { promotionCreate(input: $input) { uuid status code usedCount } }`;
export const END = 'mutation($u: ID!) { promotionEnd(uuid: $u) { status } }';
export const ONE = `query($u: ID!) { promotion(uuid: $u) { usedCount status results { orders revenue discountGiven } } }`;
const QUOTE = `query($input: StoreCartQuoteInput!) { storeCartQuote(input: $input) {
  subtotal deliveryFee discount total discounts { title code amount } codes { code applied message } offers { message remaining } } }`;
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }`;
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid variants { uuid } } }`;

type Quote = {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
  discounts: { title: string; code: string | null; amount: number }[];
  codes: { code: string; applied: boolean; message: string | null }[];
  offers: { message: string; remaining: number }[];
};

export interface PromotionsStore {
  t: TestServer;
  token: string;
  appUuid: string;
  /** A variant at ₱200.00. */
  ube: string;
  /** A variant at ₱100.00. */
  mango: string;
  /** Thursday 2026-11-26 12:00 in Manila. */
  clock: ManualClock;
  /** A promotion that started an hour ago: a 10% code off the order unless `input` says otherwise. */
  create(input: Record<string, unknown>): Promise<{ uuid: string; status: string; code: string | null }>;
  /** The storefront's cart quote for pickup. */
  quote(items: unknown[], extra?: Record<string, unknown>): Promise<Quote>;
  /** A shopper's pickup order, cash on delivery, from `mobileNumber`. */
  checkout(
    items: unknown[],
    promoCodes: string[],
    mobileNumber?: string,
  ): Promise<GqlResult<{ storeCheckout: { transactionNumber: string; total: number } }>>;
  end(uuid: string): Promise<GqlResult>;
}

/** The store of a `describe` on `kind`: started before its tests, closed after them. */
export function promotionsStore(kind: DatabaseKind): PromotionsStore {
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const s: PromotionsStore = {
    // Set by beforeAll, before any test reads it.
    t: undefined as unknown as TestServer,
    token: '',
    appUuid: '',
    ube: '',
    mango: '',
    clock,
    async create(input) {
      const r = await s.t.gql<{ promotionCreate: { uuid: string; status: string; code: string | null } }>(
        CREATE,
        {
          input: {
            appUuid: s.appUuid,
            kind: 'CODE',
            valueType: 'PERCENT',
            value: 10,
            scope: 'ORDER',
            startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
            ...input,
          },
        },
        s.token,
      );
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.promotionCreate;
    },
    async quote(items, extra = {}) {
      const r = await s.t.gql<{ storeCartQuote: Quote }>(QUOTE, {
        input: { appUuid: s.appUuid, items, fulfillment: 'pickup', ...extra },
      });
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.storeCartQuote;
    },
    checkout: (items, promoCodes, mobileNumber = '+63 917 555 0101') =>
      s.t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
        input: {
          appUuid: s.appUuid,
          items,
          promoCodes,
          customerName: 'Liza Reyes',
          mobileNumber,
          fulfillment: 'pickup',
          paymentMethod: 'cod',
        },
      }),
    end: (uuid) => s.t.gql(END, { u: uuid }, s.token),
  };

  beforeAll(async () => {
    // 200 checkouts at once from one address: neither the per-store throttle nor the load shedding
    // (both tested on their own) may refuse one; only the code's limit may.
    s.t = await startTestServer(kind, {
      clock,
      config: {
        storeLimitPerMinute: 100_000,
        maxQueuedRequests: 1_000,
        queueTimeoutMs: 60_000,
        maxEventLoopDelayMs: 0,
      },
    });
    s.token = await s.t.signIn();
    s.appUuid = await s.t.firstAppUuid(s.token);
    const product = async (name: string, price: number) => {
      const r = await s.t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
        PRODUCT,
        { input: { appUuid: s.appUuid, name, price, stockQuantity: 1_000 } },
        s.token,
      );
      return r.data?.productCreate.variants[0]?.uuid ?? '';
    };
    s.ube = await product('Ube Jam', 20_000);
    s.mango = await product('Dried Mango', 10_000);
  });
  afterAll(() => s.t.close());
  return s;
}

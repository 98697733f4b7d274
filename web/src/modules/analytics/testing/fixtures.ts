import type { MockLink } from '@apollo/client/testing';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_UUID } from '../../apps/testing/render';
import {
  AnalyticsLatestCustomersQuery,
  AnalyticsLowInventoryQuery,
  StoreAnalyticsQuery,
} from '../graphql/analytics';
import { addDays, manilaToday } from '../range';

/* storeAnalytics and the overview's other queries, mocked; each request checked against the schema. */

export const TODAY = manilaToday();

export interface Flags {
  withPeriod: boolean;
  withToday: boolean;
  withFunnel: boolean;
  withDays: boolean;
  withReferrals: boolean;
  withViewed: boolean;
  withSold: boolean;
  withLatest: boolean;
}

/** What the ecommerce overview asks for (today's figures are the range's last day). */
export const OVERVIEW_FLAGS: Flags = {
  withPeriod: true,
  withToday: false,
  withFunnel: true,
  withDays: true,
  withReferrals: true,
  withViewed: false,
  withSold: false,
  withLatest: true,
};

export const PERFORMANCE_FLAGS: Flags = {
  ...OVERVIEW_FLAGS,
  withToday: false,
  withReferrals: false,
  withViewed: true,
  withSold: true,
  withLatest: false,
};

export function sales(netSales: number, orders: number, extra: Partial<Record<string, number>> = {}) {
  return {
    __typename: 'SalesFigures' as const,
    netSales,
    grossSales: netSales,
    refunds: 0,
    orders,
    cancelledOrders: 0,
    returningOrders: 0,
    averageOrderValue: orders === 0 ? 0 : Math.round(netSales / orders),
    repeatCustomerRate: 0,
    ...extra,
  };
}

export function funnel(
  visits: number,
  productViews: number,
  addToCart: number,
  checkoutStarted: number,
  ordersPlaced: number,
) {
  return {
    __typename: 'SalesFunnel' as const,
    visits,
    productViews,
    addToCart,
    checkoutStarted,
    ordersPlaced,
  };
}

export function day(date: string, netSales: number, orders: number, visits = 10) {
  return {
    __typename: 'AnalyticsDay' as const,
    day: date,
    netSales,
    orders,
    visits,
    productViews: visits * 2,
    addToCart: 0,
    checkoutStarted: 0,
    ordersPlaced: orders,
  };
}

export function product(
  productUuid: string,
  name: string,
  views: number,
  unitsSold: number,
  salesAmount: number,
) {
  return { __typename: 'ProductFigure' as const, productUuid, name, views, unitsSold, sales: salesAmount };
}

export interface Figures {
  sales: ReturnType<typeof sales>;
  previousSales: ReturnType<typeof sales>;
  funnel: ReturnType<typeof funnel>;
  previousFunnel: ReturnType<typeof funnel>;
  days: ReturnType<typeof day>[];
  referrals: Array<{ source: string; visits: number; ordersPlaced: number }>;
  viewed: ReturnType<typeof product>[];
  sold: ReturnType<typeof product>[];
  latest: Array<{
    orderUuid: string;
    transactionNumber: string;
    productUuid: string | null;
    productName: string;
    variantName: string;
    quantity: number;
    lineTotal: number;
    soldAt: string;
  }>;
  today: { sales: ReturnType<typeof sales>; previousSales: ReturnType<typeof sales> };
}

/** A quiet store: no visits, no orders. */
export const EMPTY: Figures = {
  sales: sales(0, 0),
  previousSales: sales(0, 0),
  funnel: funnel(0, 0, 0, 0, 0),
  previousFunnel: funnel(0, 0, 0, 0, 0),
  days: [],
  referrals: [],
  viewed: [],
  sold: [],
  latest: [],
  today: { sales: sales(0, 0), previousSales: sales(0, 0) },
};

export function rangeOf(days: number): { from: string; to: string } {
  return { from: addDays(TODAY, -(days - 1)), to: TODAY };
}

export function figuresVars(range: { from: string; to: string }, flags: Flags, limit = 5) {
  return { appUuid: APP_UUID, from: range.from, to: range.to, today: TODAY, limit, ...flags };
}

function periodOf(range: { from: string; to: string }, flags: Flags, f: Figures) {
  const days =
    range.to === range.from ? 1 : Math.round((Date.parse(range.to) - Date.parse(range.from)) / 864e5) + 1;
  return {
    __typename: 'StoreAnalytics' as const,
    appUuid: APP_UUID,
    range: { __typename: 'DayRange' as const, ...range },
    previousRange: {
      __typename: 'DayRange' as const,
      from: addDays(range.from, -days),
      to: addDays(range.from, -1),
    },
    sales: f.sales,
    previousSales: f.previousSales,
    ...(flags.withFunnel ? { funnel: f.funnel, previousFunnel: f.previousFunnel } : {}),
    ...(flags.withDays ? { days: f.days } : {}),
    ...(flags.withReferrals
      ? { topReferrals: f.referrals.map((r) => ({ __typename: 'ReferralFigure' as const, ...r })) }
      : {}),
    ...(flags.withViewed ? { mostViewedProducts: f.viewed } : {}),
    ...(flags.withSold ? { mostSoldProducts: f.sold } : {}),
    ...(flags.withLatest
      ? { latestSoldProducts: f.latest.map((r) => ({ __typename: 'SoldItem' as const, ...r })) }
      : {}),
  };
}

export function figuresMock(
  range: { from: string; to: string },
  flags: Flags,
  f: Figures,
  limit = 5,
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: StoreAnalyticsQuery, variables: figuresVars(range, flags, limit) },
    result: {
      data: {
        ...(flags.withPeriod ? { period: periodOf(range, flags, f) } : {}),
        ...(flags.withToday
          ? {
              today: {
                __typename: 'StoreAnalytics' as const,
                appUuid: APP_UUID,
                range: { __typename: 'DayRange' as const, from: TODAY, to: TODAY },
                ...f.today,
              },
            }
          : {}),
      },
    },
  });
}

export function figuresErrorMock(range: { from: string; to: string }, flags: Flags, message: string) {
  return schemaChecked({
    request: { query: StoreAnalyticsQuery, variables: figuresVars(range, flags) },
    result: { errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] },
  });
}

export function customersMock(
  rows: Array<{ uuid: string; name: string; ordersCount: number; totalSpent: number; lastActiveAt: string }>,
  first = 5,
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: AnalyticsLatestCustomersQuery, variables: { appUuid: APP_UUID, first } },
    result: {
      data: {
        customers: {
          __typename: 'CustomerConnection',
          edges: rows.map((node) => ({
            __typename: 'CustomerEdge',
            node: { __typename: 'Customer', ...node },
          })),
        },
      },
    },
  });
}

export function lowInventoryMock(
  rows: Array<{
    uuid: string;
    name: string;
    stockQuantity: number | null;
    price: number;
    published: boolean;
  }>,
  first = 5,
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: AnalyticsLowInventoryQuery, variables: { appUuid: APP_UUID, first } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          edges: rows.map((node) => ({
            __typename: 'ProductEdge',
            node: { __typename: 'Product', ...node },
          })),
        },
      },
    },
  });
}

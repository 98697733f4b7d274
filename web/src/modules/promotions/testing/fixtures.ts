import type { MockLink } from '@apollo/client/testing';
import type { PromotionFieldsFragment, PromotionRowFieldsFragment } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import { PromotionProductsQuery, PromotionsQuery } from '../graphql/promotions';

export type PromoNode = PromotionRowFieldsFragment & { __typename: 'Promotion' };

const base = {
  __typename: 'Promotion' as const,
  code: null,
  valueType: 'PERCENT' as const,
  value: 10,
  minimumPurchase: 0,
  condition: 'NONE' as const,
  buyQuantity: null,
  getQuantity: null,
  tiers: [],
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
};

export const PAYDAY: PromoNode = {
  ...base,
  uuid: 'promo-1',
  kind: 'CODE',
  title: 'Payday Sale',
  code: 'PAYDAY',
  minimumPurchase: 50_000,
  startsAt: '2026-11-30T01:00:00.000Z',
  endsAt: '2026-12-01T15:59:00.000Z',
  usageLimit: 100,
  usedCount: 3,
  status: 'ACTIVE',
};
export const XMAS: PromoNode = {
  ...base,
  uuid: 'promo-2',
  kind: 'CODE',
  title: 'Christmas Delivery',
  code: 'XMAS',
  valueType: 'FREE_SHIPPING',
  value: 0,
  startsAt: '2026-12-20T00:00:00.000Z',
  status: 'SCHEDULED',
};
export const OLD: PromoNode = {
  ...base,
  uuid: 'promo-3',
  kind: 'CODE',
  title: 'Launch Week',
  code: 'LAUNCH',
  valueType: 'FIXED',
  value: 10_000,
  startsAt: '2026-10-01T00:00:00.000Z',
  endsAt: '2026-10-08T00:00:00.000Z',
  usedCount: 12,
  status: 'EXPIRED',
};

/** A full promotion as the edit page reads it. */
export function fullPromo(node: PromoNode, extra: Partial<PromotionFieldsFragment> = {}) {
  return {
    ...node,
    scope: 'ORDER' as const,
    products: [],
    categories: [],
    perCustomerLimit: null,
    firstOrderOnly: false,
    updatedAt: '2026-11-20T00:00:00.000Z',
    results: { __typename: 'PromotionResults' as const, orders: 3, revenue: 450_000, discountGiven: 45_000 },
    ...extra,
  };
}

export function promosMock(
  nodes: PromoNode[],
  vars: Record<string, unknown> = {},
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: PromotionsQuery,
      variables: {
        appUuid: APP_UUID,
        kinds: ['CODE'],
        status: null,
        search: null,
        first: 20,
        after: null,
        ...vars,
      },
    },
    result: {
      data: {
        promotions: {
          __typename: 'PromotionConnection',
          totalCount: nodes.length,
          edges: nodes.map((node) => ({ __typename: 'PromotionEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
    ...extra,
  };
}

export const ADOBO = { uuid: 'prod-1', variant: 'var-1', name: 'Chicken Adobo', price: 25_000 };

/** The store's products (the preview's sample cart and the products picker). */
export const productsMock = (first: number, search: string | null = null): MockLink.MockedResponse => ({
  request: { query: PromotionProductsQuery, variables: { appUuid: APP_UUID, search, first } },
  result: {
    data: {
      products: {
        __typename: 'ProductConnection',
        edges: [
          {
            __typename: 'ProductEdge',
            node: {
              __typename: 'Product',
              uuid: ADOBO.uuid,
              name: ADOBO.name,
              price: ADOBO.price,
              variants: [
                { __typename: 'ProductVariant', uuid: ADOBO.variant, variantName: '', price: ADOBO.price },
              ],
            },
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

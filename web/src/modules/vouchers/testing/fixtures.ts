import type { MockLink } from '@apollo/client/testing';
import type { VoucherBatchFieldsFragment, VoucherFieldsFragment } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import { VoucherBatchesQuery, VouchersQuery } from '../graphql/vouchers';

export type BatchNode = VoucherBatchFieldsFragment & { __typename: 'Promotion' };
export type VoucherNode = VoucherFieldsFragment & { __typename: 'Voucher' };

const counts = (issued: number, claimed: number, redeemed: number, expired: number) => ({
  __typename: 'VoucherCounts' as const,
  issued,
  claimed,
  redeemed,
  expired,
});

export const PAYDAY_BATCH: BatchNode = {
  __typename: 'Promotion',
  uuid: 'batch-1',
  kind: 'VOUCHER',
  title: 'Payday ₱50 Vouchers',
  valueType: 'FIXED',
  value: 5_000,
  minimumPurchase: 20_000,
  startsAt: '2026-11-30T01:00:00.000Z',
  endsAt: '2026-12-01T15:59:00.000Z',
  usageLimit: 100,
  usedCount: 1,
  status: 'ACTIVE',
  updatedAt: '2026-11-20T00:00:00.000Z',
  voucherCounts: counts(96, 3, 1, 0),
};

export const COMEBACK: BatchNode = {
  __typename: 'Promotion',
  uuid: 'rebate-1',
  kind: 'REBATE',
  title: 'Come back soon',
  valueType: 'FIXED',
  value: 3_000,
  minimumPurchase: 50_000,
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: null,
  usageLimit: null,
  usedCount: 2,
  status: 'ACTIVE',
  updatedAt: '2026-11-20T00:00:00.000Z',
  voucherCounts: counts(0, 5, 2, 0),
};

const promotion = {
  __typename: 'Promotion' as const,
  uuid: 'batch-1',
  kind: 'VOUCHER' as const,
  title: 'Payday ₱50 Vouchers',
  endsAt: PAYDAY_BATCH.endsAt,
};

export const ISSUED: VoucherNode = {
  __typename: 'Voucher',
  uuid: 'voucher-1',
  code: 'V7K2M9QX',
  status: 'ISSUED',
  customerMobile: null,
  claimedAt: null,
  redeemedAt: null,
  redeemedInStore: false,
  amount: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  promotion,
};

export const CLAIMED: VoucherNode = {
  ...ISSUED,
  uuid: 'voucher-2',
  code: 'VB4T8HWZ',
  status: 'CLAIMED',
  customerMobile: '9171234567',
  claimedAt: '2026-11-21T02:00:00.000Z',
};

export const REDEEMED: VoucherNode = {
  ...CLAIMED,
  uuid: 'voucher-3',
  code: 'VR5N3PDA',
  status: 'REDEEMED',
  redeemedAt: '2026-11-22T03:30:00.000Z',
  redeemedInStore: true,
  amount: 5_000,
};

export function batchesMock(
  nodes: BatchNode[],
  vars: Record<string, unknown> = {},
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: VoucherBatchesQuery,
      variables: {
        appUuid: APP_UUID,
        kinds: ['VOUCHER'],
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

export function vouchersMock(
  nodes: VoucherNode[],
  vars: Record<string, unknown> = {},
  page: { totalCount?: number; hasNextPage?: boolean; endCursor?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: VouchersQuery,
      variables: {
        appUuid: APP_UUID,
        kinds: ['VOUCHER'],
        status: 'ISSUED',
        search: null,
        first: 20,
        after: null,
        ...vars,
      },
    },
    result: {
      data: {
        vouchers: {
          __typename: 'VoucherConnection',
          totalCount: page.totalCount ?? nodes.length,
          edges: nodes.map((node) => ({ __typename: 'VoucherEdge', node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: page.endCursor ?? null,
          },
        },
      },
    },
  };
}

/** A refusal the server puts on a field (BAD_USER_INPUT, extensions.fields). */
export const fieldRefusal = (field: string, message: string, code = 'BAD_USER_INPUT') => ({
  errors: [{ message, extensions: { code, fields: { [field]: message } } }],
});

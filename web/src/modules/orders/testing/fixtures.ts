import type { MockLink } from '@apollo/client/testing';
import type {
  MessengerUpdateOutcome,
  OrderDetailsFieldsFragment,
  OrderListFieldsFragment,
  OrderStatus,
  OrderTimelineEntryKind,
} from '../../../generated/graphql';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_UUID } from '../../apps/testing/render';
import {
  OrderAppQuery,
  OrderByTransactionNumberQuery,
  OrderCountsQuery,
  OrderPaymentStatusUpdateMutation,
  OrderStatusUpdateMutation,
  OrdersQuery,
} from '../graphql/orders';

/* Order mocks, each checked against the server's printed schema. */

export function listOrder(o: Partial<OrderListFieldsFragment> & { uuid: string; transactionNumber: string }) {
  return {
    __typename: 'Order' as const,
    createdAt: '2026-11-21T02:30:00.000Z',
    customerName: 'Liza Reyes',
    mobileNumber: '9175550101',
    total: 26_500,
    status: 'pending' as const,
    paymentStatus: 'pay_pending' as const,
    advanceOrderDate: null,
    ...o,
  };
}

export const ORDERS_VARIABLES = {
  appUuid: APP_UUID,
  status: 'pending',
  paymentStatus: null,
  search: null,
  from: null,
  to: null,
  advance: null,
  first: 20,
  after: null,
};

export function ordersMock(
  rows: ReturnType<typeof listOrder>[],
  vars: Record<string, unknown> = {},
  page: { totalCount?: number; totalCountCapped?: boolean; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: OrdersQuery, variables: { ...ORDERS_VARIABLES, ...vars } },
    result: {
      data: {
        orders: {
          __typename: 'OrderConnection',
          totalCount: page.totalCount ?? rows.length,
          totalCountCapped: page.totalCountCapped ?? false,
          edges: rows.map((node) => ({ __typename: 'OrderEdge', cursor: `c-${node.uuid}`, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: rows.length > 0 ? `c-${rows.at(-1)?.uuid}` : null,
          },
        },
      },
    },
  });
}

export function countsMock(counts: Record<string, number>): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: OrderCountsQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        orderCounts: ['pending', 'for_delivery', 'completed', 'cancelled', 'refunded'].map((status) => ({
          __typename: 'OrderCount',
          status,
          count: counts[status] ?? 0,
        })),
      },
    },
  });
}

export function orderAppMock(ordersExportable: boolean): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: OrderAppQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: { __typename: 'App', uuid: APP_UUID, name: 'Lola’s Kakanin', ordersExportable },
      },
    },
  });
}

export function detailsOrder(o: Partial<OrderDetailsFieldsFragment> = {}) {
  return {
    __typename: 'Order' as const,
    uuid: 'o-1',
    transactionNumber: '261121-7KQ2XM',
    createdAt: '2026-11-21T02:30:00.000Z',
    status: 'pending' as const,
    paymentStatus: 'for_confirmation' as const,
    paymentMethod: 'bank_transfer' as const,
    customerName: 'Liza Reyes',
    mobileNumber: '9175550101',
    fulfillment: 'delivery' as const,
    deliveryAddress: '12 Mabini St, Quezon City, Metro Manila, NCR',
    remarks: 'Please call on arrival',
    advanceOrderDate: null,
    subtotal: 24_000,
    deliveryFee: 5_000,
    tax: 0,
    discount: 0,
    discounts: [],
    convenienceFee: 0,
    transactionFee: 0,
    total: 29_000,
    autoConfirmedAt: null,
    paymentStatusUpdatedAt: null,
    depositSlipUrl: null,
    expiredAt: null,
    payBy: null,
    nextStatuses: ['for_delivery', 'cancelled'] as OrderDetailsFieldsFragment['nextStatuses'],
    nextPaymentStatuses: ['pay_success', 'for_reupload'] as OrderDetailsFieldsFragment['nextPaymentStatuses'],
    canRefund: false,
    refund: null as OrderDetailsFieldsFragment['refund'],
    timeline: [
      {
        __typename: 'OrderTimelineEntry' as const,
        kind: 'status' as OrderTimelineEntryKind,
        status: 'pending' as OrderStatus | null,
        note: null as string | null,
        outcome: null as MessengerUpdateOutcome | null,
        at: '2026-11-21T02:30:00.000Z',
      },
    ],
    items: [
      {
        __typename: 'OrderItem' as const,
        uuid: 'i-1',
        productName: 'Halo-halo',
        variantName: 'Large',
        unitPrice: 12_000,
        quantity: 2,
        lineTotal: 24_000,
        addOns: [{ __typename: 'OrderAddOn' as const, name: 'Extra Leche', price: 0, quantity: 1 }],
      },
    ],
    ...o,
  };
}

export function orderByTxnMock(order: ReturnType<typeof detailsOrder>): MockLink.MockedResponse {
  return schemaChecked({
    request: {
      query: OrderByTransactionNumberQuery,
      variables: { appUuid: APP_UUID, transactionNumber: order.transactionNumber },
    },
    result: { data: { orderByTransactionNumber: order } },
  });
}

export function statusUpdateMock(
  order: ReturnType<typeof detailsOrder>,
  status: string,
  result: ReturnType<typeof detailsOrder> | { errors: string },
): MockLink.MockedResponse & { called: () => boolean } {
  let called = false;
  const mock = schemaChecked({
    request: { query: OrderStatusUpdateMutation, variables: { input: { uuid: order.uuid, status } } },
    result: () => {
      called = true;
      return 'errors' in result
        ? { errors: [{ message: result.errors, extensions: { code: 'CONFLICT' } }] }
        : { data: { orderStatusUpdate: result } };
    },
  });
  return Object.assign(mock, { called: () => called });
}

export function paymentUpdateMock(
  order: ReturnType<typeof detailsOrder>,
  paymentStatus: string,
  result: ReturnType<typeof detailsOrder>,
): MockLink.MockedResponse {
  return schemaChecked({
    request: {
      query: OrderPaymentStatusUpdateMutation,
      variables: { input: { uuid: order.uuid, paymentStatus } },
    },
    result: { data: { orderPaymentStatusUpdate: result } },
  });
}

import type { MockLink } from '@apollo/client/testing';
import type { CustomerListFieldsFragment } from '../../../generated/graphql';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_UUID } from '../../apps/testing/render';
import type { listOrder } from '../../orders/testing/fixtures';
import {
  CustomerQuery,
  CustomersQuery,
  CustomerTagsQuery,
  CustomerTagsSetMutation,
} from '../graphql/customers';

/* Customer mocks, each checked against the server's printed schema. */

export function listCustomer(c: Partial<CustomerListFieldsFragment> & { uuid: string; name: string }) {
  return {
    __typename: 'Customer' as const,
    mobileNumber: '9175550101' as string | null,
    profilePic: null as string | null,
    pageRecipientUuid: null as string | null,
    ordersCount: 2,
    totalSpent: 53_000,
    createdAt: '2026-11-01T02:00:00.000Z',
    lastActiveAt: '2026-11-21T02:30:00.000Z',
    tags: [] as string[],
    lastOrder: {
      __typename: 'Order' as const,
      uuid: `o-${c.uuid}`,
      transactionNumber: '261121-7KQ2XM',
      createdAt: '2026-11-21T02:30:00.000Z',
      status: 'pending' as const,
    } as CustomerListFieldsFragment['lastOrder'],
    lastMessage: null as CustomerListFieldsFragment['lastMessage'],
    ...c,
  };
}

export const message = (text: string, fromCustomer = true) => ({
  __typename: 'CustomerLastMessage' as const,
  text,
  fromCustomer,
  photos: 0,
  createdAt: '2026-11-21T03:05:00.000Z',
});

const connection = <T extends { uuid: string }>(
  typename: string,
  rows: T[],
  page: { totalCount?: number; hasNextPage?: boolean },
) => ({
  __typename: `${typename}Connection`,
  totalCount: page.totalCount ?? rows.length,
  pageInfo: {
    __typename: 'PageInfo',
    hasNextPage: page.hasNextPage ?? false,
    endCursor: rows.length > 0 ? `c-${rows.at(-1)?.uuid}` : null,
  },
  edges: rows.map((node) => ({ __typename: `${typename}Edge`, cursor: `c-${node.uuid}`, node })),
});

export const CUSTOMERS_VARIABLES = { appUuid: APP_UUID, search: null, first: 20, after: null };

export function customersMock(
  rows: ReturnType<typeof listCustomer>[],
  vars: Record<string, unknown> = {},
  page: { totalCount?: number; totalCountCapped?: boolean; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: CustomersQuery, variables: { ...CUSTOMERS_VARIABLES, ...vars } },
    result: {
      data: {
        customers: {
          ...connection('Customer', rows, page),
          totalCountCapped: page.totalCountCapped ?? false,
        },
      },
    },
  });
}

export function customersErrorMock(): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: CustomersQuery, variables: CUSTOMERS_VARIABLES },
    result: { errors: [{ message: 'Something went wrong please try again later' }] },
  });
}

export function customerMock(
  customer: ReturnType<typeof listCustomer>,
  orders: ReturnType<typeof listOrder>[],
  vars: Record<string, unknown> = {},
  page: { totalCount?: number; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return schemaChecked({
    request: {
      query: CustomerQuery,
      variables: { appUuid: APP_UUID, uuid: customer.uuid, first: 10, after: null, ...vars },
    },
    result: { data: { customer: { ...customer, orders: connection('CustomerOrder', orders, page) } } },
  });
}

export function customerTagsMock(tags: { tag: string; count: number }[]): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: CustomerTagsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { customerTags: tags.map((t) => ({ __typename: 'CustomerTag', ...t })) } },
  });
}

export function customerTagsSetMock(
  uuid: string,
  tags: string[],
  result: { tags: string[] } | { error: string },
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: CustomerTagsSetMutation, variables: { appUuid: APP_UUID, uuid, tags } },
    result:
      'error' in result
        ? {
            errors: [
              {
                message: result.error,
                extensions: { code: 'BAD_USER_INPUT', fields: { tags: result.error } },
              },
            ],
          }
        : { data: { customerTagsSet: { __typename: 'Customer', uuid, tags: result.tags } } },
  });
}

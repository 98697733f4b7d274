import type { MockLink } from '@apollo/client/testing';
import type { NotificationNode } from '../cache';
import {
  NotificationCreateSubscription,
  NotificationsQuery,
  UnreadNotificationsCountQuery,
} from '../graphql/notifications';
import type { NotificationApp } from '../target';

export const APP_UUID = 'app-1';
export const APP: NotificationApp = {
  key: 'ecommerce-b2c',
  appUUID: APP_UUID,
  serviceBundle: 'ecommerce-b2c-bundle',
};
/** Wednesday 4 March 2026, 12:00 in Manila. */
export const NOW = new Date('2026-03-04T04:00:00Z');
export const PAGE_SIZE = 20;

export type NotificationFixture = NotificationNode & { __typename: 'Notification' };

let counter = 0;

/** A notification created `hoursAgo` before NOW (default: an hour per notification made so far); an order from a customer unless overridden. */
export function notification(
  overrides: Partial<NotificationNode> & { hoursAgo?: number } = {},
): NotificationFixture {
  counter += 1;
  const { hoursAgo = counter, ...rest } = overrides;
  const uuid = rest.uuid ?? `n-${counter}`;
  return {
    __typename: 'Notification',
    uuid,
    category: 'order_created',
    message: `Order ${uuid} was placed`,
    readAt: '2026-03-04T03:00:00.000Z',
    createdAt: new Date(NOW.getTime() - hoursAgo * 3600_000).toISOString(),
    limitNotice: false,
    notificationableType: 'Order',
    notificationable: { __typename: 'NotificationLink', uuid: null, transactionNumber: `TXN-${uuid}` },
    pageRecipient: { __typename: 'NotificationPageRecipient', name: 'Juan dela Cruz', profilePic: null },
    ...rest,
  } as NotificationFixture;
}

export function pageMock(
  nodes: readonly NotificationFixture[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  const variables =
    after === undefined
      ? { appUuid: APP_UUID, first: PAGE_SIZE }
      : { appUuid: APP_UUID, first: PAGE_SIZE, after };
  return {
    request: { query: NotificationsQuery, variables },
    result: {
      data: {
        notifications: {
          __typename: 'NotificationConnection',
          edges: nodes.map((node) => ({ __typename: 'NotificationEdge', cursor: `c-${node.uuid}`, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            endCursor: nodes.length ? `c-${nodes[nodes.length - 1]?.uuid}` : null,
          },
        },
      },
    },
    maxUsageCount: after === undefined ? Number.POSITIVE_INFINITY : 1,
  };
}

export function countMock(count: number, maxUsageCount = Number.POSITIVE_INFINITY): MockLink.MockedResponse {
  return {
    request: { query: UnreadNotificationsCountQuery, variables: { appUuid: APP_UUID } },
    result: { data: { unreadNotificationsCount: count } },
    maxUsageCount,
  };
}

/** The live channel with one arrival after `delay` ms (or none during the test). */
export function liveMock(arrival: NotificationFixture | null, delay = 40): MockLink.MockedResponse {
  return {
    request: { query: NotificationCreateSubscription, variables: { appUuid: APP_UUID } },
    result: { data: { notificationCreate: arrival ?? notification({ uuid: 'never' }) } },
    delay: arrival ? delay : 1_000_000,
  };
}

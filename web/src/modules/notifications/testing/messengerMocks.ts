import type { MockLink } from '@apollo/client/testing';
import { APP_UUID } from '../../apps/testing/render';
import {
  MessengerNotificationOptInUrlQuery,
  MessengerNotificationRecipientsQuery,
  MessengerPageTemplatesQuery,
} from '../graphql/messenger';

export const OPT_IN_URL = 'https://m.me/sarisarininena?ref=notify-app-1';

export const messengerRecipient = (uuid: string, name: string, optedInAt: string) => ({
  __typename: 'MessengerNotificationRecipient' as const,
  uuid,
  name,
  psid: `psid-${uuid}`,
  optedInAt,
  reachableUntil: new Date(Date.parse(optedInAt) + 24 * 3_600_000).toISOString(),
  lastReachedAt: null as string | null,
  unreachableSince: null as string | null,
  unreachableReason: null as string | null,
});

export const NENA = messengerRecipient('r-1', 'Nena Santos', '2026-03-01T02:00:00Z');
export const LITO = messengerRecipient('r-2', 'Lito Cruz', '2026-03-04T04:00:00Z');

export function messengerRecipientsMock(list = [NENA, LITO]): MockLink.MockedResponse {
  return {
    request: { query: MessengerNotificationRecipientsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { messengerNotificationRecipients: list } },
  };
}

export function optInUrlMock(url: string | null = OPT_IN_URL): MockLink.MockedResponse {
  return {
    request: { query: MessengerNotificationOptInUrlQuery, variables: { appUuid: APP_UUID } },
    result: { data: { messengerNotificationOptInUrl: url } },
  };
}

export const pageTemplates = (orderUpdate: boolean, syncError: string | null = null) => ({
  __typename: 'Page' as const,
  uuid: 'page-1',
  templatesSyncedAt: '2026-03-04T04:00:00Z',
  templatesSyncError: syncError,
  orderUpdateTemplate: orderUpdate
    ? { __typename: 'PageUtilityTemplate' as const, uuid: 't-1', name: 'order_update', language: 'en' }
    : null,
  storeNotificationTemplate: null,
  utilityTemplates: orderUpdate
    ? [
        {
          __typename: 'PageUtilityTemplate' as const,
          uuid: 't-1',
          name: 'order_update',
          language: 'en',
          status: 'APPROVED',
        },
      ]
    : [],
});

export function pageTemplatesMock(orderUpdate = true, connected = true): MockLink.MockedResponse {
  return {
    request: { query: MessengerPageTemplatesQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP_UUID,
          activePage: connected ? pageTemplates(orderUpdate) : null,
        },
      },
    },
  };
}

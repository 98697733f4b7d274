import type { MockLink } from '@apollo/client/testing';
import type { InboxFilter } from '../../../generated/graphql';
import { conversationVariables } from '../cache';
import type { CachedMessage } from '../composer';
import type { InboxMessageNode } from '../conversation';
import {
  FetchMessengerMessagesQuery,
  InboxMessagesSubscription,
  PageRecipientQuery,
  PageRecipientsQuery,
  UpdateRecipientReadStatusMutation,
} from '../graphql/inbox';
import { type RecipientNode, recipientsVariables } from '../recipients';

export const APP_UUID = 'app-1';
export const APP_GLOBAL_ID = 'gid://suki/App/1';
export const INBOX_PATH = `/apps/ecommerce-b2c/${APP_UUID}/inbox`;
/** Wednesday 4 March 2026, 12:00 in Manila. */
export const NOW = new Date('2026-03-04T04:00:00Z');

export type RecipientFixture = RecipientNode & { __typename: 'PageRecipient' };

const product = (uuid: string, name: string, price: number) => ({
  __typename: 'InboxProduct' as const,
  uuid,
  name,
  price,
  featuredPhoto: `https://img.example/${uuid}.jpg`,
});
export const PRODUCTS = {
  adobo: product('p-adobo', 'Chicken Adobo Meal', 15950),
  leche: product('p-leche', 'Leche Flan', 123456),
};

let counter = 0;

/** A customer message `minutesAgo` before NOW (default: one minute per message made so far). */
export function message(
  overrides: Partial<InboxMessageNode> & { minutesAgo?: number; recipient?: string } = {},
): CachedMessage {
  counter += 1;
  const { minutesAgo = 100 - counter, recipient = 'r-ana', ...rest } = overrides;
  const uuid = rest.uuid ?? `m-${counter}`;
  return {
    __typename: 'InboxMessage',
    uuid,
    baseGlobalId: `gid-${uuid}`,
    message: `Message ${uuid}`,
    platformOrigin: 'messenger',
    createdAt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
    sender: 'customer',
    state: 'new',
    pending: false,
    sendError: null,
    humanAgentTag: false,
    isButtonTemplate: false,
    buttonTemplate: null,
    noTemplate: true,
    template: null,
    isCarouselTemplate: false,
    products: [],
    galleryPhotos: [],
    sentiment: null,
    generatedResponse: null,
    agentBreakdown: [],
    pageRecipient: { __typename: 'PageRecipient', uuid: recipient },
    ...rest,
  } as CachedMessage;
}

/** A pending suggested reply for a customer message. */
export function suggestion(uuid: string, completion: string, products = [PRODUCTS.adobo]) {
  return {
    __typename: 'GeneratedResponse' as const,
    uuid,
    baseUuid: `base-${uuid}`,
    type: 'product' as const,
    completion,
    jsonCompletion: '{"intent":"product_inquiry","sentiment":"POSITIVE"}',
    status: 'pending' as const,
    createdAt: NOW.toISOString(),
    ecommerceProducts: products,
  };
}

export function recipient(overrides: Partial<RecipientNode> = {}): RecipientFixture {
  const uuid = overrides.uuid ?? 'r-ana';
  return {
    __typename: 'PageRecipient',
    uuid,
    baseUuid: `base-${uuid}`,
    baseGlobalId: `gid-${uuid}`,
    name: 'Ana Santos',
    photo: null,
    profilePic: null,
    psid: `psid-${uuid}`,
    inboxPlatformOrigin: 'messenger',
    messengerRead: true,
    facebookCommentRead: true,
    lastCustomerMessageAt: new Date(NOW.getTime() - 3600_000).toISOString(),
    replyWindow: 'open',
    dummy: false,
    updatedAt: NOW.toISOString(),
    latestInboxMessage: {
      __typename: 'InboxMessage',
      uuid: `latest-${uuid}`,
      message: 'May stock pa po?',
      platformOrigin: 'messenger',
      createdAt: new Date(NOW.getTime() - 3600_000).toISOString(),
      sender: 'customer',
    },
    ...overrides,
  } as RecipientFixture;
}

const infinite = Number.POSITIVE_INFINITY;

/** A recipient list page as the server answers it. */
export function recipientsResult(nodes: readonly RecipientFixture[], hasNextPage = false) {
  return {
    data: {
      pageRecipients: {
        __typename: 'PageRecipientConnection',
        edges: nodes.map((node) => ({ __typename: 'PageRecipientEdge', cursor: `c-${node.uuid}`, node })),
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage,
          endCursor: nodes.length ? `c-${nodes[nodes.length - 1]?.uuid}` : null,
        },
      },
    },
  };
}

export function recipientsMock(
  nodes: readonly RecipientFixture[],
  options: {
    filter?: InboxFilter;
    search?: string;
    after?: string;
    hasNextPage?: boolean;
    delay?: number;
  } = {},
): MockLink.MockedResponse {
  const { filter = 'all', search = '', after, hasNextPage = false, delay } = options;
  const base = recipientsVariables(APP_UUID, filter, search);
  return {
    request: { query: PageRecipientsQuery, variables: after === undefined ? base : { ...base, after } },
    result: recipientsResult(nodes, hasNextPage),
    maxUsageCount: infinite,
    ...(delay === undefined ? {} : { delay }),
  };
}

export function recipientMock(node: RecipientFixture): MockLink.MockedResponse {
  return {
    request: { query: PageRecipientQuery, variables: { uuid: node.uuid } },
    result: { data: { pageRecipient: node } },
    maxUsageCount: infinite,
  };
}

/** A conversation page: `nodes` newest first, as the server sends them. */
export function messagesMock(
  recipientUuid: string,
  nodes: readonly CachedMessage[],
  options: { after?: string; hasNextPage?: boolean; delay?: number } = {},
): MockLink.MockedResponse {
  const { after, hasNextPage = false, delay } = options;
  const variables =
    after === undefined
      ? conversationVariables(recipientUuid)
      : { pageRecipientUuid: recipientUuid, first: 5, after };
  return {
    request: { query: FetchMessengerMessagesQuery, variables },
    result: {
      data: {
        fetchMessengerMessages: {
          __typename: 'InboxMessageConnection',
          edges: nodes.map((node) => ({ __typename: 'InboxMessageEdge', cursor: `c-${node.uuid}`, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            endCursor: nodes.length ? `c-${nodes[nodes.length - 1]?.uuid}` : null,
          },
        },
      },
    },
    maxUsageCount: after === undefined ? infinite : 1,
    ...(delay === undefined ? {} : { delay }),
  };
}

/** The answer to updateRecipientReadStatus: read on both channels. */
export function markReadResult(recipientUuid: string) {
  return {
    data: {
      updateRecipientReadStatus: {
        __typename: 'PageRecipient',
        uuid: recipientUuid,
        baseUuid: `base-${recipientUuid}`,
        messengerRead: true,
        facebookCommentRead: true,
      },
    },
  };
}

export function markReadMock(recipientUuid: string, filter: InboxFilter = 'all'): MockLink.MockedResponse {
  return {
    request: {
      query: UpdateRecipientReadStatusMutation,
      variables: {
        input: { pageRecipientUuid: recipientUuid, platformOrigin: 'all', selectedFilter: filter },
      },
    },
    result: markReadResult(recipientUuid),
  };
}

/** The live channel: one message after `delay` ms, or nothing during the test. */
export function liveMock(
  arrival: (CachedMessage & { pageRecipient: RecipientFixture }) | null,
  delay = 60,
): MockLink.MockedResponse {
  const never = { ...message({ uuid: 'never' }), pageRecipient: recipient() };
  return {
    request: { query: InboxMessagesSubscription, variables: { appGlobalId: APP_GLOBAL_ID } },
    result: { data: { inboxMessages: arrival ?? never } },
    delay: arrival ? delay : 1_000_000,
  };
}

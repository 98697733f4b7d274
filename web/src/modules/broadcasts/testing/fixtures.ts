import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type {
  BroadcastFieldsFragment,
  BroadcastInput,
  BroadcastRecipientStatus,
  MarketingOptInStatus,
} from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import type { BroadcastPlan } from '../broadcastRules';
import {
  BroadcastCreateMutation,
  BroadcastPlanQuery,
  BroadcastQuery,
  BroadcastRecipientsQuery,
  BroadcastSendMutation,
  BroadcastsQuery,
  MarketingOptInsQuery,
} from '../graphql/broadcasts';

export const BC_UUID = '3f1c2a8e-0000-4000-8000-000000000001';

const results = {
  __typename: 'BroadcastResults' as const,
  queued: 0,
  sent: 0,
  failed: 0,
  unconfirmed: 0,
  skipped: 0,
  delivered: 0,
  read: 0,
  clicks: 0,
  orders: 0,
  revenue: 0,
  attributionEndsAt: null,
};

export type Broadcast = BroadcastFieldsFragment & { __typename: 'Broadcast' };

export function broadcast(patch: Partial<Broadcast> = {}): Broadcast {
  return {
    __typename: 'Broadcast',
    uuid: BC_UUID,
    name: 'Payday sale',
    message: 'Hi! 10% off everything until Sunday.',
    imageUrl: null,
    status: 'DRAFT',
    statusLabel: 'Draft',
    segmentUuid: null,
    segmentName: null,
    segment: null,
    buttons: [],
    queuedCount: 0,
    marketingCount: 0,
    outOfWindowCount: 0,
    notOnMessengerCount: 0,
    pausedReason: null,
    createdAt: '2026-11-26T02:00:00.000Z',
    updatedAt: '2026-11-26T02:00:00.000Z',
    startedAt: null,
    finishedAt: null,
    ...patch,
    results: { ...results, ...patch.results },
  };
}

export const storeButton = (title: string) => ({
  __typename: 'BroadcastButton' as const,
  title,
  target: 'STORE' as const,
  url: `https://suki.test/store/${APP_UUID}?ref=bc-3f1c2a8e00`,
  product: null,
});

export const listMock = (broadcasts: Broadcast[]): MockLink.MockedResponse => ({
  request: { query: BroadcastsQuery, variables: { appUuid: APP_UUID } },
  result: { data: { broadcasts } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const oneMock = (b: Broadcast, maxUsageCount = 1): MockLink.MockedResponse => ({
  request: { query: BroadcastQuery, variables: { appUuid: APP_UUID, uuid: b.uuid } },
  result: { data: { broadcast: b } },
  maxUsageCount,
});

export const PLAN: BroadcastPlan & { __typename: 'BroadcastPlan' } = {
  __typename: 'BroadcastPlan',
  at: '2026-11-26T04:00:00.000Z',
  pageConnected: true,
  inWindow: 5,
  leavingSoon: 2,
  leavingSoonHours: 4,
  outOfWindow: 3,
  marketingMessages: 0,
  marketingMessagesAvailable: false,
  notOnMessenger: 1,
  windowHours: 24,
};

export const planMock = (
  segmentUuid: string | null,
  plan: Partial<BroadcastPlan> = {},
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse => ({
  request: { query: BroadcastPlanQuery, variables: { appUuid: APP_UUID, segmentUuid } },
  result: { data: { broadcastPlan: { ...PLAN, ...plan } } },
  maxUsageCount,
});

const refusal = (field: string, message: string) => ({
  errors: [
    new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } } }),
  ],
});

export const createMock = (
  input: BroadcastInput,
  outcome: Broadcast | { field: string; message: string },
): MockLink.MockedResponse => ({
  request: { query: BroadcastCreateMutation, variables: { appUuid: APP_UUID, input } },
  result:
    'uuid' in outcome ? { data: { broadcastCreate: outcome } } : refusal(outcome.field, outcome.message),
});

export const sendMock = (
  outcome: Broadcast | { field: string; message: string },
): MockLink.MockedResponse => ({
  request: { query: BroadcastSendMutation, variables: { appUuid: APP_UUID, uuid: BC_UUID } },
  result: 'uuid' in outcome ? { data: { broadcastSend: outcome } } : refusal(outcome.field, outcome.message),
});

export const recipient = (
  i: number,
  name: string,
  status: BroadcastRecipientStatus = 'SENT',
  viaMarketingMessage = false,
) => ({
  __typename: 'BroadcastRecipient' as const,
  uuid: `r-${i}`,
  name,
  status,
  statusLabel: {
    SENT: 'Sent',
    FAILED: 'Not sent',
    QUEUED: 'Queued',
    SENDING: 'Sending',
    SKIPPED: 'Stopped',
    UNCONFIRMED: 'Not confirmed',
  }[status],
  error: status === 'FAILED' ? 'This person is not available right now' : null,
  sentAt: status === 'SENT' ? '2026-11-26T04:00:01.000Z' : null,
  deliveredAt: status === 'SENT' ? '2026-11-26T04:00:02.000Z' : null,
  readAt: status === 'SENT' && i % 2 === 0 ? '2026-11-26T04:05:00.000Z' : null,
  viaMarketingMessage,
});

export const recipientsMock = (
  names: { name: string; status?: BroadcastRecipientStatus; marketing?: boolean }[],
  {
    after = null,
    status = null,
    next = null,
    offset = 0,
  }: {
    after?: string | null;
    status?: BroadcastRecipientStatus | null;
    next?: string | null;
    offset?: number;
  } = {},
): MockLink.MockedResponse => ({
  request: {
    query: BroadcastRecipientsQuery,
    variables: { appUuid: APP_UUID, uuid: BC_UUID, first: 20, after, status },
  },
  result: {
    data: {
      broadcast: {
        __typename: 'Broadcast',
        uuid: BC_UUID,
        recipients: {
          __typename: 'BroadcastRecipientConnection',
          pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
          edges: names.map((n, i) => ({
            __typename: 'BroadcastRecipientEdge',
            cursor: `c-${offset + i}`,
            node: recipient(offset + i, n.name, n.status, n.marketing),
          })),
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const OPT_IN_LABELS: Record<MarketingOptInStatus, string> = {
  ACTIVE: 'Active',
  STOPPED: 'Stopped',
  EXPIRED: 'Expired',
};

/** One opt-in as the server lists it: opted in on Nov 20 + i days; a stopped or expired one ended Nov 25. */
export const optIn = (i: number, name: string | null, status: MarketingOptInStatus = 'ACTIVE') => ({
  __typename: 'MarketingOptIn' as const,
  uuid: `o-${i}`,
  name,
  status,
  statusLabel: OPT_IN_LABELS[status],
  optedInAt: `2026-11-${String(10 + i).padStart(2, '0')}T04:00:00.000Z`,
  expiresAt: i % 2 === 0 ? '2027-05-20T04:00:00.000Z' : null,
  statusChangedAt: status === 'ACTIVE' ? '2026-11-20T04:00:00.000Z' : '2026-11-25T04:00:00.000Z',
  endedReason:
    status === 'STOPPED'
      ? 'They stopped marketing messages from the page'
      : status === 'EXPIRED'
        ? 'Their marketing messages opt-in expired'
        : null,
});

/** A page of the opt-ins list (20 at a time): `next` is its end cursor when more follow. */
export const optInsMock = (
  rows: { name: string | null; status?: MarketingOptInStatus }[],
  {
    after = null,
    status = null,
    next = null,
    offset = 0,
    total = rows.length,
    delay = 0,
  }: {
    after?: string | null;
    status?: MarketingOptInStatus | null;
    next?: string | null;
    offset?: number;
    total?: number;
    delay?: number;
  } = {},
): MockLink.MockedResponse => ({
  request: { query: MarketingOptInsQuery, variables: { appUuid: APP_UUID, first: 20, after, status } },
  result: {
    data: {
      marketingOptIns: {
        __typename: 'MarketingOptInConnection',
        totalCount: total,
        totalCountCapped: false,
        pageInfo: { __typename: 'PageInfo', hasNextPage: next !== null, endCursor: next },
        edges: rows.map((r, i) => ({
          __typename: 'MarketingOptInEdge',
          cursor: `o-${offset + i}`,
          node: optIn(offset + i, r.name, r.status),
        })),
      },
    },
  },
  delay,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

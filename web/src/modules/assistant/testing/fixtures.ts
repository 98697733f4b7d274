import type { MockLink } from '@apollo/client/testing';
import type {
  ChatbotSettingsFieldsFragment,
  EvaluationCaseFieldsFragment,
  TestToolMessageFragment,
} from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import { EvaluationCasesQuery } from '../graphql/evaluation';
import { ChatbotSettingsQuery } from '../graphql/settings';
import {
  DummyRecipientQuery,
  TestToolAppQuery,
  TestToolInboxMessagesSubscription,
  TestToolMessagesQuery,
} from '../graphql/testTool';
import { TEST_TOOL_MESSAGES } from '../hooks/useTestConversation';

export const APP_GLOBAL_ID = 'gid://suki/App/1';
export const DUMMY_UUID = 'dummy-1';

export const SETTINGS: ChatbotSettingsFieldsFragment = {
  appUuid: APP_UUID,
  assistantEnabled: true,
  tone: 'friendly',
  storePolicies: 'COD in Metro Manila.',
  handOffRules: 'Refunds go to a person.',
  sentimentAnalysisEnabled: false,
  responseCredits: 1234,
};

export function settingsMock(settings: Partial<ChatbotSettingsFieldsFragment> = {}): MockLink.MockedResponse {
  return {
    request: { query: ChatbotSettingsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { chatbotSettings: { __typename: 'ChatbotSettings', ...SETTINGS, ...settings } } },
  };
}

export function evaluationCase(
  uuid: string,
  overrides: Partial<EvaluationCaseFieldsFragment> = {},
): EvaluationCaseFieldsFragment & { __typename: 'EvaluationCase' } {
  return {
    __typename: 'EvaluationCase',
    uuid,
    message: `Case ${uuid}`,
    expectedIntent: 'product_inquiry',
    expectedProducts: [],
    createdAt: '2026-03-04T04:00:00.000Z',
    ...overrides,
  };
}

export function casesMock(
  nodes: ReturnType<typeof evaluationCase>[],
  { after, hasNextPage = false }: { after?: string; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  const variables = { appUuid: APP_UUID, first: 20, ...(after === undefined ? {} : { after }) };
  return {
    request: { query: EvaluationCasesQuery, variables },
    result: {
      data: {
        evaluationCases: {
          __typename: 'EvaluationCaseConnection',
          edges: nodes.map((node) => ({ __typename: 'EvaluationCaseEdge', cursor: `c-${node.uuid}`, node })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage,
            endCursor: nodes.length ? `c-${nodes[nodes.length - 1]?.uuid}` : null,
          },
        },
      },
    },
  };
}

export function chatMessage(
  uuid: string,
  overrides: Partial<TestToolMessageFragment> = {},
): TestToolMessageFragment & { __typename: 'InboxMessage' } {
  return {
    __typename: 'InboxMessage',
    uuid,
    message: `Message ${uuid}`,
    sender: 'customer',
    state: 'idle',
    pending: false,
    createdAt: '2026-03-04T04:00:00.000Z',
    noTemplate: true,
    buttonTemplate: null,
    template: null,
    products: [],
    galleryPhotos: [],
    generatedResponse: null,
    pageRecipient: {
      __typename: 'PageRecipient',
      uuid: DUMMY_UUID,
    } as TestToolMessageFragment['pageRecipient'],
    ...overrides,
  };
}

/** The test tool's reads: the app's global id, the simulated customer and their conversation (newest first). */
export function testToolMocks(
  newestFirst: ReturnType<typeof chatMessage>[] = [],
  {
    live = null,
    liveDelay = 60,
    uses = 1,
  }: { live?: ReturnType<typeof chatMessage> | null; liveDelay?: number; uses?: number } = {},
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: TestToolAppQuery, variables: { appUuid: APP_UUID } },
      result: {
        data: { fetchAppByUuid: { __typename: 'App', uuid: APP_UUID, baseGlobalId: APP_GLOBAL_ID } },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: DummyRecipientQuery, variables: { appUuid: APP_UUID, dummyType: 'test_tool' } },
      result: {
        data: {
          dummyRecipient: {
            __typename: 'PageRecipient',
            uuid: DUMMY_UUID,
            baseUuid: 'base-dummy-1',
            psid: 'test-tool-psid',
            name: 'Test Customer',
            page: { __typename: 'Page', uuid: 'page-1', name: 'Sari-Sari ni Nena' },
          },
        },
      },
      maxUsageCount: uses,
    },
    {
      request: {
        query: TestToolMessagesQuery,
        variables: { pageRecipientUuid: DUMMY_UUID, first: TEST_TOOL_MESSAGES },
      },
      result: {
        data: {
          fetchMessengerMessages: {
            __typename: 'InboxMessageConnection',
            edges: newestFirst.map((node) => ({
              __typename: 'InboxMessageEdge',
              cursor: `m-${node.uuid}`,
              node,
            })),
          },
        },
      },
      maxUsageCount: uses,
    },
    {
      request: { query: TestToolInboxMessagesSubscription, variables: { appGlobalId: APP_GLOBAL_ID } },
      result: { data: { inboxMessages: live ?? chatMessage('never') } },
      delay: live ? liveDelay : 1_000_000,
    },
  ];
}

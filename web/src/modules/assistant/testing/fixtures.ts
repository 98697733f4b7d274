import type { MockLink } from '@apollo/client/testing';
import type {
  ChatbotSettingsFieldsFragment,
  EvaluationBuiltinCasesQuery,
  EvaluationCaseFieldsFragment,
  EvaluationRunDetailsFieldsFragment,
  TestToolMessageFragment,
} from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import {
  EvaluationBuiltinCasesQuery as BuiltinCasesQuery,
  EvaluationCasesQuery,
  EvaluationRunDetailsQuery,
  EvaluationRunsQuery,
} from '../graphql/evaluation';
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
  engine: 'offline',
  engineModel: null,
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

type BuiltinCase = EvaluationBuiltinCasesQuery['evaluationBuiltinCases'][number] & {
  __typename: 'EvaluationBuiltinCase';
};

export function builtinCase(id: string, overrides: Partial<BuiltinCase> = {}): BuiltinCase {
  return {
    __typename: 'EvaluationBuiltinCase',
    id,
    language: id.split('-')[0] ?? 'en',
    message: `Built-in ${id}`,
    mood: 'NEUTRAL',
    intent: 'product_inquiry',
    topic: 'price',
    facts: [],
    ...overrides,
  };
}

/** The built-in set: the given cases (the dataset screen asks for it once). */
export function builtinCasesMock(cases: BuiltinCase[] = [builtinCase('en-001')]): MockLink.MockedResponse {
  return {
    request: { query: BuiltinCasesQuery },
    result: { data: { evaluationBuiltinCases: cases } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export type RunDetail = EvaluationRunDetailsFieldsFragment & { __typename: 'EvaluationRun' };

/** A finished run over the store's dataset, unless overridden. */
export function evaluationRun(uuid: string, overrides: Partial<RunDetail> = {}): RunDetail {
  return {
    __typename: 'EvaluationRun',
    uuid,
    createdAt: '2026-03-04T04:00:00Z',
    dataset: 'merchant',
    status: 'done',
    done: 2,
    error: null,
    total: 2,
    passed: 1,
    accuracy: 0.5,
    intents: [],
    groups: [],
    results: [],
    ...overrides,
  };
}

type Result = EvaluationRunDetailsFieldsFragment['results'][number];

export function evaluationResult(
  caseUuid: string,
  overrides: Partial<Result> = {},
): Result & { __typename: 'EvaluationResult' } {
  return {
    __typename: 'EvaluationResult',
    caseUuid,
    message: `Message ${caseUuid}`,
    expectedIntent: 'product_inquiry',
    actualIntent: 'product_inquiry',
    expectedProducts: [],
    actualProducts: [],
    reply: 'Meron po!',
    passed: true,
    language: null,
    expectedMood: null,
    actualMood: null,
    missingFacts: [],
    unsupported: [],
    ...overrides,
  };
}

/** The History list's first page (the summary of each run). */
export function runsMock(runs: RunDetail[]): MockLink.MockedResponse {
  return {
    request: { query: EvaluationRunsQuery, variables: { appUuid: APP_UUID, first: 20 } },
    result: {
      data: {
        evaluationRuns: {
          __typename: 'EvaluationRunConnection',
          edges: runs.map(({ intents: _i, groups: _g, results: _r, ...node }) => ({
            __typename: 'EvaluationRunEdge',
            cursor: node.uuid,
            node,
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

export function runDetailsMock(run: RunDetail): MockLink.MockedResponse {
  return {
    request: { query: EvaluationRunDetailsQuery, variables: { uuid: run.uuid } },
    result: { data: { evaluationRun: run } },
  };
}

import { builder } from '../../graphql/builder.ts';
import { RemovedPayload, SuccessPayload } from '../../graphql/payloads.ts';
import {
  type InboxMessageRow,
  InboxMessageType,
  PageRecipientType,
  PlatformOriginEnum,
} from '../inbox/index.ts';
import { OrderStatusEnum, PaymentStatusEnum } from '../orders/index.ts';
import {
  createCase,
  deleteCase,
  listCases,
  listRuns,
  runAppEvaluation,
  runOrThrow,
  updateCase,
} from './assistant.evaluation.ts';
import { getChatbotSettings, updateChatbotSettings } from './assistant.service.ts';
import { updateGeneratedResponse } from './assistant.suggestions.ts';
import type { EvaluationCaseRow, EvaluationRunRow, StoredEvaluation } from './assistant.tables.ts';
import { dummyRecipient, resetDummyConversation, sendTestMessage } from './assistant.testtool.ts';
import { AssistantIntentEnum, AssistantToneEnum } from './assistant.types.graphql.ts';

const GeneratedResponseActionEnum = builder.enumType('GeneratedResponseAction', {
  values: ['accept', 'edited', 'dismiss'] as const,
  description: 'Suggested-reply actions (updateGeneratedResponse).',
});
const DummyTypeEnum = builder.enumType('DummyType', { values: ['test_tool'] as const });

// --- Suggested replies -------------------------------------------------------------------------
const UpdateGeneratedResponseInput = builder.inputType('UpdateGeneratedResponseInput', {
  fields: (t) => ({
    promptUuid: t.id({ required: true }),
    message: t.string(),
    action: t.field({ type: GeneratedResponseActionEnum, required: true }),
  }),
});
const UpdateGeneratedResponsePayload = builder
  .objectRef<{ uuid: string; inboxMessage: InboxMessageRow | null }>('UpdateGeneratedResponsePayload')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('uuid'),
      inboxMessage: t.field({ type: InboxMessageType, nullable: true, resolve: (p) => p.inboxMessage }),
    }),
  });
builder.mutationField('updateGeneratedResponse', (t) =>
  t.field({
    type: UpdateGeneratedResponsePayload,
    args: { input: t.arg({ type: UpdateGeneratedResponseInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      updateGeneratedResponse(ctx, { ...input, promptUuid: String(input.promptUuid) }),
  }),
);

// --- Chatbot Settings --------------------------------------------------------------------------
type Settings = Awaited<ReturnType<typeof getChatbotSettings>>;
const ChatbotSettingsType = builder.objectRef<Settings>('ChatbotSettings').implement({
  fields: (t) => ({
    appUuid: t.exposeID('appUuid'),
    assistantEnabled: t.exposeBoolean('assistantEnabled'),
    tone: t.field({ type: AssistantToneEnum, resolve: (s) => s.tone }),
    storePolicies: t.exposeString('storePolicies'),
    handOffRules: t.exposeString('handOffRules'),
    sentimentAnalysisEnabled: t.exposeBoolean('sentimentAnalysisEnabled'),
    responseCredits: t.exposeInt('responseCredits', {
      description: 'Suggested replies left; each generated reply uses one.',
    }),
  }),
});
builder.queryField('chatbotSettings', (t) =>
  t.field({
    type: ChatbotSettingsType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => getChatbotSettings(ctx, String(appUuid)),
  }),
);
const ChatbotSettingsUpdateInput = builder.inputType('ChatbotSettingsUpdateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    assistantEnabled: t.boolean(),
    tone: t.field({ type: AssistantToneEnum }),
    storePolicies: t.string(),
    handOffRules: t.string(),
    sentimentAnalysisEnabled: t.boolean(),
  }),
});
builder.mutationField('chatbotSettingsUpdate', (t) =>
  t.field({
    type: ChatbotSettingsType,
    args: { input: t.arg({ type: ChatbotSettingsUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateChatbotSettings(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

// --- Evaluation --------------------------------------------------------------------------------
const EvaluationCaseType = builder.objectRef<EvaluationCaseRow>('EvaluationCase').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    message: t.exposeString('message'),
    expectedIntent: t.field({ type: AssistantIntentEnum, resolve: (c) => c.expectedIntent }),
    expectedProducts: t.exposeStringList('expectedProducts', {
      description: 'Product names the reply should offer (empty: none).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});
const IntentAccuracy = builder.objectRef<StoredEvaluation['intents'][number]>('IntentAccuracy').implement({
  fields: (t) => ({
    intent: t.field({ type: AssistantIntentEnum, resolve: (i) => i.intent }),
    total: t.exposeInt('total'),
    passed: t.exposeInt('passed'),
    accuracy: t.exposeFloat('accuracy'),
  }),
});
const EvaluationResult = builder
  .objectRef<StoredEvaluation['results'][number]>('EvaluationResult')
  .implement({
    fields: (t) => ({
      caseUuid: t.exposeID('caseUuid'),
      message: t.exposeString('message'),
      expectedIntent: t.field({ type: AssistantIntentEnum, resolve: (r) => r.expectedIntent }),
      actualIntent: t.field({ type: AssistantIntentEnum, resolve: (r) => r.actualIntent }),
      expectedProducts: t.exposeStringList('expectedProducts'),
      actualProducts: t.exposeStringList('actualProducts'),
      reply: t.exposeString('reply'),
      passed: t.exposeBoolean('passed'),
    }),
  });
const EvaluationRunType = builder.objectRef<EvaluationRunRow>('EvaluationRun').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    total: t.exposeInt('total'),
    passed: t.exposeInt('passed'),
    accuracy: t.float({ description: '0..1', resolve: (r) => (r.total ? r.passed / r.total : 0) }),
    intents: t.field({ type: [IntentAccuracy], resolve: (r) => r.detail.intents }),
    results: t.field({ type: [EvaluationResult], resolve: (r) => r.detail.results }),
  }),
});

builder.queryField('evaluationCases', (t) =>
  t.connection(
    {
      type: EvaluationCaseType,
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => listCases(ctx, { ...a, appUuid: String(a.appUuid) }),
    },
    { name: 'EvaluationCaseConnection' },
    { name: 'EvaluationCaseEdge' },
  ),
);
builder.queryField('evaluationRuns', (t) =>
  t.connection(
    {
      type: EvaluationRunType,
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, a, ctx) => listRuns(ctx, { ...a, appUuid: String(a.appUuid) }),
    },
    { name: 'EvaluationRunConnection' },
    { name: 'EvaluationRunEdge' },
  ),
);
builder.queryField('evaluationRun', (t) =>
  t.field({
    type: EvaluationRunType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => runOrThrow(ctx, String(uuid)),
  }),
);

const EvaluationCaseCreateInput = builder.inputType('EvaluationCaseCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    message: t.string({ required: true }),
    expectedIntent: t.field({ type: AssistantIntentEnum, required: true }),
    expectedProducts: t.stringList(),
  }),
});
const EvaluationCaseUpdateInput = builder.inputType('EvaluationCaseUpdateInput', {
  fields: (t) => ({
    uuid: t.id({ required: true }),
    message: t.string({ required: true }),
    expectedIntent: t.field({ type: AssistantIntentEnum, required: true }),
    expectedProducts: t.stringList(),
  }),
});
const UuidInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ uuid: t.id({ required: true }) }) });
const EvaluationCaseDeleteInput = UuidInput('EvaluationCaseDeleteInput');
const EvaluationRunInput = builder.inputType('EvaluationRunInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }) }),
});

builder.mutationField('evaluationCaseCreate', (t) =>
  t.field({
    type: EvaluationCaseType,
    args: { input: t.arg({ type: EvaluationCaseCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) => createCase(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);
builder.mutationField('evaluationCaseUpdate', (t) =>
  t.field({
    type: EvaluationCaseType,
    args: { input: t.arg({ type: EvaluationCaseUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateCase(ctx, { ...input, uuid: String(input.uuid) }),
  }),
);
builder.mutationField('evaluationCaseDelete', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: EvaluationCaseDeleteInput, required: true }) },
    resolve: (_r, { input }, ctx) => deleteCase(ctx, String(input.uuid)),
  }),
);
builder.mutationField('evaluationRun', (t) =>
  t.field({
    type: EvaluationRunType,
    args: { input: t.arg({ type: EvaluationRunInput, required: true }) },
    resolve: (_r, { input }, ctx) => runAppEvaluation(ctx, String(input.appUuid)),
  }),
);

// --- Chatbot test tool (document 2 §2.4) -------------------------------------------------------
builder.queryField('dummyRecipient', (t) =>
  t.field({
    type: PageRecipientType,
    description: "The test tool's simulated customer (created on first use).",
    args: {
      appUuid: t.arg.id({ required: true }),
      dummyType: t.arg({ type: DummyTypeEnum, required: true }),
    },
    resolve: (_r, { appUuid }, ctx) => dummyRecipient(ctx, String(appUuid)),
  }),
);
const DummyRecipientResetInput = builder.inputType('DummyRecipientResetInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    dummyType: t.field({ type: DummyTypeEnum, required: true }),
  }),
});
builder.mutationField('dummyRecipientReset', (t) =>
  t.field({
    type: SuccessPayload,
    description: "Test tool: clears the simulated customer's conversation.",
    args: { input: t.arg({ type: DummyRecipientResetInput, required: true }) },
    resolve: (_r, { input }, ctx) => resetDummyConversation(ctx, String(input.appUuid)),
  }),
);
const ChatbotTestMessageSendInput = builder.inputType('ChatbotTestMessageSendInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    pageRecipientUuid: t.id({ required: true }),
    platformOrigin: t.field({ type: PlatformOriginEnum, required: true }),
    message: t.string({ required: true }),
    orderStatus: t.field({ type: OrderStatusEnum }),
    paymentStatus: t.field({ type: PaymentStatusEnum }),
  }),
});
builder.mutationField('chatbotTestMessageSend', (t) =>
  t.field({
    type: InboxMessageType,
    description:
      'Test tool: the simulated customer sends a message (the assistant answers as for any customer).',
    args: { input: t.arg({ type: ChatbotTestMessageSendInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      sendTestMessage(ctx, {
        ...input,
        appUuid: String(input.appUuid),
        pageRecipientUuid: String(input.pageRecipientUuid),
      }),
  }),
);

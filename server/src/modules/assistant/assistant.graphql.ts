import { builder } from '../../graphql/builder.ts';
import { SuccessPayload } from '../../graphql/payloads.ts';
import {
  type InboxMessageRow,
  InboxMessageType,
  PageRecipientType,
  PlatformOriginEnum,
} from '../inbox/index.ts';
import { OrderStatusEnum, PaymentStatusEnum } from '../orders/index.ts';
import { getChatbotSettings, updateChatbotSettings } from './assistant.service.ts';
import { updateGeneratedResponse } from './assistant.suggestions.ts';
import { dummyRecipient, resetDummyConversation, sendTestMessage } from './assistant.testtool.ts';
import { AssistantToneEnum } from './assistant.types.graphql.ts';

const GeneratedResponseActionEnum = builder.enumType('GeneratedResponseAction', {
  values: ['accept', 'edited', 'dismiss'] as const,
  description: 'Suggested-reply actions (updateGeneratedResponse).',
});
const DummyTypeEnum = builder.enumType('DummyType', { values: ['test_tool'] as const });
const AssistantEngineEnum = builder.enumType('AssistantEngine', { values: ['offline', 'llm'] as const });

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
    engine: t.field({
      type: AssistantEngineEnum,
      description:
        'What writes the suggested replies: the built-in offline agent, or a chat model (LLM_BASE_URL).',
      resolve: (_s, _a, ctx) => ctx.assistant.name,
    }),
    engineModel: t.string({
      nullable: true,
      description: "The chat model's name when the engine is llm.",
      resolve: (_s, _a, ctx) => ctx.assistant.model,
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

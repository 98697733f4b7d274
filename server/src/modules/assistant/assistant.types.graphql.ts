import { builder } from '../../graphql/builder.ts';
import { InboxMessageType, InboxProductType } from '../inbox/index.ts';
import { AGENT_KINDS, INTENTS, TONES } from './agent/types.ts';
import { breakdownFor, promptForMessage } from './assistant.loaders.ts';
import type { GeneratedResponseRow, StoredAgentStep } from './assistant.tables.ts';

export const AgentKindEnum = builder.enumType('AgentKind', { values: AGENT_KINDS });
export const AssistantIntentEnum = builder.enumType('AssistantIntent', { values: INTENTS });
export const AssistantToneEnum = builder.enumType('AssistantTone', { values: TONES });
const GeneratedResponseStatusEnum = builder.enumType('GeneratedResponseStatus', {
  values: ['pending', 'accepted', 'edited', 'dismissed'] as const,
});

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

const ToolCall = builder.objectRef<StoredAgentStep['toolCalls'][number]>('ToolCall').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    arguments: t.string({ resolve: (c) => json(c.arguments) ?? '{}' }),
    result: t.string({ nullable: true, resolve: (c) => json(c.result) }),
  }),
});

export const AgentBreakdownType = builder.objectRef<StoredAgentStep>('AgentBreakdown').implement({
  fields: (t) => ({
    type: t.field({ type: AgentKindEnum, resolve: (s) => s.type }),
    completion: t.exposeString('completion', { nullable: true }),
    jsonCompletion: t.string({
      nullable: true,
      description: 'JSON text; the sentiment agent\'s holds {"sentiment": ...}.',
      resolve: (s) => json(s.jsonCompletion),
    }),
    toolCalls: t.field({ type: [ToolCall], resolve: (s) => s.toolCalls }),
    reflection: t.exposeString('reflection', { nullable: true }),
    addedProducts: t.field({ type: [InboxProductType], resolve: (s) => s.addedProducts }),
  }),
});

export const GeneratedResponseType = builder.objectRef<GeneratedResponseRow>('GeneratedResponse').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    baseUuid: t.exposeID('uuid'),
    type: t.field({
      type: AgentKindEnum,
      description: 'The agent that wrote the final answer (product, order, conversation...).',
      resolve: (g) => g.type,
    }),
    completion: t.exposeString('completion'),
    jsonCompletion: t.string({
      nullable: true,
      description: 'JSON text: {intent, sentiment, products}.',
      resolve: (g) => json(g.jsonCompletion),
    }),
    ecommerceProducts: t.field({ type: [InboxProductType], resolve: (g) => g.products }),
    status: t.field({ type: GeneratedResponseStatusEnum, resolve: (g) => g.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The assistant's part of a customer message in the inbox: its suggested reply and the agents' breakdown. */
builder.objectFields(InboxMessageType, (t) => ({
  generatedResponse: t.field({
    type: GeneratedResponseType,
    nullable: true,
    resolve: (m, _a, ctx) => (m.sender === 'customer' ? promptForMessage(ctx).load(m.uuid) : null),
  }),
  agentBreakdown: t.field({ type: [AgentBreakdownType], resolve: (m, _a, ctx) => breakdownFor(ctx, m) }),
}));

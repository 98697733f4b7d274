import { builder } from '../../graphql/builder.ts';
import type { InboxProductData } from '../inbox/inbox.rules.ts';
import { AGENT_KINDS, INTENTS, TONES } from './agent/types.ts';
import type { GeneratedResponseRow, StoredAgentStep } from './assistant.tables.ts';

export const AgentKindEnum = builder.enumType('AgentKind', { values: AGENT_KINDS });
export const AssistantIntentEnum = builder.enumType('AssistantIntent', { values: INTENTS });
export const AssistantToneEnum = builder.enumType('AssistantTone', { values: TONES });
const GeneratedResponseStatusEnum = builder.enumType('GeneratedResponseStatus', {
  values: ['pending', 'accepted', 'edited', 'dismissed'] as const,
});

const json = (value: unknown): string | null =>
  value === null || value === undefined ? null : JSON.stringify(value);

export const InboxProductType = builder.objectRef<InboxProductData>('InboxProduct').implement({
  description: 'A catalog product as shown in a message or suggestion; price in centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    featuredPhoto: t.exposeString('featuredPhoto', { nullable: true }),
  }),
});

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

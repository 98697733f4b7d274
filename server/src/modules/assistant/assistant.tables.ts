import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { inboxMessages } from '../inbox/inbox.tables.ts';
import type { InboxProductData } from '../inbox/index.ts';
import type { LanguageGroup } from './agent/builtin/types.ts';
import type { GroupQuality } from './agent/quality.ts';
import type { AgentKind, Intent, SentimentLabel, Tone } from './agent/types.ts';

/** Chatbot Settings of an app (ai-settings). A missing row means the defaults. */
export const chatbotSettings = pgTable('chatbot_settings', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  assistantEnabled: boolean('assistant_enabled').notNull().default(true),
  tone: text('tone').$type<Tone>().notNull().default('friendly'),
  storePolicies: text('store_policies').notNull().default(''),
  handOffRules: text('hand_off_rules').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export interface StoredAgentStep {
  type: AgentKind;
  completion: string | null;
  jsonCompletion: unknown;
  toolCalls: { name: string; arguments: unknown; result: unknown }[];
  reflection: string | null;
  addedProducts: InboxProductData[];
}

/** A suggested reply (the "prompt") to one customer message, with the agents' breakdown. */
export const generatedResponses = pgTable(
  'generated_responses',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    inboxMessageUuid: uuid('inbox_message_uuid')
      .notNull()
      .unique()
      .references(() => inboxMessages.uuid, { onDelete: 'cascade' }),
    type: text('type').$type<AgentKind>().notNull(),
    intent: text('intent').$type<Intent>().notNull(),
    completion: text('completion').notNull(),
    jsonCompletion: jsonb('json_completion'),
    products: jsonb('products').$type<InboxProductData[]>().notNull(),
    breakdown: jsonb('breakdown').$type<StoredAgentStep[]>().notNull(),
    status: text('status')
      .$type<'pending' | 'accepted' | 'edited' | 'dismissed'>()
      .notNull()
      .default('pending'),
    sentMessageUuid: uuid('sent_message_uuid'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('generated_responses_app_idx').on(t.appUuid, t.createdAt)],
);

/** Evaluation dataset: a customer message with the intent and products a good reply has. */
export const evaluationCases = pgTable(
  'evaluation_cases',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    expectedIntent: text('expected_intent').$type<Intent>().notNull(),
    expectedProducts: jsonb('expected_products').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('evaluation_cases_app_idx').on(t.appUuid, t.createdAt, t.uuid)],
);

export interface StoredEvaluation {
  intents: { intent: Intent; total: number; passed: number; accuracy: number }[];
  results: {
    caseUuid: string;
    message: string;
    expectedIntent: Intent;
    actualIntent: Intent;
    expectedProducts: string[];
    actualProducts: string[];
    reply: string;
    passed: boolean;
    /** The built-in set's labels and findings (absent for a merchant's own cases). */
    language?: LanguageGroup;
    expectedMood?: SentimentLabel;
    actualMood?: SentimentLabel;
    missingFacts?: string[];
    unsupported?: string[];
  }[];
  /** Per language group (the built-in set only). */
  groups?: GroupQuality[];
}

/** Which cases a run asks: the merchant's own dataset, or the built-in set of issue 25. */
export const EVALUATION_DATASETS = ['merchant', 'builtin'] as const;
export type EvaluationDataset = (typeof EVALUATION_DATASETS)[number];
export const EVALUATION_RUN_STATUSES = ['running', 'done', 'failed'] as const;
export type EvaluationRunStatus = (typeof EVALUATION_RUN_STATUSES)[number];

/** One scoring of the current assistant over the dataset, kept as history. */
export const evaluationRuns = pgTable(
  'evaluation_runs',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    dataset: text('dataset').$type<EvaluationDataset>().notNull().default('merchant'),
    /** A run is a job: running (with `done` of `total` asked so far), then done or failed. */
    status: text('status').$type<EvaluationRunStatus>().notNull().default('done'),
    done: integer('done').notNull().default(0),
    error: text('error'),
    total: integer('total').notNull(),
    passed: integer('passed').notNull(),
    detail: jsonb('detail').$type<StoredEvaluation>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('evaluation_runs_app_idx').on(t.appUuid, t.createdAt, t.uuid)],
);

export type GeneratedResponseRow = typeof generatedResponses.$inferSelect;
export type EvaluationCaseRow = typeof evaluationCases.$inferSelect;
export type EvaluationRunRow = typeof evaluationRuns.$inferSelect;

/** Evaluation: the merchant's dataset, the built-in set, and runs of the assistant over either. */
import { builder } from '../../graphql/builder.ts';
import { RemovedPayload } from '../../graphql/payloads.ts';
import { SentimentEnum } from '../inbox/index.ts';
import { BUILTIN_CASES } from './agent/builtin/index.ts';
import type { BuiltinCase } from './agent/builtin/types.ts';
import type { GroupQuality } from './agent/quality.ts';
import {
  createCase,
  deleteCase,
  listCases,
  listRuns,
  runAppEvaluation,
  runOrThrow,
  updateCase,
} from './assistant.evaluation.ts';
import {
  EVALUATION_DATASETS,
  EVALUATION_RUN_STATUSES,
  type EvaluationCaseRow,
  type EvaluationRunRow,
  type StoredEvaluation,
} from './assistant.tables.ts';
import { AssistantIntentEnum } from './assistant.types.graphql.ts';

const EvaluationDatasetEnum = builder.enumType('EvaluationDataset', { values: EVALUATION_DATASETS });
const EvaluationRunStatusEnum = builder.enumType('EvaluationRunStatus', { values: EVALUATION_RUN_STATUSES });

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
      caseUuid: t.exposeID('caseUuid', {
        description: "The case's uuid, or the built-in case's id (en-001).",
      }),
      message: t.exposeString('message'),
      expectedIntent: t.field({ type: AssistantIntentEnum, resolve: (r) => r.expectedIntent }),
      actualIntent: t.field({ type: AssistantIntentEnum, resolve: (r) => r.actualIntent }),
      expectedProducts: t.exposeStringList('expectedProducts'),
      actualProducts: t.exposeStringList('actualProducts'),
      reply: t.exposeString('reply'),
      passed: t.exposeBoolean('passed'),
      language: t.string({
        nullable: true,
        description: 'en, tl or taglish (built-in set).',
        resolve: (r) => r.language ?? null,
      }),
      expectedMood: t.field({ type: SentimentEnum, nullable: true, resolve: (r) => r.expectedMood ?? null }),
      actualMood: t.field({ type: SentimentEnum, nullable: true, resolve: (r) => r.actualMood ?? null }),
      missingFacts: t.stringList({
        description: 'Facts a right answer states that this reply does not.',
        resolve: (r) => r.missingFacts ?? [],
      }),
      unsupported: t.stringList({
        description: 'Facts this reply states that no tool gave.',
        resolve: (r) => r.unsupported ?? [],
      }),
    }),
  });
const EvaluationGroupQualityType = builder.objectRef<GroupQuality>('EvaluationGroupQuality').implement({
  description: 'The built-in set scored for one language group (or all): each figure 0..1.',
  fields: (t) => ({
    language: t.exposeString('language', { description: 'en, tl, taglish or all' }),
    cases: t.exposeInt('cases'),
    moodAccuracy: t.exposeFloat('moodAccuracy'),
    negativeRecall: t.exposeFloat('negativeRecall'),
    intentAccuracy: t.exposeFloat('intentAccuracy'),
    factCorrectness: t.exposeFloat('factCorrectness'),
    priceOrderFactCorrectness: t.exposeFloat('priceOrderFactCorrectness'),
    unsupportedShare: t.exposeFloat('unsupportedShare'),
  }),
});
const EvaluationRunType = builder.objectRef<EvaluationRunRow>('EvaluationRun').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    dataset: t.field({ type: EvaluationDatasetEnum, resolve: (r) => r.dataset }),
    status: t.field({ type: EvaluationRunStatusEnum, resolve: (r) => r.status }),
    done: t.exposeInt('done', { description: 'Cases asked so far (running).' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the run failed.' }),
    total: t.exposeInt('total'),
    passed: t.exposeInt('passed'),
    accuracy: t.float({ description: '0..1', resolve: (r) => (r.total ? r.passed / r.total : 0) }),
    intents: t.field({ type: [IntentAccuracy], resolve: (r) => r.detail.intents }),
    groups: t.field({
      type: [EvaluationGroupQualityType],
      description: 'Per language group (built-in set; empty otherwise).',
      resolve: (r) => r.detail.groups ?? [],
    }),
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
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    dataset: t.field({
      type: EvaluationDatasetEnum,
      description: "Default: merchant (the store's own cases).",
    }),
  }),
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
    description: 'Starts a run (status running); a job asks every case and the run reports its progress.',
    resolve: (_r, { input }, ctx) =>
      runAppEvaluation(ctx, String(input.appUuid), input.dataset ?? 'merchant'),
  }),
);

const BuiltinCaseType = builder.objectRef<BuiltinCase>('EvaluationBuiltinCase').implement({
  description: 'A labelled message of the built-in evaluation set, asked of its own sample store.',
  fields: (t) => ({
    id: t.exposeID('id'),
    language: t.exposeString('language', { description: 'en, tl or taglish' }),
    message: t.exposeString('message'),
    mood: t.field({ type: SentimentEnum, resolve: (c) => c.mood }),
    intent: t.field({ type: AssistantIntentEnum, resolve: (c) => c.intent }),
    topic: t.exposeString('topic'),
    facts: t.exposeStringList('facts', { description: 'What a right answer must state.' }),
  }),
});
builder.queryField('evaluationBuiltinCases', (t) =>
  t.field({
    type: [BuiltinCaseType],
    description: 'The built-in evaluation set (issue 25), the same for every store.',
    resolve: () => BUILTIN_CASES,
  }),
);

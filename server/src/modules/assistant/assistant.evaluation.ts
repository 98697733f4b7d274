import { and, count, desc, eq } from 'drizzle-orm';
import type { Context, ContextBase } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appByUuid, appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { BUILTIN_CASES } from './agent/builtin/index.ts';
import { builtinInput, unsupportedIn } from './agent/builtin/run.ts';
import type { BuiltinCase } from './agent/builtin/types.ts';
import { scoreEvaluation } from './agent/evaluation.ts';
import { rowProblems, scoreQuality } from './agent/quality.ts';
import { type AgentInput, type AgentResult, type Assistant, INTENTS, type Intent } from './agent/types.ts';
import { EVALUATION_CASES_MAX, EVALUATION_MESSAGE_MAX } from './assistant.rules.ts';
import { assistantSettings, settingsOf, toolsFor } from './assistant.service.ts';
import {
  type EvaluationCaseRow,
  type EvaluationDataset,
  evaluationCases,
  evaluationRuns,
  type StoredEvaluation,
} from './assistant.tables.ts';

interface CaseInput {
  message: string;
  expectedIntent: Intent;
  expectedProducts?: readonly string[] | null;
}

function cleanCase(input: CaseInput) {
  const message = input.message.trim();
  if (!message) throw badInput({ message: 'Message is required' });
  if (message.length > EVALUATION_MESSAGE_MAX)
    throw badInput({ message: `Message should not exceed ${EVALUATION_MESSAGE_MAX} characters` });
  if (!INTENTS.includes(input.expectedIntent))
    throw badInput({ expectedIntent: 'Expected intent is invalid' });
  const expectedProducts = [...new Set((input.expectedProducts ?? []).map((p) => p.trim()).filter(Boolean))];
  return { message, expectedIntent: input.expectedIntent, expectedProducts };
}

async function caseOrThrow(ctx: Context, uuid: string): Promise<EvaluationCaseRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(evaluationCases).where(eq(evaluationCases.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Evaluation case');
}

export async function listCases(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first);
  const rows = await ctx.db
    .select()
    .from(evaluationCases)
    .where(
      and(
        eq(evaluationCases.appUuid, app.uuid),
        olderThan(evaluationCases.createdAt, evaluationCases.uuid, decodeCursor(args.after)),
      ),
    )
    .orderBy(desc(evaluationCases.createdAt), desc(evaluationCases.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

export async function createCase(ctx: Context, input: CaseInput & { appUuid: string }) {
  const app = await appOrThrow(ctx, input.appUuid);
  const clean = cleanCase(input);
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(evaluationCases)
    .where(eq(evaluationCases.appUuid, app.uuid));
  if ((existing?.n ?? 0) >= EVALUATION_CASES_MAX)
    throw badInput({ message: `A dataset holds at most ${EVALUATION_CASES_MAX} cases` });
  const [row] = await ctx.db
    .insert(evaluationCases)
    .values({ uuid: newUuid(), appUuid: app.uuid, ...clean, createdAt: ctx.clock.now() })
    .returning();
  return row as EvaluationCaseRow;
}

export async function updateCase(ctx: Context, input: CaseInput & { uuid: string }) {
  const row = await caseOrThrow(ctx, input.uuid);
  const [updated] = await ctx.db
    .update(evaluationCases)
    .set(cleanCase(input))
    .where(eq(evaluationCases.uuid, row.uuid))
    .returning();
  return updated as EvaluationCaseRow;
}

export async function deleteCase(ctx: Context, uuid: string) {
  const row = await caseOrThrow(ctx, uuid);
  await ctx.db.delete(evaluationCases).where(eq(evaluationCases.uuid, row.uuid));
  return { uuid: row.uuid };
}

export const EVALUATION_JOB = 'assistant.evaluation';
/** Progress is written every this many cases (a run of 222 writes 22 times). */
const PROGRESS_EVERY = 10;
const NO_CASES = 'Add at least one case to the dataset first';

/**
 * Starts a run of the current assistant over the app's dataset or the built-in set: the run is kept
 * as running and a job asks each case (a chat model may take minutes); the console follows `done`.
 * Runs use no response credits.
 */
export async function runAppEvaluation(
  ctx: Context,
  appUuid: string,
  dataset: EvaluationDataset = 'merchant',
) {
  const app = await appOrThrow(ctx, appUuid);
  const total =
    dataset === 'builtin'
      ? BUILTIN_CASES.length
      : ((
          await ctx.db
            .select({ n: count() })
            .from(evaluationCases)
            .where(eq(evaluationCases.appUuid, app.uuid))
        )[0]?.n ?? 0);
  if (total === 0) throw badInput({ appUuid: NO_CASES }, NO_CASES);
  const run = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(evaluationRuns)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        dataset,
        status: 'running',
        total,
        passed: 0,
        detail: { intents: [], results: [] },
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('evaluation run insert returned nothing');
    await ctx.jobs.enqueue(tx, EVALUATION_JOB, { runUuid: row.uuid }, { maxAttempts: 3 });
    return row;
  });
  void ctx.jobs.drain();
  return run;
}

/** The job: asks every case, writing progress as it goes, then the scores (or why it failed). */
export async function processEvaluationRun(deps: ContextBase, runUuid: string, lastAttempt: boolean) {
  const [run] = await deps.db.select().from(evaluationRuns).where(eq(evaluationRuns.uuid, runUuid));
  if (run?.status !== 'running') return;
  const progress = (done: number) =>
    deps.db.update(evaluationRuns).set({ done }).where(eq(evaluationRuns.uuid, run.uuid));
  try {
    const detail =
      run.dataset === 'builtin'
        ? await scoreBuiltin(deps.assistant, progress)
        : await scoreMerchant(deps, run.appUuid, progress);
    await deps.db
      .update(evaluationRuns)
      .set({
        status: 'done',
        done: detail.total,
        total: detail.total,
        passed: detail.passed,
        detail: detail.stored,
      })
      .where(and(eq(evaluationRuns.uuid, run.uuid), eq(evaluationRuns.status, 'running')));
  } catch (err) {
    if (!lastAttempt) throw err;
    await deps.db
      .update(evaluationRuns)
      .set({ status: 'failed', error: err instanceof Error ? err.message : String(err) })
      .where(eq(evaluationRuns.uuid, run.uuid));
  }
}

interface Scored {
  total: number;
  passed: number;
  stored: StoredEvaluation;
}

async function askAll<C>(
  assistant: Assistant,
  cases: readonly C[],
  inputFor: (c: C) => AgentInput,
  progress: (done: number) => Promise<unknown>,
): Promise<AgentResult[]> {
  const results: AgentResult[] = [];
  for (const c of cases) {
    results.push(await assistant.respond(inputFor(c)));
    if (results.length % PROGRESS_EVERY === 0) await progress(results.length);
  }
  return results;
}

async function scoreMerchant(
  deps: ContextBase,
  appUuid: string,
  progress: (done: number) => Promise<unknown>,
): Promise<Scored> {
  const app = await appByUuid(deps.db, appUuid);
  if (!app) throw new Error('The store of this evaluation run is gone');
  const cases = await deps.db
    .select()
    .from(evaluationCases)
    .where(eq(evaluationCases.appUuid, appUuid))
    .orderBy(evaluationCases.createdAt);
  if (cases.length === 0) throw new Error(NO_CASES);
  const settings = assistantSettings(app, await settingsOf(deps, appUuid));
  const tools = toolsFor(deps, appUuid, null);
  const results = await askAll(
    deps.assistant,
    cases,
    (c) => ({ message: c.message, history: [], customerName: 'Customer', settings, tools }),
    progress,
  );
  const score = scoreEvaluation(cases, results);
  return {
    total: score.total,
    passed: score.passed,
    stored: { intents: score.intents, results: score.results },
  };
}

/** The built-in set: a case passes when its mood, intent and facts are right and nothing is unsupported. */
async function scoreBuiltin(
  assistant: Assistant,
  progress: (done: number) => Promise<unknown>,
): Promise<Scored> {
  const results = await askAll(assistant, BUILTIN_CASES, builtinInput, progress);
  const quality = scoreQuality(BUILTIN_CASES, results, (i) =>
    unsupportedIn(BUILTIN_CASES[i] as BuiltinCase, results[i] as AgentResult),
  );
  const rows = quality.rows.map((r, i) => ({
    caseUuid: r.id,
    message: r.message,
    expectedIntent: r.intent,
    actualIntent: r.actualIntent,
    expectedProducts: [],
    actualProducts: (results[i]?.reply?.products ?? []).map((p) => p.name),
    reply: r.reply,
    passed: rowProblems(r).length === 0,
    language: r.language,
    expectedMood: r.mood,
    actualMood: r.actualMood,
    missingFacts: r.missingFacts,
    unsupported: r.unsupported,
  }));
  const intents = scoreEvaluation(
    BUILTIN_CASES.map((c) => ({
      uuid: c.id,
      message: c.message,
      expectedIntent: c.intent,
      expectedProducts: [],
    })),
    results,
  ).intents;
  const passed = rows.filter((r) => r.passed).length;
  return { total: rows.length, passed, stored: { intents, results: rows, groups: quality.groups } };
}

export async function listRuns(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first);
  const rows = await ctx.db
    .select()
    .from(evaluationRuns)
    .where(
      and(
        eq(evaluationRuns.appUuid, app.uuid),
        olderThan(evaluationRuns.createdAt, evaluationRuns.uuid, decodeCursor(args.after)),
      ),
    )
    .orderBy(desc(evaluationRuns.createdAt), desc(evaluationRuns.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

export async function runOrThrow(ctx: Context, uuid: string) {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(evaluationRuns).where(eq(evaluationRuns.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Evaluation run');
}

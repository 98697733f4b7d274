import { and, count, desc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { runEvaluation, scoreEvaluation } from './agent/evaluation.ts';
import { INTENTS, type Intent } from './agent/types.ts';
import { EVALUATION_CASES_MAX, EVALUATION_MESSAGE_MAX } from './assistant.rules.ts';
import { assistantSettings, settingsOf, toolsFor } from './assistant.service.ts';
import { type EvaluationCaseRow, evaluationCases, evaluationRuns } from './assistant.tables.ts';

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

/** Scores the current assistant over the app's dataset and keeps the run (runs use no response credits). */
export async function runAppEvaluation(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  const cases = await ctx.db
    .select()
    .from(evaluationCases)
    .where(eq(evaluationCases.appUuid, app.uuid))
    .orderBy(evaluationCases.createdAt);
  if (cases.length === 0)
    throw badInput(
      { appUuid: 'Add at least one case to the dataset first' },
      'Add at least one case to the dataset first',
    );
  const settings = assistantSettings(app, await settingsOf(ctx, app.uuid));
  const tools = toolsFor(ctx, app.uuid, null);
  const results = await runEvaluation(ctx.assistant, cases, (c) => ({
    message: c.message,
    history: [],
    customerName: 'Customer',
    settings,
    tools,
  }));
  const score = scoreEvaluation(cases, results);
  const [run] = await ctx.db
    .insert(evaluationRuns)
    .values({
      uuid: newUuid(),
      appUuid: app.uuid,
      total: score.total,
      passed: score.passed,
      detail: { intents: score.intents, results: score.results },
      createdAt: ctx.clock.now(),
    })
    .returning();
  if (!run) throw new Error('evaluation run insert returned nothing');
  return run;
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

import { normalize } from './text.ts';
import type { AgentInput, AgentResult, Assistant, Intent } from './types.ts';

/** One case of a merchant's evaluation dataset. */
export interface EvaluationCase {
  uuid: string;
  message: string;
  expectedIntent: Intent;
  /** Product names the reply should offer; empty: none (see `casePasses`). */
  expectedProducts: readonly string[];
}

export interface EvaluationResultRow {
  caseUuid: string;
  message: string;
  expectedIntent: Intent;
  actualIntent: Intent;
  expectedProducts: string[];
  actualProducts: string[];
  /** The suggested reply, '' when the assistant declined. */
  reply: string;
  passed: boolean;
}

export interface IntentScore {
  intent: Intent;
  total: number;
  passed: number;
  /** 0..1 */
  accuracy: number;
}

export interface EvaluationReport {
  total: number;
  passed: number;
  /** 0..1 (0 for an empty dataset) */
  accuracy: number;
  /** Per expected intent, in order of first appearance. */
  intents: IntentScore[];
  results: EvaluationResultRow[];
}

const sameName = (name: string) => normalize(name).replace(/\s+/g, ' ').trim();

/**
 * A case passes when the intent matches and every expected product name (case- and accent-insensitive)
 * is among the reply's products. With no expected products: a product inquiry must offer none (the
 * dataset's "empty: none"); any other intent passes whatever products came along.
 */
export function casePasses(c: EvaluationCase, result: AgentResult): boolean {
  if (result.intent !== c.expectedIntent) return false;
  const offered = new Set((result.reply?.products ?? []).map((p) => sameName(p.name)));
  if (c.expectedProducts.length === 0) return c.expectedIntent !== 'product_inquiry' || offered.size === 0;
  return c.expectedProducts.every((name) => offered.has(sameName(name)));
}

/** Scores results against their cases (`results[i]` answers `cases[i]`). */
export function scoreEvaluation(
  cases: readonly EvaluationCase[],
  results: readonly AgentResult[],
): EvaluationReport {
  if (cases.length !== results.length) {
    throw new Error(`scoreEvaluation: ${cases.length} cases but ${results.length} results`);
  }
  const rows: EvaluationResultRow[] = cases.map((c, i) => {
    const result = results[i];
    if (!result) throw new Error(`scoreEvaluation: no result for case ${c.uuid}`);
    return {
      caseUuid: c.uuid,
      message: c.message,
      expectedIntent: c.expectedIntent,
      actualIntent: result.intent,
      expectedProducts: [...c.expectedProducts],
      actualProducts: (result.reply?.products ?? []).map((p) => p.name),
      reply: result.reply?.text ?? '',
      passed: casePasses(c, result),
    };
  });
  const byIntent = new Map<Intent, { total: number; passed: number }>();
  for (const row of rows) {
    const score = byIntent.get(row.expectedIntent) ?? { total: 0, passed: 0 };
    score.total++;
    if (row.passed) score.passed++;
    byIntent.set(row.expectedIntent, score);
  }
  const passed = rows.filter((r) => r.passed).length;
  return {
    total: rows.length,
    passed,
    accuracy: ratio(passed, rows.length),
    intents: [...byIntent].map(([intent, s]) => ({
      intent,
      total: s.total,
      passed: s.passed,
      accuracy: ratio(s.passed, s.total),
    })),
    results: rows,
  };
}

/** Asks the assistant about each case, one at a time (a rate-limited LLM is not flooded). */
export async function runEvaluation<C>(
  assistant: Assistant,
  cases: readonly C[],
  inputFor: (c: C) => AgentInput,
): Promise<AgentResult[]> {
  const results: AgentResult[] = [];
  for (const c of cases) results.push(await assistant.respond(inputFor(c)));
  return results;
}

function ratio(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000;
}

import { type QualityReport, scoreQuality } from '../quality.ts';
import { reviewDraft } from '../supervisor.ts';
import type { AgentInput, AgentResult, Assistant } from '../types.ts';
import { BUILTIN_CASES } from './index.ts';
import { SAMPLE_CATALOG, SAMPLE_ORDERS, SAMPLE_SETTINGS } from './store.ts';
import type { BuiltinCase } from './types.ts';

/** The sample customer who asks every case of the built-in set. */
export const SAMPLE_CUSTOMER = 'Ana Reyes';

const orderOf = (c: BuiltinCase) => (c.order ? SAMPLE_ORDERS[c.order] : null);

/** One case as the assistant sees it: the sample store, and the customer's order if the case gives one. */
export function builtinInput(c: BuiltinCase): AgentInput {
  const order = orderOf(c);
  return {
    message: c.message,
    history: c.history ?? [],
    customerName: SAMPLE_CUSTOMER,
    settings: SAMPLE_SETTINGS,
    tools: {
      catalog: async () => SAMPLE_CATALOG,
      latestOrder: async () => order,
    },
  };
}

/** What a reply states that the sample store's tools do not hold (the supervisor's own check). */
export function unsupportedIn(c: BuiltinCase, result: AgentResult): string[] {
  if (!result.reply) return [];
  return reviewDraft({
    draft: result.reply.text,
    products: result.reply.products,
    catalog: SAMPLE_CATALOG,
    order: orderOf(c),
    storePolicies: SAMPLE_SETTINGS.storePolicies,
    knownNames: [SAMPLE_SETTINGS.storeName, SAMPLE_CUSTOMER],
  }).issues;
}

/** Asks the assistant every case, one at a time, and scores the answers per language group. */
export async function runBuiltinSet(
  assistant: Assistant,
  cases: readonly BuiltinCase[] = BUILTIN_CASES,
): Promise<QualityReport & { results: AgentResult[] }> {
  const results: AgentResult[] = [];
  for (const c of cases) results.push(await assistant.respond(builtinInput(c)));
  const report = scoreQuality(cases, results, (i) =>
    unsupportedIn(cases[i] as BuiltinCase, results[i] as AgentResult),
  );
  return { ...report, results };
}

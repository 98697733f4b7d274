/**
 * bench/assistant: the assistant's built-in evaluation set (issue 25: 222 messages, English, Tagalog
 * and Taglish) through the offline agent (the baseline: the embedded default) and through the
 * chat-model path, against a local OpenAI-compatible fake or, with LLM_BASE_URL (LLM_API_KEY,
 * LLM_MODEL), a real model. Prints per language group: mood accuracy, negative recall, intent
 * accuracy, fact correctness (all, and price and order questions), the share of replies stating a fact
 * no tool gave; latency per message (p50, p95) with the ratio to the offline agent; tokens per
 * suggestion and the cost per 1,000 suggestions at LLM_PRICE_IN / LLM_PRICE_OUT (US$ per million
 * tokens; default gpt-4o-mini's list price). Rewrites its section of bench/RESULTS.md.
 *
 *   npm run bench:assistant   (also part of `npm run bench`)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { startFakeChatServer } from '../server/src/integrations/llm/fake.ts';
import { createOpenAiChatModel } from '../server/src/integrations/llm/openai.ts';
import { BUILTIN_CASES } from '../server/src/modules/assistant/agent/builtin/index.ts';
import { builtinInput, unsupportedIn } from '../server/src/modules/assistant/agent/builtin/run.ts';
import { createLlmAssistant } from '../server/src/modules/assistant/agent/llm.ts';
import { createOfflineAssistant } from '../server/src/modules/assistant/agent/offline.ts';
import { type GroupQuality, scoreQuality } from '../server/src/modules/assistant/agent/quality.ts';
import type { AgentResult, Assistant } from '../server/src/modules/assistant/agent/types.ts';

const PRICE_IN = Number(process.env.LLM_PRICE_IN ?? 0.15);
const PRICE_OUT = Number(process.env.LLM_PRICE_OUT ?? 0.6);

async function run(assistant: Assistant) {
  const results: AgentResult[] = [];
  const ms: number[] = [];
  for (const c of BUILTIN_CASES) {
    const started = performance.now();
    results.push(await assistant.respond(builtinInput(c)));
    ms.push(performance.now() - started);
  }
  const report = scoreQuality(BUILTIN_CASES, results, (i) =>
    unsupportedIn(BUILTIN_CASES[i] as (typeof BUILTIN_CASES)[number], results[i] as AgentResult),
  );
  const fellBack = results.filter((r) =>
    (r.steps.at(-1)?.reflection ?? '').endsWith('The offline agent answered instead.'),
  ).length;
  return { report, ms: ms.sort((a, b) => a - b), fellBack };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function table(groups: GroupQuality[]): string {
  const head = 'group    | cases | mood   | neg.recall | intent | facts  | price+order | unsupported';
  const rows = groups.map(
    (g) =>
      `${g.language.padEnd(8)} | ${String(g.cases).padStart(5)} | ${pct(g.moodAccuracy)} | ${pct(g.negativeRecall).padStart(10)} | ${pct(g.intentAccuracy)} | ${pct(g.factCorrectness)} | ${pct(g.priceOrderFactCorrectness).padStart(11)} | ${pct(g.unsupportedShare).padStart(11)}`,
  );
  return [head, ...rows].join('\n');
}

const realModel = process.env.LLM_BASE_URL;
const fake = realModel ? null : await startFakeChatServer();
const model = createOpenAiChatModel({
  baseUrl: realModel ?? fake?.baseUrl ?? '',
  apiKey: process.env.LLM_API_KEY ?? 'sk-fake',
  model: process.env.LLM_MODEL ?? 'fake-chat',
});

const offline = await run(createOfflineAssistant());
const viaModel = await run(createLlmAssistant(model));
const tokens = fake?.usage();
await fake?.close();

const n = BUILTIN_CASES.length;
const p50 = quantile(viaModel.ms, 0.5);
const basep50 = quantile(offline.ms, 0.5);
const lines = [
  `Offline agent (baseline, the embedded default): p50 ${basep50.toFixed(2)} ms, p95 ${quantile(offline.ms, 0.95).toFixed(2)} ms per message`,
  table(offline.report.groups),
  '',
  `Chat-model path (${realModel ? `${model.name} at ${realModel}` : 'local OpenAI-compatible fake'}): p50 ${p50.toFixed(2)} ms, p95 ${quantile(viaModel.ms, 0.95).toFixed(2)} ms per message (${(p50 / basep50).toFixed(1)}× the offline agent); the offline agent answered ${viaModel.fellBack} of ${n}`,
  table(viaModel.report.groups),
];
if (tokens) {
  const inPer = tokens.prompt / n;
  const outPer = tokens.completion / n;
  const cost = ((inPer * PRICE_IN + outPer * PRICE_OUT) / 1_000_000) * 1000;
  lines.push(
    '',
    `Tokens per suggestion: ${Math.round(inPer)} in, ${Math.round(outPer)} out (two requests: tools, then the answer); at US$${PRICE_IN}/M in and US$${PRICE_OUT}/M out: US$${cost.toFixed(3)} per 1,000 suggestions`,
  );
}
const block = lines.join('\n');
console.log(block);

const file = new URL('./RESULTS.md', import.meta.url);
const start = '<!-- bench:assistant -->';
const end = '<!-- /bench:assistant -->';
const note = realModel
  ? ''
  : " The fake model answers carelessly (the first product found, the first policy sentence), so its fact figures measure the pipeline, not a model: what it shows is the path's overhead and that nothing unsupported reaches a customer. The set was written alongside the offline agent's fixes: a regression guard, not a blind measure.";
const section = `${start}\n## Assistant (\`npm run bench:assistant\`)\n\nRun ${new Date().toISOString().slice(0, 10)} on Node ${process.version}, same machine as above. The built-in evaluation set (${n} messages, a third each English, Tagalog and Taglish) asked of its sample store.${note}\n\n\`\`\`\n${block}\n\`\`\`\n${end}`;
const current = readFileSync(file, 'utf8');
const next = current.includes(start)
  ? current.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
  : current.replace('## Not yet recorded here', `${section}\n\n## Not yet recorded here`);
writeFileSync(file, next);

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeChatServer, startFakeChatServer } from '../../../integrations/llm/fake.ts';
import { createOpenAiChatModel } from '../../../integrations/llm/openai.ts';
import { runBuiltinSet } from './builtin/run.ts';
import { createLlmAssistant } from './llm.ts';

/**
 * The model path on the built-in set, against a local OpenAI-compatible fake that invents a price or
 * a GCash number in every fifth answer: no reply a customer could receive states a fact that no tool
 * returned, and each invented one is replaced by the offline agent's answer, which the breakdown says.
 */
let fake: FakeChatServer;
beforeAll(async () => {
  fake = await startFakeChatServer({ inventEvery: 5, apiKey: 'sk-fake' });
});
afterAll(() => fake.close());

describe('chat-model assistant on the built-in evaluation set', () => {
  it('never offers a fact no tool returned, whatever the model writes', async () => {
    const model = createOpenAiChatModel({ baseUrl: fake.baseUrl, apiKey: 'sk-fake', model: 'fake-chat' });
    const report = await runBuiltinSet(createLlmAssistant(model));
    for (const g of report.groups) expect(g.unsupportedShare, g.language).toBe(0);

    const invented = report.results.filter((r) =>
      r.steps.some((s) => s.type !== 'supervisor' && /₱99\.00|0999 123 4567/.test(s.completion ?? '')),
    );
    expect(invented.length).toBeGreaterThan(30);
    // Each invented fact was caught: rewritten from the catalog by the supervisor, or the offline agent answered.
    for (const r of invented) {
      const fellBack =
        r.steps.at(-1)?.reflection ===
        "The supervisor did not offer fake-chat's reply. The offline agent answered instead.";
      expect(fellBack || r.reply?.type === 'supervisor').toBe(true);
    }
    expect(report.rows.filter((r) => /₱99\.00|0999 123 4567/.test(r.reply))).toEqual([]);
    // Mood and intent are read before the model is asked: the same bar as the offline agent.
    for (const g of report.groups) expect(g.moodAccuracy, g.language).toBeGreaterThanOrEqual(0.95);
  });
});

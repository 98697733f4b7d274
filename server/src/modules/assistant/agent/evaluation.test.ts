import { describe, expect, it } from 'vitest';
import { type EvaluationCase, runEvaluation, scoreEvaluation } from './evaluation.ts';
import { DEMO_CATALOG } from './fixtures.ts';
import type { AgentInput, AgentResult, Assistant, CatalogProduct, Intent } from './types.ts';

const product = (name: string): CatalogProduct => ({ ...(DEMO_CATALOG[0] as CatalogProduct), name });
const result = (intent: Intent, products: string[] = [], text = 'ok'): AgentResult => ({
  intent,
  sentiment: 'NEUTRAL',
  reply: { type: 'product', text, products: products.map(product) },
  steps: [],
});
const kase = (uuid: string, expectedIntent: Intent, expectedProducts: string[] = []): EvaluationCase => ({
  uuid,
  message: `message ${uuid}`,
  expectedIntent,
  expectedProducts,
});

describe('scoreEvaluation', () => {
  it('passes a case when the intent matches and every expected product is offered, case-insensitively', () => {
    const report = scoreEvaluation(
      [
        kase('a', 'product_inquiry', ['ube halaya jar']),
        kase('b', 'product_inquiry', ['Ube Halaya Jar', 'Spicy Chicharon']),
        kase('c', 'order_status'),
        kase('d', 'greeting'),
      ],
      [
        result('product_inquiry', ['Ube Halaya Jar', 'Calamansi Juice Concentrate']),
        result('product_inquiry', ['Ube Halaya Jar']),
        result('product_inquiry'),
        result('greeting', ['Classic Cotton Tee']),
      ],
    );
    expect(report.results.map((r) => r.passed)).toEqual([true, false, false, true]);
    expect(report).toMatchObject({ total: 4, passed: 2, accuracy: 0.5 });
    expect(report.intents).toEqual([
      { intent: 'product_inquiry', total: 2, passed: 1, accuracy: 0.5 },
      { intent: 'order_status', total: 1, passed: 0, accuracy: 0 },
      { intent: 'greeting', total: 1, passed: 1, accuracy: 1 },
    ]);
    expect(report.results[2]).toEqual({
      caseUuid: 'c',
      message: 'message c',
      expectedIntent: 'order_status',
      actualIntent: 'product_inquiry',
      expectedProducts: [],
      actualProducts: [],
      reply: 'ok',
      passed: false,
    });
  });

  it('expects no products for a product inquiry with none listed, and reports a declined reply as ""', () => {
    const declined: AgentResult = { intent: 'product_inquiry', sentiment: 'NEUTRAL', reply: null, steps: [] };
    const report = scoreEvaluation(
      [kase('a', 'product_inquiry'), kase('b', 'product_inquiry')],
      [result('product_inquiry', ['Ube Halaya Jar']), declined],
    );
    expect(report.results.map((r) => [r.passed, r.reply])).toEqual([
      [false, 'ok'],
      [true, ''],
    ]);
  });

  it('scores an empty dataset as 0 and refuses mismatched results', () => {
    expect(scoreEvaluation([], [])).toEqual({ total: 0, passed: 0, accuracy: 0, intents: [], results: [] });
    expect(() => scoreEvaluation([kase('a', 'greeting')], [])).toThrow('1 cases but 0 results');
  });
});

describe('runEvaluation', () => {
  it('asks the assistant about each case in order, one at a time', async () => {
    const seen: string[] = [];
    let running = 0;
    const assistant: Assistant = {
      name: 'offline',
      model: null,
      async respond(input: AgentInput) {
        running++;
        expect(running).toBe(1);
        seen.push(input.message);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        return result('greeting');
      },
    };
    const cases = [kase('a', 'greeting'), kase('b', 'greeting'), kase('c', 'greeting')];
    const results = await runEvaluation(assistant, cases, (c) => ({
      message: c.message,
      history: [],
      customerName: 'Test',
      settings: { storeName: 'S', tone: 'friendly', storePolicies: '', handOffRules: '' },
      tools: { catalog: async () => [], latestOrder: async () => null },
    }));
    expect(seen).toEqual(['message a', 'message b', 'message c']);
    expect(results).toHaveLength(3);
  });
});

import { describe, expect, it } from 'vitest';
import { runBuiltinSet } from './builtin/run.ts';
import { createOfflineAssistant } from './offline.ts';
import { rowProblems } from './quality.ts';

/**
 * Issue 25's bar, on the built-in set, in each language group: mood ≥ 95%, negative recall ≥ 90%,
 * every price and order fact right, and no reply stating a fact that no tool returned.
 */
describe('offline assistant on the built-in evaluation set', () => {
  it('meets the quality bar in English, Tagalog and Taglish', async () => {
    const report = await runBuiltinSet(createOfflineAssistant());
    const misses = report.rows
      .map((r) => ({ r, problems: rowProblems(r) }))
      .filter((m) => m.problems.length > 0)
      .map(
        (m) =>
          `${m.r.id} "${m.r.message}": ${m.problems.join('; ')}\n    → ${m.r.reply.replace(/\n/g, ' ⏎ ')}`,
      );
    console.log(report.groups);
    if (misses.length > 0) console.log(misses.join('\n'));
    for (const g of report.groups) {
      expect.soft(g.moodAccuracy, `${g.language} mood`).toBeGreaterThanOrEqual(0.95);
      expect.soft(g.negativeRecall, `${g.language} negative recall`).toBeGreaterThanOrEqual(0.9);
      expect.soft(g.priceOrderFactCorrectness, `${g.language} price/order facts`).toBe(1);
      expect.soft(g.unsupportedShare, `${g.language} unsupported facts`).toBe(0);
    }
  });
});

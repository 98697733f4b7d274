import { describe, expect, it } from 'vitest';
import {
  askingLabel,
  type BuiltinCase,
  failureText,
  filterBuiltinCases,
  formatShare,
  languageCounts,
  meetsBar,
  orderedGroups,
  progressValue,
  QUALITY_COLUMNS,
} from './evaluationQuality';
import { engineLine } from './labels';

const column = (metric: string) => {
  const found = QUALITY_COLUMNS.find((c) => c.metric === metric);
  if (!found) throw new Error(metric);
  return found;
};

const item = (id: string, message: string, facts: string[] = []): BuiltinCase => ({
  id,
  language: id.split('-')[0] ?? 'en',
  message,
  mood: 'NEUTRAL',
  intent: 'product_inquiry',
  topic: 'price',
  facts,
});

describe('evaluation quality', () => {
  it('shows shares to a tenth of a percent without rounding onto a bar that is missed', () => {
    expect(formatShare(0.95)).toBe('95%');
    expect(formatShare(0.9459)).toBe('94.6%');
    expect(formatShare(0.9996)).toBe('99.9%');
    expect(formatShare(1)).toBe('100%');
    expect(formatShare(0.0001)).toBe('0.1%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(Number.NaN)).toBe('0%');
  });

  it('checks each figure against the issue bar and leaves figures without one unmarked', () => {
    expect(meetsBar(column('moodAccuracy'), 0.95)).toBe(true);
    expect(meetsBar(column('moodAccuracy'), 0.949)).toBe(false);
    expect(meetsBar(column('negativeRecall'), 0.9)).toBe(true);
    expect(meetsBar(column('priceOrderFactCorrectness'), 0.999)).toBe(false);
    expect(meetsBar(column('unsupportedShare'), 0)).toBe(true);
    expect(meetsBar(column('unsupportedShare'), 0.004)).toBe(false);
    expect(meetsBar(column('intentAccuracy'), 0.1)).toBeNull();
  });

  it('orders language groups English, Tagalog, Taglish, then All', () => {
    const groups = ['all', 'taglish', 'en', 'tl'].map((language) => ({
      language,
      cases: 1,
      moodAccuracy: 1,
      negativeRecall: 1,
      intentAccuracy: 1,
      factCorrectness: 1,
      priceOrderFactCorrectness: 1,
      unsupportedShare: 0,
    }));
    expect(orderedGroups(groups).map((g) => g.language)).toEqual(['en', 'tl', 'taglish', 'all']);
  });

  it('counts, filters and searches the built-in set', () => {
    const cases = [
      item('en-001', 'How much is the family tray?', ['₱1,299']),
      item('tl-001', 'Magkano po?'),
      item('taglish-001', 'Legit ba kayo?'),
    ];
    expect(languageCounts(cases)).toEqual({ en: 1, tl: 1, taglish: 1 });
    expect(filterBuiltinCases(cases, 'tl', '').map((c) => c.id)).toEqual(['tl-001']);
    expect(filterBuiltinCases(cases, 'all', ' LEGIT ').map((c) => c.id)).toEqual(['taglish-001']);
    expect(filterBuiltinCases(cases, 'all', '1,299').map((c) => c.id)).toEqual(['en-001']);
    expect(filterBuiltinCases(cases, 'en', 'legit')).toEqual([]);
  });

  it('words a run in progress and a failed run', () => {
    expect(askingLabel({ done: 40, total: 222 })).toBe('Asking 40 of 222…');
    expect(progressValue({ done: 40, total: 222 })).toBe(18);
    expect(progressValue({ done: 0, total: 0 })).toBe(0);
    expect(failureText({ error: 'The model timed out.', done: 3, total: 10 })).toBe(
      'This evaluation stopped before it finished: The model timed out. 3 of 10 cases were asked; run it again for its results.',
    );
    expect(failureText({ error: null, done: 0, total: 10 })).toMatch(
      /^This evaluation stopped before it finished\. 0 of 10/,
    );
  });

  it('names the engine that writes the suggestions', () => {
    expect(engineLine('offline', null)).toBe('Engine: Built-in offline agent (no key needed)');
    expect(engineLine('llm', 'qwen2.5-7b')).toBe(
      'Engine: Chat model qwen2.5-7b — falls back to the offline agent when the model fails, takes over 5 s, or states a fact no tool gave',
    );
  });
});

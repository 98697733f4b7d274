import type { BuiltinCase, LanguageGroup } from './builtin/types.ts';
import { statesFact } from './facts.ts';
import type { AgentResult, Intent, SentimentLabel } from './types.ts';

/**
 * The quality report of the built-in evaluation set (issue 25), per language group: mood accuracy,
 * negative recall, intent accuracy, fact correctness (all, and on price and order questions), and the
 * share of replies that state a fact no tool gave (found by the supervisor: `unsupported`).
 */

export interface QualityRow {
  id: string;
  language: LanguageGroup;
  message: string;
  mood: SentimentLabel;
  actualMood: SentimentLabel;
  intent: Intent;
  actualIntent: Intent;
  facts: string[];
  missingFacts: string[];
  /** Facts the reply states that no tool gave. */
  unsupported: string[];
  /** '' when the assistant suggested nothing. */
  reply: string;
}

export interface GroupQuality {
  language: LanguageGroup | 'all';
  cases: number;
  moodAccuracy: number;
  negativeRecall: number;
  intentAccuracy: number;
  /** Cases with facts whose reply states them all. */
  factCorrectness: number;
  /** The same over price and order questions only. */
  priceOrderFactCorrectness: number;
  /** Replies stating a fact no tool gave, over replies given. */
  unsupportedShare: number;
}

export interface QualityReport {
  groups: GroupQuality[];
  rows: QualityRow[];
}

/** `unsupported(i)`: the facts result i states that its tools did not give. */
export function scoreQuality(
  cases: readonly BuiltinCase[],
  results: readonly AgentResult[],
  unsupported: (i: number) => string[],
): QualityReport {
  const rows: QualityRow[] = cases.map((c, i) => {
    const r = results[i];
    if (!r) throw new Error(`scoreQuality: no result for case ${c.id}`);
    const reply = r.reply?.text ?? '';
    return {
      id: c.id,
      language: c.language,
      message: c.message,
      mood: c.mood,
      actualMood: r.sentiment,
      intent: c.intent,
      actualIntent: r.intent,
      facts: c.facts,
      missingFacts: c.facts.filter((f) => !statesFact(reply, f)),
      unsupported: reply === '' ? [] : unsupported(i),
      reply,
    };
  });
  const topicOf = new Map(cases.map((c) => [c.id, c.topic]));
  const group = (language: GroupQuality['language'], of: QualityRow[]): GroupQuality => {
    const negative = of.filter((r) => r.mood === 'NEGATIVE');
    const withFacts = of.filter((r) => r.facts.length > 0);
    const priceOrder = withFacts.filter((r) => ['price', 'order'].includes(topicOf.get(r.id) ?? ''));
    const replied = of.filter((r) => r.reply !== '');
    return {
      language,
      cases: of.length,
      moodAccuracy: ratio(of.filter((r) => r.actualMood === r.mood).length, of.length),
      negativeRecall: ratio(negative.filter((r) => r.actualMood === 'NEGATIVE').length, negative.length),
      intentAccuracy: ratio(of.filter((r) => r.actualIntent === r.intent).length, of.length),
      factCorrectness: ratio(withFacts.filter((r) => r.missingFacts.length === 0).length, withFacts.length),
      priceOrderFactCorrectness: ratio(
        priceOrder.filter((r) => r.missingFacts.length === 0).length,
        priceOrder.length,
      ),
      unsupportedShare: ratio(replied.filter((r) => r.unsupported.length > 0).length, replied.length, 0),
    };
  };
  const languages = [...new Set(rows.map((r) => r.language))];
  return {
    groups: [
      ...languages.map((l) =>
        group(
          l,
          rows.filter((r) => r.language === l),
        ),
      ),
      group('all', rows),
    ],
    rows,
  };
}

function ratio(part: number, whole: number, empty = 1): number {
  return whole === 0 ? empty : Math.round((part / whole) * 10_000) / 10_000;
}

/** What went wrong in one row, for test output and the Evaluation screen. */
export function rowProblems(r: QualityRow): string[] {
  return [
    ...(r.actualMood !== r.mood ? [`mood ${r.actualMood} (expected ${r.mood})`] : []),
    ...(r.actualIntent !== r.intent ? [`intent ${r.actualIntent} (expected ${r.intent})`] : []),
    ...r.missingFacts.map((f) => `missing ${f}`),
    ...r.unsupported.map((f) => `unsupported: ${f}`),
  ];
}

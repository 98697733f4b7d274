import type {
  EvaluationBuiltinCasesQuery,
  EvaluationDataset,
  EvaluationRunDetailsFieldsFragment,
  EvaluationRunStatus,
  Sentiment,
} from '../../generated/graphql';

export type BuiltinCase = EvaluationBuiltinCasesQuery['evaluationBuiltinCases'][number];
export type GroupQuality = EvaluationRunDetailsFieldsFragment['groups'][number];

/** How often a screen showing a running evaluation asks for its progress. */
export const RUN_POLL_MS = 1500;

export const DATASET_LABELS: Readonly<Record<EvaluationDataset, string>> = {
  merchant: 'Your dataset',
  builtin: 'Built-in set',
};

/** The built-in set's language groups, in the order the screens list them. */
export const LANGUAGES = ['en', 'tl', 'taglish'] as const;
export type Language = (typeof LANGUAGES)[number];

const LANGUAGE_LABELS: Readonly<Record<string, string>> = {
  en: 'English',
  tl: 'Tagalog',
  taglish: 'Taglish',
  all: 'All',
};

/** A language code as the merchant reads it; an unknown code as it is. */
export function languageLabel(code: string): string {
  return LANGUAGE_LABELS[code] ?? code;
}

export const MOOD_LABELS: Readonly<Record<Sentiment, string>> = {
  POSITIVE: 'Positive',
  NEUTRAL: 'Neutral',
  NEGATIVE: 'Negative',
};

export function moodLabel(mood: Sentiment | null | undefined): string {
  return mood ? MOOD_LABELS[mood] : 'None';
}

/** "Asking 40 of 222…": a running evaluation's progress. */
export function askingLabel(run: { done: number; total: number }): string {
  return `Asking ${Math.min(run.done, run.total)} of ${run.total}…`;
}

/** done/total as 0..100 for a determinate progress bar. */
export function progressValue(run: { done: number; total: number }): number {
  if (run.total <= 0) return 0;
  return Math.round((Math.min(run.done, run.total) / run.total) * 100);
}

export function isRunning(run: { status: EvaluationRunStatus }): boolean {
  return run.status === 'running';
}

/** Cases per language group of the built-in set. */
export function languageCounts(cases: readonly Pick<BuiltinCase, 'language'>[]): Record<Language, number> {
  const counts: Record<Language, number> = { en: 0, tl: 0, taglish: 0 };
  for (const item of cases) {
    if ((LANGUAGES as readonly string[]).includes(item.language)) counts[item.language as Language] += 1;
  }
  return counts;
}

/** The built-in cases in one language ('all': every one) whose message, topic or facts hold the search. */
export function filterBuiltinCases(
  cases: readonly BuiltinCase[],
  language: Language | 'all',
  search: string,
): BuiltinCase[] {
  const needle = search.trim().toLowerCase();
  return cases.filter(
    (item) =>
      (language === 'all' || item.language === language) &&
      (needle === '' ||
        item.message.toLowerCase().includes(needle) ||
        item.topic.toLowerCase().includes(needle) ||
        item.facts.some((fact) => fact.toLowerCase().includes(needle))),
  );
}

/** 0..1 as a percentage with at most one decimal, never rounded onto a bar it misses: 0.9996 -> '99.9%'. */
export function formatShare(share: number): string {
  if (!Number.isFinite(share)) return '0%';
  const clamped = Math.min(1, Math.max(0, share));
  let tenths = Math.round(clamped * 1000);
  if (tenths === 1000 && clamped < 1) tenths = 999;
  if (tenths === 0 && clamped > 0) tenths = 1;
  return `${tenths / 10}%`;
}

export type QualityMetric = Exclude<keyof GroupQuality, 'language' | 'cases' | '__typename'>;

export interface QualityColumn {
  metric: QualityMetric;
  label: string;
  /** The issue's bar: at least `min`, or at most `max`; none for figures without one. */
  bar?: { min: number } | { max: number };
}

/** The per-language table's columns, with the bar of issue 25 where it sets one. */
export const QUALITY_COLUMNS: readonly QualityColumn[] = [
  { metric: 'moodAccuracy', label: 'Mood accuracy', bar: { min: 0.95 } },
  { metric: 'negativeRecall', label: 'Negative recall', bar: { min: 0.9 } },
  { metric: 'intentAccuracy', label: 'Intent accuracy' },
  { metric: 'factCorrectness', label: 'Facts right' },
  { metric: 'priceOrderFactCorrectness', label: 'Price & order facts', bar: { min: 1 } },
  { metric: 'unsupportedShare', label: 'Unsupported facts', bar: { max: 0 } },
];

/** Whether a figure meets its column's bar (null: the column has none). */
export function meetsBar(column: QualityColumn, value: number): boolean | null {
  if (!column.bar) return null;
  return 'min' in column.bar ? value >= column.bar.min : value <= column.bar.max;
}

/** The bar in words: "at least 95%", "100%", "0%". */
export function barLabel(column: QualityColumn): string | null {
  if (!column.bar) return null;
  if ('max' in column.bar) return column.bar.max === 0 ? '0%' : `at most ${formatShare(column.bar.max)}`;
  return column.bar.min === 1 ? '100%' : `at least ${formatShare(column.bar.min)}`;
}

/** Rows in the order en, tl, taglish, then all; groups the server adds later go before all. */
export function orderedGroups(groups: readonly GroupQuality[]): GroupQuality[] {
  const rank = (language: string) => {
    const index = (LANGUAGES as readonly string[]).indexOf(language);
    if (index >= 0) return index;
    return language === 'all' ? LANGUAGES.length + 1 : LANGUAGES.length;
  };
  return [...groups].sort((a, b) => rank(a.language) - rank(b.language));
}

/** Why a run failed, in plain words. */
export function failureText(run: { error: string | null; done: number; total: number }): string {
  const reason = run.error?.trim().replace(/[.\s]+$/, '');
  return `This evaluation stopped before it finished${reason ? `: ${reason}` : ''}. ${Math.min(run.done, run.total)} of ${run.total} cases were asked; run it again for its results.`;
}

/** What a run's row says: its score, its progress, or that it failed. */
export function runStatusText(run: {
  status: EvaluationRunStatus;
  done: number;
  total: number;
  passed: number;
}): string {
  if (run.status === 'running') return askingLabel(run);
  if (run.status === 'failed') return 'Failed';
  return `${run.passed}/${run.total} passed`;
}

import * as z from 'zod/mini';
import type { AssistantIntent } from '../../generated/graphql';
import { select, zRequiredString } from '../../lib/validation';
import { isAssistantIntent } from './labels';

export const EVALUATION_PAGE_SIZE = 20;
/** The server keeps case messages to 1000 characters. */
export const CASE_MESSAGE_LIMIT = 1000;
export const MESSAGE_LABEL = 'Customer message';
export const INTENT_LABEL = 'Expected intent';
export const PRODUCTS_LABEL = 'Expected products';

/** The Add / Edit case form: a message and an intent are required; products are optional names. */
export const caseFormSchema = z.object({
  message: zRequiredString(MESSAGE_LABEL, { max: CASE_MESSAGE_LIMIT }),
  expectedIntent: z
    .string()
    .check(z.refine((value) => isAssistantIntent(value), { error: select(INTENT_LABEL), abort: true })),
  expectedProducts: z.array(z.string()),
});

export type CaseFormInput = z.input<typeof caseFormSchema>;
export type CaseFormValues = z.output<typeof caseFormSchema>;
export type CaseFormField = keyof CaseFormValues;
export const CASE_FORM_FIELDS: readonly CaseFormField[] = ['message', 'expectedIntent', 'expectedProducts'];

/** The form's starting values: empty for a new case, the case's own for an edit. */
export function caseFormStart(existing?: {
  message: string;
  expectedIntent: AssistantIntent;
  expectedProducts: readonly string[];
}): CaseFormInput {
  return existing
    ? {
        message: existing.message,
        expectedIntent: existing.expectedIntent,
        expectedProducts: [...existing.expectedProducts],
      }
    : { message: '', expectedIntent: '', expectedProducts: [] };
}

/** What the create and update mutations take from the form (the intent was checked by the schema). */
export function caseInput(values: CaseFormValues): {
  message: string;
  expectedIntent: AssistantIntent;
  expectedProducts: string[];
} | null {
  if (!isAssistantIntent(values.expectedIntent)) return null;
  return {
    message: values.message.trim(),
    expectedIntent: values.expectedIntent,
    expectedProducts: productNames(values.expectedProducts),
  };
}

/** Product names as chips: trimmed, blanks dropped, each name once (ignoring case; the first spelling wins). */
export function productNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/** Text typed into the products field, split on commas (pasting "Ube jam, Leche flan" adds two). */
export function splitProductText(text: string): string[] {
  return productNames(text.split(/[,;\n]/));
}

/** 0..1 as a whole percentage: 0.8333 -> '83%'; 1 -> '100%'. */
export function formatAccuracy(accuracy: number): string {
  if (!Number.isFinite(accuracy)) return '0%';
  const clamped = Math.min(1, Math.max(0, accuracy));
  return `${Math.round(clamped * 100)}%`;
}

/** The colour a score deserves: good from 80 %, fair from 50 %. */
export function accuracyTone(accuracy: number): 'success' | 'warning' | 'error' {
  if (accuracy >= 0.8) return 'success';
  if (accuracy >= 0.5) return 'warning';
  return 'error';
}

/** Newest first by creation time (ISO 8601), then by uuid so equal times keep one order. */
export function newestFirst<T extends { uuid: string; createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => {
    const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
    return byTime !== 0 ? byTime : b.uuid.localeCompare(a.uuid);
  });
}

/** Per-intent rows, weakest first so what needs work reads first (ties by intent name). */
export function weakestFirst<T extends { intent: string; accuracy: number }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.accuracy - b.accuracy || a.intent.localeCompare(b.intent));
}

/** Whether two product lists name the same products (ignoring case and order). */
export function sameProducts(a: readonly string[], b: readonly string[]): boolean {
  const left = productNames(a).map((n) => n.toLowerCase());
  const right = new Set(productNames(b).map((n) => n.toLowerCase()));
  return left.length === right.size && left.every((n) => right.has(n));
}

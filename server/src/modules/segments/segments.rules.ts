/**
 * Customer segments as data: which facts a rule can test, with which operators and values, and the
 * plain-words problems of a segment's form. A segment is every customer who matches all its rules.
 */

/** Each fact a rule tests, its operators and the kind of value it takes. */
export const SEGMENT_FIELDS = {
  last_order: { ops: ['within_days', 'not_within_days'], value: 'days' },
  orders_count: { ops: ['at_least', 'at_most'], value: 'count' },
  total_spent: { ops: ['at_least', 'at_most'], value: 'centavos' },
  bought_product: { ops: ['any_of'], value: 'products' },
  bought_category: { ops: ['any_of'], value: 'categories' },
  location: { ops: ['any_of'], value: 'places' },
  last_message: { ops: ['within_days', 'not_within_days'], value: 'days' },
  messenger: { ops: ['is', 'is_not'], value: 'none' },
  tags: { ops: ['any_of'], value: 'tags' },
} as const satisfies Record<string, { ops: readonly string[]; value: string }>;

export type SegmentField = keyof typeof SEGMENT_FIELDS;
export const SEGMENT_FIELD_NAMES = Object.keys(SEGMENT_FIELDS) as SegmentField[];
export const SEGMENT_OPS = [
  'within_days',
  'not_within_days',
  'at_least',
  'at_most',
  'any_of',
  'is',
  'is_not',
] as const;
export type SegmentOp = (typeof SEGMENT_OPS)[number];

/** One rule as stored: `value` for days, counts and centavos; `ids` for products, categories, PSGC places (regions, provinces, cities) and customer tags. */
export interface SegmentRule {
  field: SegmentField;
  op: SegmentOp;
  value?: number | null;
  ids?: readonly string[] | null;
}

export const MAX_RULES = 10;
export const MAX_IDS = 50;
export const MAX_SEGMENTS = 100;
export const MAX_NAME = 60;
export const MAX_DAYS = 3650;
export const MAX_COUNT = 100_000;
export const MAX_CENTAVOS = 10_000_000_000; // ₱100,000,000.00
/** How many matching customers the form's preview lists. */
export const SAMPLE_SIZE = 5;

const whole = (n: number | null | undefined, min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

/** What a rule's ids must be: a uuid (products, categories), a PSGC place's code (locations), a tag. */
export interface IdCheck {
  isId: (id: string) => boolean;
  isPlace: (code: string) => boolean;
  /** A customer tag, normalized (the customers' rules). */
  isTag: (tag: string) => boolean;
}

/** A rule's problem in plain words, or null when it is sound. */
export function ruleProblem(rule: SegmentRule, check: IdCheck): string | null {
  const field = SEGMENT_FIELDS[rule.field];
  if (!field) return 'Choose what the rule tests';
  if (!(field.ops as readonly string[]).includes(rule.op)) return 'Choose how the rule compares';
  switch (field.value) {
    case 'days':
      return whole(rule.value, 1, MAX_DAYS) ? null : `Days should be a whole number from 1 to ${MAX_DAYS}`;
    case 'count':
      return whole(rule.value, 0, MAX_COUNT)
        ? null
        : `Orders should be a whole number from 0 to ${MAX_COUNT.toLocaleString('en-PH')}`;
    case 'centavos':
      return whole(rule.value, 0, MAX_CENTAVOS) ? null : 'Amount should be from ₱0.00 to ₱100,000,000.00';
    case 'products':
    case 'categories':
    case 'places': {
      const ids = rule.ids ?? [];
      const what = field.value === 'places' ? 'place' : field.value.slice(0, -1);
      if (ids.length === 0) return `Choose at least one ${what}`;
      if (ids.length > MAX_IDS) return `Choose at most ${MAX_IDS}`;
      const valid = field.value === 'places' ? check.isPlace : check.isId;
      return ids.every(valid) ? null : `Choose a ${what} from the list`;
    }
    case 'tags': {
      const ids = rule.ids ?? [];
      if (ids.length === 0) return 'Choose at least one tag';
      if (ids.length > MAX_IDS) return `Choose at most ${MAX_IDS} tags`;
      return ids.every(check.isTag) ? null : 'A tag should be 1 to 30 letters, digits, spaces or hyphens';
    }
    case 'none':
      return null;
  }
}

export interface SegmentInput {
  name: string;
  rules: readonly SegmentRule[];
}

/** The form's problems by field (`name`, `rules`, `rules.0`…), in plain words; empty when sound. */
export function segmentProblems(input: SegmentInput, check: IdCheck): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) problems.name = 'Name is required';
  else if (name.length > MAX_NAME) problems.name = `Name should not exceed ${MAX_NAME} characters`;
  Object.assign(problems, rulesProblems(input.rules, check));
  return problems;
}

/** The rules' problems alone (the live preview checks only these). */
export function rulesProblems(rules: readonly SegmentRule[], check: IdCheck): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rules.length > MAX_RULES) problems.rules = `A segment has at most ${MAX_RULES} rules`;
  rules.forEach((rule, i) => {
    const problem = ruleProblem(rule, check);
    if (problem) problems[`rules.${i}`] = problem;
  });
  return problems;
}

/** A rule as stored: only the value its field takes, ids deduplicated. */
export function cleanRule(rule: SegmentRule): SegmentRule {
  const kind = SEGMENT_FIELDS[rule.field].value;
  if (kind === 'none') return { field: rule.field, op: rule.op };
  if (kind === 'products' || kind === 'categories' || kind === 'places' || kind === 'tags')
    return { field: rule.field, op: rule.op, ids: [...new Set(rule.ids ?? [])] };
  return { field: rule.field, op: rule.op, value: rule.value ?? 0 };
}

const DAY_MS = 86_400_000;
/** The instant `days` days before `now`: "within N days" is at or after it. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/**
 * The segment form as data: each fact a rule can test (server: modules/segments/segments.rules.ts),
 * its words, operators and value; a rule as typed and as sent; and a rule in one line for the list.
 */
import type {
  SegmentField,
  SegmentFieldsFragment,
  SegmentOp,
  SegmentRuleInput,
} from '../../generated/graphql';
import { formatPeso, formatPesoInput, parsePesos } from '../../lib/money';

export type ValueKind =
  | 'days'
  | 'count'
  | 'centavos'
  | 'products'
  | 'categories'
  | 'places'
  | 'tags'
  | 'none';

export interface FieldSpec {
  label: string;
  ops: readonly [{ op: SegmentOp; label: string }, ...{ op: SegmentOp; label: string }[]];
  value: ValueKind;
}

const DAYS_OPS = [
  { op: 'WITHIN_DAYS', label: 'in the last' },
  { op: 'NOT_WITHIN_DAYS', label: 'not in the last' },
] as const;
const AMOUNT_OPS = [
  { op: 'AT_LEAST', label: 'at least' },
  { op: 'AT_MOST', label: 'at most' },
] as const;
const ANY = [{ op: 'ANY_OF', label: 'any of' }] as const;

export const SEGMENT_FIELDS: Readonly<Record<SegmentField, FieldSpec>> = {
  LAST_ORDER: { label: 'Ordered', ops: DAYS_OPS, value: 'days' },
  ORDERS_COUNT: { label: 'Orders', ops: AMOUNT_OPS, value: 'count' },
  TOTAL_SPENT: { label: 'Total spent', ops: AMOUNT_OPS, value: 'centavos' },
  BOUGHT_PRODUCT: { label: 'Bought a product', ops: ANY, value: 'products' },
  BOUGHT_CATEGORY: { label: 'Bought from a category', ops: ANY, value: 'categories' },
  LOCATION: { label: 'Delivered to', ops: ANY, value: 'places' },
  LAST_MESSAGE: { label: 'Messaged the page', ops: DAYS_OPS, value: 'days' },
  MESSENGER: {
    label: 'On Messenger',
    ops: [
      { op: 'IS', label: 'yes' },
      { op: 'IS_NOT', label: 'no' },
    ],
    value: 'none',
  },
  TAGS: { label: 'Tagged', ops: ANY, value: 'tags' },
};
export const FIELD_NAMES = Object.keys(SEGMENT_FIELDS) as SegmentField[];

export interface Named {
  /** A uuid (products, categories), a PSGC code (places) or the tag itself (tags). */
  id: string;
  name: string;
}

/** A rule as the form holds it: the number as typed, the chosen things with their names. */
export interface RuleDraft {
  key: string;
  field: SegmentField;
  op: SegmentOp;
  text: string;
  chosen: Named[];
}

let keys = 0;
const nextKey = () => `rule-${++keys}`;

export function newRule(field: SegmentField = 'LAST_ORDER'): RuleDraft {
  const spec = SEGMENT_FIELDS[field];
  return { key: nextKey(), field, op: spec.ops[0].op, text: spec.value === 'days' ? '30' : '', chosen: [] };
}

/** A new field keeps nothing of the old one's value. */
export const withField = (rule: RuleDraft, field: SegmentField): RuleDraft => ({
  ...newRule(field),
  key: rule.key,
});

type SavedRule = SegmentFieldsFragment['rules'][number];

export function draftOf(rule: SavedRule): RuleDraft {
  const kind = SEGMENT_FIELDS[rule.field].value;
  const chosen: Named[] =
    kind === 'products'
      ? rule.products.map((p) => ({ id: p.uuid, name: p.name }))
      : kind === 'categories'
        ? rule.categories.map((c) => ({ id: c.uuid, name: c.name }))
        : kind === 'places'
          ? rule.places.map((p) => ({ id: p.code, name: p.name }))
          : kind === 'tags'
            ? rule.ids.map((tag) => ({ id: tag, name: tag }))
            : [];
  const value = rule.value ?? 0;
  const text =
    kind === 'centavos'
      ? formatPesoInput(value)
      : kind === 'none' || rule.value === null
        ? ''
        : String(value);
  return { key: nextKey(), field: rule.field, op: rule.op, text, chosen };
}

/**
 * The rule as the server takes it. A number that does not parse is sent as -1, so that the server
 * answers with the field's own message ("Days should be…"): one source of truth for the rules.
 */
export function inputOf(rule: RuleDraft): SegmentRuleInput {
  const kind = SEGMENT_FIELDS[rule.field].value;
  if (kind === 'none') return { field: rule.field, op: rule.op };
  if (kind === 'products' || kind === 'categories' || kind === 'places' || kind === 'tags')
    return { field: rule.field, op: rule.op, ids: rule.chosen.map((c) => c.id) };
  const text = rule.text.trim();
  const value = kind === 'centavos' ? parsePesos(text) : /^\d+$/.test(text) ? Number(text) : null;
  return { field: rule.field, op: rule.op, value: value ?? -1 };
}

const plural = (n: number, one: string) => `${n.toLocaleString('en-PH')} ${one}${n === 1 ? '' : 's'}`;

/** A saved rule in one line: "Orders at least 2", "Messaged the page in the last 1 day". */
export function describeRule(rule: SavedRule): string {
  const spec = SEGMENT_FIELDS[rule.field];
  const op = spec.ops.find((o) => o.op === rule.op)?.label ?? '';
  const value = rule.value ?? 0;
  switch (spec.value) {
    case 'days':
      return `${spec.label} ${op} ${plural(value, 'day')}`;
    case 'count':
      return `${spec.label} ${op} ${value.toLocaleString('en-PH')}`;
    case 'centavos':
      return `${spec.label} ${op} ${formatPeso(value)}`;
    case 'none':
      return `${spec.label}: ${op}`;
    case 'tags':
      return `${spec.label} ${rule.ids.join(' or ')}`;
    default: {
      const { chosen } = draftOf(rule);
      return `${spec.label} ${chosen.map((c) => c.name).join(', ') || '(removed)'}`;
    }
  }
}

/** "1,234 customers", or "10,000+ customers" past the server's count cap. */
export const customersLabel = (count: number, capped: boolean): string =>
  capped ? `${count.toLocaleString('en-PH')}+ customers` : plural(count, 'customer');

import type { FieldErrors, Resolver } from 'react-hook-form';
import type {
  PromotionCondition,
  PromotionFieldsFragment,
  PromotionKind,
  PromotionScope,
  PromotionValueType,
} from '../../generated/graphql';
import { manilaIso, manilaLocal } from '../../lib/manilaInput';
import { formatPesoInput, parsePesos } from '../../lib/money';
import { invalidType, max, required, select } from '../../lib/validation';

export const TITLE_LIMIT = 80;
export const MAX_TIERS = 5;
export const CODE_RE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
const MAX_CENTAVOS = 100_000_000;
/** A `datetime-local` field's value: Manila wall time. */

export interface Picked {
  uuid: string;
  name: string;
}
export interface TierValues {
  minQuantity: string;
  percent: string;
}

/** The form as typed: text for numbers (pesos, percent, counts), Manila wall time for dates. */
export interface PromoValues {
  title: string;
  code: string;
  valueType: PromotionValueType;
  value: string;
  scope: PromotionScope;
  products: Picked[];
  categories: Picked[];
  minimumPurchase: string;
  condition: PromotionCondition;
  buyQuantity: string;
  getQuantity: string;
  tiers: TierValues[];
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
}
export type PromoField = keyof PromoValues;

/** The server's field names (extensions.fields, preview problems) on the form's fields. */
export const SERVER_FIELDS: Readonly<Record<string, PromoField>> = {
  title: 'title',
  code: 'code',
  valueType: 'valueType',
  value: 'value',
  scope: 'scope',
  productUuids: 'products',
  categoryUuids: 'categories',
  minimumPurchase: 'minimumPurchase',
  condition: 'condition',
  buyQuantity: 'buyQuantity',
  getQuantity: 'getQuantity',
  tiers: 'tiers',
  startsAt: 'startsAt',
  endsAt: 'endsAt',
  usageLimit: 'usageLimit',
  perCustomerLimit: 'perCustomerLimit',
  firstOrderOnly: 'firstOrderOnly',
};

export function fromServerFields(
  fromServer: Readonly<Record<string, string>>,
): Partial<Record<PromoField, string>> {
  const mapped: Partial<Record<PromoField, string>> = {};
  for (const [name, message] of Object.entries(fromServer)) {
    const field = SERVER_FIELDS[name];
    if (field && message) mapped[field] = message;
  }
  return mapped;
}

/** Which fields the form shows: rules of the kind and the condition (data, not branches in the view). */
export function visibleFields(
  kind: PromotionKind,
  values: Pick<PromoValues, 'condition' | 'valueType' | 'scope'>,
) {
  const condition = kind === 'AUTOMATIC' ? values.condition : 'NONE';
  return {
    code: kind === 'CODE',
    condition: kind === 'AUTOMATIC',
    buyGet: condition === 'BUY_X_GET_Y',
    tiers: condition === 'QUANTITY_TIERS',
    /** Buy X get Y and tiers take a percentage off: the type is fixed to Percent. */
    valueTypeFixed: condition !== 'NONE',
    value: condition === 'BUY_X_GET_Y' || (condition === 'NONE' && values.valueType !== 'FREE_SHIPPING'),
    products: values.scope === 'PRODUCTS',
    categories: values.scope === 'CATEGORIES',
    /** Cart promos are spend thresholds: the minimum is required. */
    minimumRequired: kind === 'CART',
  };
}

const isWhole = (v: string, lo: number, hi: number) =>
  /^\d+$/.test(v.trim()) && Number(v) >= lo && Number(v) <= hi;
const optionalCount = (v: string) => v.trim() === '' || isWhole(v, 1, 1_000_000);

/** The form's problems, in the spec's generic messages (document 3 §5) where they apply. */
export function promoProblems(kind: PromotionKind, v: PromoValues): Partial<Record<PromoField, string>> {
  const show = visibleFields(kind, v);
  const p: Partial<Record<PromoField, string>> = {};
  if (!v.title.trim()) p.title = required('Title');
  else if (v.title.trim().length > TITLE_LIMIT) p.title = max('Title', TITLE_LIMIT);
  if (show.code) {
    const code = v.code.trim().toUpperCase();
    if (!code) p.code = required('Code');
    else if (!CODE_RE.test(code)) p.code = 'Code has invalid value: use 3 to 20 letters, digits, - or _';
  }
  if (show.value) {
    const type = show.valueTypeFixed ? 'PERCENT' : v.valueType;
    if (v.value.trim() === '') p.value = required(type === 'PERCENT' ? 'Percentage' : 'Amount');
    else if (type === 'PERCENT' && !isWhole(v.value, 1, 100))
      p.value = 'Percentage should be between 1 and 100';
    else if (type === 'FIXED') {
      const centavos = parsePesos(v.value);
      if (centavos === null || centavos < 1 || centavos > MAX_CENTAVOS) p.value = invalidType('Amount');
    }
  }
  if (show.products && v.products.length === 0) p.products = select('Products');
  if (show.categories && v.categories.length === 0) p.categories = select('Categories');
  const minimum = v.minimumPurchase.trim() === '' ? 0 : parsePesos(v.minimumPurchase);
  if (minimum === null || minimum > MAX_CENTAVOS) p.minimumPurchase = invalidType('Minimum purchase');
  else if (show.minimumRequired && minimum === 0) p.minimumPurchase = required('Minimum purchase');
  if (show.buyGet) {
    if (!isWhole(v.buyQuantity, 1, 100)) p.buyQuantity = 'Buy quantity should be between 1 and 100';
    if (!isWhole(v.getQuantity, 1, 100)) p.getQuantity = 'Get quantity should be between 1 and 100';
  }
  if (show.tiers) {
    const tiers = v.tiers;
    if (tiers.length === 0 || tiers.length > MAX_TIERS)
      p.tiers = `Quantity tiers should be between 1 and ${MAX_TIERS}`;
    else if (
      tiers.some(
        (t, i) =>
          !isWhole(t.minQuantity, 2, 1000) ||
          (i > 0 && Number(t.minQuantity) <= Number(tiers[i - 1]?.minQuantity ?? 0)),
      )
    )
      p.tiers = 'Each tier needs a larger quantity than the one before, from 2';
    else if (tiers.some((t) => !isWhole(t.percent, 1, 100)))
      p.tiers = 'Percentage should be between 1 and 100';
  }
  const start = manilaIso(v.startsAt);
  if (v.startsAt.trim() === '') p.startsAt = required('Start date');
  else if (start === null) p.startsAt = invalidType('Start date');
  if (v.endsAt.trim() !== '') {
    const end = manilaIso(v.endsAt);
    if (end === null) p.endsAt = invalidType('End date');
    else if (start !== null && end <= start) p.endsAt = 'End date should be after the start date';
  }
  if (!optionalCount(v.usageLimit)) p.usageLimit = invalidType('Usage limit');
  if (!optionalCount(v.perCustomerLimit)) p.perCustomerLimit = invalidType('Limit per customer');
  return p;
}

/** react-hook-form's resolver over promoProblems for this kind. */
export const promoResolver =
  (kind: PromotionKind): Resolver<PromoValues> =>
  async (values) => {
    const problems = promoProblems(kind, values);
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors: FieldErrors<PromoValues> = {};
    for (const [field, message] of entries)
      (errors as Record<string, unknown>)[field] = { type: 'validate', message };
    return { values: {}, errors };
  };

const count = (v: string): number | null => (v.trim() === '' ? null : Number(v));

/** What create, update and the preview send (all but appUuid, kind and uuid): whole numbers, centavos, ISO dates. */
export function promoInput(kind: PromotionKind, v: PromoValues) {
  const show = visibleFields(kind, v);
  const condition: PromotionCondition = show.condition ? v.condition : 'NONE';
  const valueType: PromotionValueType = show.valueTypeFixed ? 'PERCENT' : v.valueType;
  let value = 0;
  if (show.value)
    value = valueType === 'FIXED' ? (parsePesos(v.value) ?? 0) : Number.parseInt(v.value, 10) || 0;
  return {
    title: v.title.trim(),
    code: show.code ? v.code.trim().toUpperCase() : null,
    valueType,
    value,
    scope: v.scope,
    productUuids: show.products ? v.products.map((p) => p.uuid) : [],
    categoryUuids: show.categories ? v.categories.map((c) => c.uuid) : [],
    minimumPurchase: v.minimumPurchase.trim() === '' ? 0 : (parsePesos(v.minimumPurchase) ?? 0),
    condition,
    buyQuantity: show.buyGet ? count(v.buyQuantity) : null,
    getQuantity: show.buyGet ? count(v.getQuantity) : null,
    tiers: show.tiers
      ? v.tiers.map((t) => ({ minQuantity: Number(t.minQuantity), percent: Number(t.percent) }))
      : [],
    /** '' while the field is not a date: the form refuses to send it (the preview puts its own). */
    startsAt: manilaIso(v.startsAt) ?? '',
    endsAt: manilaIso(v.endsAt),
    usageLimit: count(v.usageLimit),
    perCustomerLimit: count(v.perCustomerLimit),
    firstOrderOnly: v.firstOrderOnly,
  };
}

/** A new promotion's form: starting now (Manila), a percentage off the whole order. */
export function emptyPromo(now: Date = new Date()): PromoValues {
  return {
    title: '',
    code: '',
    valueType: 'PERCENT',
    value: '',
    scope: 'ORDER',
    products: [],
    categories: [],
    minimumPurchase: '',
    condition: 'NONE',
    buyQuantity: '1',
    getQuantity: '1',
    tiers: [{ minQuantity: '2', percent: '' }],
    startsAt: manilaLocal(now.toISOString()),
    endsAt: '',
    usageLimit: '',
    perCustomerLimit: '',
    firstOrderOnly: false,
  };
}

/** The form's starting values from a saved promotion. */
export function promoValues(p: PromotionFieldsFragment): PromoValues {
  return {
    title: p.title,
    code: p.code ?? '',
    valueType: p.valueType,
    value: p.valueType === 'FIXED' ? formatPesoInput(p.value) : p.value > 0 ? String(p.value) : '',
    scope: p.scope,
    products: p.products.map(({ uuid, name }) => ({ uuid, name })),
    categories: p.categories.map(({ uuid, name }) => ({ uuid, name })),
    minimumPurchase: p.minimumPurchase > 0 ? formatPesoInput(p.minimumPurchase) : '',
    condition: p.condition,
    buyQuantity: String(p.buyQuantity ?? 1),
    getQuantity: String(p.getQuantity ?? 1),
    tiers:
      p.tiers.length > 0
        ? p.tiers.map((t) => ({ minQuantity: String(t.minQuantity), percent: String(t.percent) }))
        : [{ minQuantity: '2', percent: '' }],
    startsAt: manilaLocal(p.startsAt),
    endsAt: manilaLocal(p.endsAt),
    usageLimit: p.usageLimit === null || p.usageLimit === undefined ? '' : String(p.usageLimit),
    perCustomerLimit:
      p.perCustomerLimit === null || p.perCustomerLimit === undefined ? '' : String(p.perCustomerLimit),
    firstOrderOnly: p.firstOrderOnly,
  };
}

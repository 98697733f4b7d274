/** A promotion's form: its fields and their problems, in the spec's generic messages (document 3 §5). */
import {
  MAX_TIERS,
  MAX_VOUCHERS,
  normalizeCode,
  type PromotionCondition,
  type PromotionKind,
  type PromotionScope,
  type PromotionValueType,
  type Tier,
} from './promotions.rules.ts';

export interface PromotionInput {
  kind: PromotionKind;
  title: string;
  code?: string | null;
  valueType: PromotionValueType;
  value: number;
  scope: PromotionScope;
  productUuids?: readonly string[] | null;
  categoryUuids?: readonly string[] | null;
  minimumPurchase?: number | null;
  condition?: PromotionCondition | null;
  buyQuantity?: number | null;
  getQuantity?: number | null;
  tiers?: readonly Tier[] | null;
  startsAt: Date;
  endsAt?: Date | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  firstOrderOnly?: boolean | null;
}

export const CODE_RE = /^[A-Z0-9][A-Z0-9_-]{2,19}$/;
const MAX_VALUE = 100_000_000; // ₱1,000,000.00
const isCount = (n: number | null | undefined) =>
  n === null || n === undefined || (Number.isInteger(n) && n >= 1 && n <= 1_000_000);

/** Field problems of a promotion's form, in the spec's generic messages (document 3 §5). */
export function promotionProblems(input: PromotionInput): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = input.title.trim();
  if (!title) problems.title = 'Title is required';
  else if (title.length > 80) problems.title = 'Title should not exceed 80 characters';
  if (input.kind === 'code') {
    const code = normalizeCode(input.code ?? '');
    if (!code) problems.code = 'Code is required';
    else if (!CODE_RE.test(code))
      problems.code = 'Code has invalid value: use 3 to 20 letters, digits, - or _';
  }
  const condition = input.condition ?? 'none';
  if (input.kind !== 'automatic' && input.kind !== 'cart' && condition !== 'none')
    problems.condition = 'Condition has invalid value';
  if (condition !== 'none' && input.valueType !== 'percent')
    problems.valueType = 'Buy X get Y and quantity tiers take a percentage off';
  if (input.valueType === 'percent' && condition !== 'quantity_tiers') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100)
      problems.value = 'Percentage should be between 1 and 100';
  } else if (input.valueType === 'fixed') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > MAX_VALUE)
      problems.value = 'Amount has invalid value';
  }
  if (input.scope === 'products' && !input.productUuids?.length)
    problems.productUuids = 'Please select Products';
  if (input.scope === 'categories' && !input.categoryUuids?.length)
    problems.categoryUuids = 'Please select Categories';
  const minimum = input.minimumPurchase ?? 0;
  if (!Number.isInteger(minimum) || minimum < 0 || minimum > MAX_VALUE)
    problems.minimumPurchase = 'Minimum purchase has invalid value';
  if (input.kind === 'cart' && minimum === 0)
    problems.minimumPurchase = 'Minimum purchase is required: a cart promo is a spend threshold';
  if (input.kind === 'rebate' && minimum === 0)
    problems.minimumPurchase = 'Minimum purchase is required: an order of at least it earns the rebate';
  if (input.kind === 'voucher' && !input.usageLimit)
    problems.usageLimit = `Quantity should be between 1 and ${MAX_VOUCHERS}`;
  else if (input.kind === 'voucher' && (input.usageLimit ?? 0) > MAX_VOUCHERS)
    problems.usageLimit = `Quantity should be between 1 and ${MAX_VOUCHERS}`;
  if (condition === 'buy_x_get_y') {
    for (const field of ['buyQuantity', 'getQuantity'] as const) {
      const n = input[field];
      if (!n || !Number.isInteger(n) || n < 1 || n > 100)
        problems[field] = `${field === 'buyQuantity' ? 'Buy' : 'Get'} quantity should be between 1 and 100`;
    }
  }
  if (condition === 'quantity_tiers') {
    const tiers = input.tiers ?? [];
    const ordered = tiers.every((t, i) => i === 0 || t.minQuantity > (tiers[i - 1]?.minQuantity ?? 0));
    if (tiers.length === 0 || tiers.length > MAX_TIERS)
      problems.tiers = `Quantity tiers should be between 1 and ${MAX_TIERS}`;
    else if (
      !ordered ||
      tiers.some((t) => !Number.isInteger(t.minQuantity) || t.minQuantity < 2 || t.minQuantity > 1000)
    )
      problems.tiers = 'Each tier needs a larger quantity than the one before, from 2';
    else if (tiers.some((t) => !Number.isInteger(t.percent) || t.percent < 1 || t.percent > 100))
      problems.tiers = 'Percentage should be between 1 and 100';
  }
  if (Number.isNaN(input.startsAt.getTime())) problems.startsAt = 'Start date is required';
  if (input.endsAt && input.endsAt.getTime() <= input.startsAt.getTime())
    problems.endsAt = 'End date should be after the start date';
  if (!isCount(input.usageLimit)) problems.usageLimit = 'Usage limit has invalid value';
  if (!isCount(input.perCustomerLimit)) problems.perCustomerLimit = 'Limit per customer has invalid value';
  return problems;
}

/**
 * Product rules as data and pure functions: input checks, the variant matrix, the product summary,
 * the list's sorts and stock filters, and the MDR price rows (document 3 §3).
 */
import { DESCRIPTION_MAX, NAME_MAX, type Problems } from './catalog.rules.ts';

export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;
export const OPTION_NAME_MAX = 30;
export const OPTION_VALUE_MAX = 40;
export const SECTION_NAME_MAX = 60;
/** ₱1,000,000.00: a dearer product is a typo. */
export const PRODUCT_PRICE_MAX = 100_000_000;
export const STOCK_MAX = 1_000_000;
/** A limited product with this many units or fewer is low in stock (the low-inventory view). */
export const LOW_STOCK_THRESHOLD = 10;
export const DEFAULT_VARIANT = 'Default';
export const PRODUCTS_PAGE_SIZE = 20;

export const OUT_OF_STOCK = 'Out of stock';
export const NOT_BULKABLE = 'Bulk changes are not available for this store';

export type ProductSort =
  | 'newest'
  | 'oldest'
  | 'name_asc'
  | 'name_desc'
  | 'price_asc'
  | 'price_desc'
  | 'stock_asc';
export const PRODUCT_SORTS: readonly ProductSort[] = [
  'newest',
  'oldest',
  'name_asc',
  'name_desc',
  'price_asc',
  'price_desc',
  'stock_asc',
];
/** in_stock: unlimited or more than zero; low: limited with 0..LOW_STOCK_THRESHOLD units; out_of_stock: none left. */
export type StockFilter = 'in_stock' | 'low' | 'out_of_stock';

export interface OptionInput {
  name: string;
  values: string[];
}

export interface VariantInput {
  optionValues: string[];
  price?: number | null;
  compareAtPrice?: number | null;
  stockQuantity?: number | null;
  limited?: boolean | null;
  published?: boolean | null;
}

/** One row per combination of option values, in option order: the first option varies slowest. */
export function variantMatrix(
  options: readonly OptionInput[],
): { optionValues: string[]; variantName: string }[] {
  if (options.length === 0) return [{ optionValues: [], variantName: DEFAULT_VARIANT }];
  let rows: string[][] = [[]];
  for (const option of options) rows = rows.flatMap((row) => option.values.map((value) => [...row, value]));
  return rows.map((optionValues) => ({ optionValues, variantName: variantNameOf(optionValues) }));
}

export const variantNameOf = (optionValues: readonly string[]): string =>
  optionValues.length === 0 ? DEFAULT_VARIANT : optionValues.join(' / ');

export const cleanOptions = (options: readonly OptionInput[]): OptionInput[] =>
  options.map((o) => ({ name: o.name.trim(), values: o.values.map((v) => v.trim()) }));

export function moneyProblem(
  label: string,
  value: number | null | undefined,
  required: boolean,
): string | undefined {
  if (value === null || value === undefined) return required ? `${label} is required` : undefined;
  if (!Number.isInteger(value)) return `${label} should be in whole centavos`;
  if (value < 0) return `${label} should not be negative`;
  if (value > PRODUCT_PRICE_MAX) return `${label} should not exceed ₱1,000,000.00`;
  return undefined;
}

export function stockProblem(value: number | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0) return 'Stock quantity should be a whole number, not negative';
  if (value > STOCK_MAX) return `Stock quantity should not exceed ${STOCK_MAX.toLocaleString('en-PH')}`;
  return undefined;
}

/**
 * The size limits, checked before anything is built from the options: at most MAX_OPTIONS options,
 * MAX_OPTION_VALUES values each, MAX_VARIANTS combinations (and as many variants given). Cheap at any
 * input size: it never multiplies out the matrix.
 */
export function sizeProblems(options: readonly OptionInput[], variants?: readonly unknown[]): Problems {
  if (options.length > MAX_OPTIONS) return { options: `A product can have at most ${MAX_OPTIONS} options` };
  const problems: Problems = {};
  options.forEach((option, i) => {
    if (option.values.length > MAX_OPTION_VALUES)
      problems[`options.${i}.values`] = `An option can have at most ${MAX_OPTION_VALUES} values`;
  });
  if (Object.keys(problems).length > 0) return problems;
  const combinations = options.reduce((n, o) => n * Math.max(1, o.values.length), 1);
  if (combinations > MAX_VARIANTS)
    return { options: `Options make ${combinations} variants; the most is ${MAX_VARIANTS}` };
  if (variants && variants.length > MAX_VARIANTS)
    return { variants: `A product can have at most ${MAX_VARIANTS} variants` };
  return {};
}

export function optionProblems(options: readonly OptionInput[]): Problems {
  const problems: Problems = {};
  const names = new Set<string>();
  options.forEach((option, i) => {
    const key = `options.${i}`;
    if (!option.name) problems[`${key}.name`] = 'Option name is required';
    else if (option.name.length > OPTION_NAME_MAX)
      problems[`${key}.name`] = `Option name should not exceed ${OPTION_NAME_MAX} characters`;
    else if (names.has(option.name.toLowerCase()))
      problems[`${key}.name`] = 'Option names should be different';
    names.add(option.name.toLowerCase());
    const values = new Set<string>();
    if (option.values.length === 0) problems[`${key}.values`] = 'Add at least one value';
    for (const value of option.values) {
      if (!value) problems[`${key}.values`] = 'Option values should not be blank';
      else if (value.length > OPTION_VALUE_MAX)
        problems[`${key}.values`] = `Option values should not exceed ${OPTION_VALUE_MAX} characters`;
      else if (value.includes(' / ')) problems[`${key}.values`] = 'Option values should not contain " / "';
      else if (values.has(value.toLowerCase())) problems[`${key}.values`] = `"${value}" is listed twice`;
      values.add(value.toLowerCase());
    }
  });
  return problems;
}

/** The variants given must be the option matrix exactly: each combination once, none other. */
export function variantProblems(
  options: readonly OptionInput[],
  variants: readonly VariantInput[],
): Problems {
  const problems: Problems = {};
  const wanted = new Set(variantMatrix(options).map((v) => v.variantName));
  const seen = new Set<string>();
  variants.forEach((variant, i) => {
    const key = `variants.${i}`;
    const name = variantNameOf(variant.optionValues.map((v) => v.trim()));
    if (!wanted.has(name)) problems[key] = `${name} is not a combination of the options`;
    else if (seen.has(name)) problems[key] = `${name} is listed twice`;
    seen.add(name);
    const price = moneyProblem('Price', variant.price, true);
    if (price) problems[`${key}.price`] = price;
    const compare = moneyProblem('Compare-at price', variant.compareAtPrice, false);
    if (compare) problems[`${key}.compareAtPrice`] = compare;
    const stock = stockProblem(variant.stockQuantity);
    if (stock) problems[`${key}.stockQuantity`] = stock;
  });
  const missing = [...wanted].filter((name) => !seen.has(name));
  if (missing.length > 0 && Object.keys(problems).length === 0)
    problems.variants = `Set a price for every variant (missing: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''})`;
  return problems;
}

export interface ProductFields {
  name?: string | null;
  description?: string | null;
  sectionName?: string | null;
  price?: number | null;
  compareAtPrice?: number | null;
  stockQuantity?: number | null;
}

/** The product's own fields; `single` when it has no options (its price is then the Default variant's). */
export function productProblems(input: ProductFields, creating: boolean, single: boolean): Problems {
  const problems: Problems = {};
  if (creating || input.name !== undefined) {
    const name = input.name?.trim() ?? '';
    if (!name) problems.name = 'Name is required';
    else if (name.length > NAME_MAX) problems.name = `Name should not exceed ${NAME_MAX} characters`;
  }
  if ((input.description?.trim().length ?? 0) > DESCRIPTION_MAX)
    problems.description = `Description should not exceed ${DESCRIPTION_MAX} characters`;
  if ((input.sectionName?.trim().length ?? 0) > SECTION_NAME_MAX)
    problems.sectionName = `Section name should not exceed ${SECTION_NAME_MAX} characters`;
  if (single) {
    const price = moneyProblem('Price', input.price, creating);
    if (price) problems.price = price;
    const compare = moneyProblem('Compare-at price', input.compareAtPrice, false);
    if (compare) problems.compareAtPrice = compare;
    const stock = stockProblem(input.stockQuantity);
    if (stock) problems.stockQuantity = stock;
  }
  return problems;
}

interface SummaryVariant {
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number;
  limited: boolean;
  published: boolean;
}

/** What the product row shows of its variants (see products in catalog.tables.ts). */
export function productSummary(variants: readonly SummaryVariant[]): {
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number | null;
} {
  const selling = variants.filter((v) => v.published);
  const pool = selling.length > 0 ? selling : variants;
  const cheapest = pool.reduce<SummaryVariant | undefined>(
    (a, v) => (!a || v.price < a.price ? v : a),
    undefined,
  );
  return {
    price: cheapest?.price ?? 0,
    compareAtPrice: cheapest?.compareAtPrice ?? null,
    stockQuantity: pool.every((v) => v.limited) ? pool.reduce((n, v) => n + v.stockQuantity, 0) : null,
  };
}

/** Payment fees (document 3, constants): the default MDR and GLife's, in thousandths. */
export const MDR_PER_MILLE = 25;
export const GLIFE_MDR_PER_MILLE = 35;

/**
 * The price with the payment fee added: price × (1 + rate), rounded half up to the centavo in integer
 * arithmetic (no floating point): ₱100.00 at 2.5% is ₱102.50; ₱0.19 at 2.5% is ₱0.19 (0.19475 → 0.19).
 */
export const withMdr = (centavos: number, perMille: number): number =>
  Math.floor((centavos * (1000 + perMille) + 500) / 1000);

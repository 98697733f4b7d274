/**
 * The product form's variant matrix: one row per combination of option values, the first option
 * varying slowest ("S / Black", "S / White", "M / Black"...), or one "Default" row without options.
 * The same rule as the server's (server/src/modules/catalog/catalog.products.rules.ts).
 */

export const DEFAULT_VARIANT = 'Default';
export const MAX_OPTIONS = 3;
export const MAX_OPTION_VALUES = 20;
export const MAX_VARIANTS = 100;
export const OPTION_NAME_LIMIT = 30;
export const OPTION_VALUE_LIMIT = 40;

/** An option as the editor holds it; `id` stays the same when the option is renamed. */
export interface OptionDraft {
  id: string;
  name: string;
  values: string[];
}

/** What a merchant types for one variant (text as typed; money in pesos). */
export interface VariantFields {
  price: string;
  compareAtPrice: string;
  stockQuantity: string;
  /** false: unlimited stock. */
  limited: boolean;
  published: boolean;
}

export interface VariantRow extends VariantFields {
  /** This variant's value of each option, in option order ([] for the Default variant). */
  optionValues: string[];
  /** "S / Black"; "Default" without options. */
  name: string;
}

export const EMPTY_VARIANT: VariantFields = {
  price: '',
  compareAtPrice: '',
  stockQuantity: '',
  limited: false,
  published: true,
};

export const variantNameOf = (optionValues: readonly string[]): string =>
  optionValues.length === 0 ? DEFAULT_VARIANT : optionValues.join(' / ');

/** Options still without values make no rows (the editor says "Add at least one value"). */
const withValues = (options: readonly OptionDraft[]) => options.filter((o) => o.values.length > 0);

/** How many variants these options make (1 without options). */
export const combinationCount = (options: readonly OptionDraft[]): number =>
  withValues(options).reduce((n, o) => n * o.values.length, 1);

/** Every combination of option values, the first option varying slowest; [[]] without options. */
export function combinations(options: readonly OptionDraft[]): string[][] {
  let rows: string[][] = [[]];
  for (const option of withValues(options)) {
    rows = rows.flatMap((row) => option.values.map((value) => [...row, value]));
  }
  return rows;
}

/** The rows of these options, each filled with `fields`. */
export function buildVariantRows(
  options: readonly OptionDraft[],
  fields: VariantFields = EMPTY_VARIANT,
): VariantRow[] {
  return combinations(options).map((optionValues) => ({
    ...fields,
    optionValues,
    name: variantNameOf(optionValues),
  }));
}

/** A row's combination as "optionId=value" parts, so a renamed option still matches. */
function partsOf(options: readonly OptionDraft[], optionValues: readonly string[]): string[] {
  const active = withValues(options);
  return optionValues.map((value, i) => `${active[i]?.id ?? i}\u0000${value}`);
}

const containsAll = (outer: readonly string[], inner: readonly string[]) =>
  inner.every((part) => outer.includes(part));

export interface MatrixState {
  options: readonly OptionDraft[];
  rows: readonly VariantRow[];
}

/**
 * The rows after an option edit. A row whose combination survives keeps everything typed in it.
 * A row that only gained or lost an option's value (Size S -> S / Black when Color is added, or the
 * reverse) keeps its prices and published state, but not its stock: units of "S" are not units of
 * "S / Black". Every other row starts from `fill` (the "price for all variants" helper).
 */
export function mergeVariantRows(
  previous: MatrixState,
  nextOptions: readonly OptionDraft[],
  fill: VariantFields = EMPTY_VARIANT,
): VariantRow[] {
  const before = previous.rows.map((row) => ({ row, parts: partsOf(previous.options, row.optionValues) }));
  return combinations(nextOptions).map((optionValues) => {
    const parts = partsOf(nextOptions, optionValues);
    const name = variantNameOf(optionValues);
    const same = before.find((b) => b.parts.length === parts.length && containsAll(b.parts, parts));
    if (same) return { ...same.row, optionValues, name };
    const related =
      before.find((b) => containsAll(parts, b.parts)) ?? before.find((b) => containsAll(b.parts, parts));
    if (!related) return { ...fill, optionValues, name };
    return {
      ...fill,
      price: related.row.price || fill.price,
      compareAtPrice: related.row.compareAtPrice || fill.compareAtPrice,
      published: related.row.published,
      optionValues,
      name,
    };
  });
}

/** Why a value cannot be added to option `index` (null when it can), checked as it is typed. */
export function optionValueProblem(
  options: readonly OptionDraft[],
  index: number,
  rawValue: string,
): string | null {
  const option = options[index];
  if (!option) return null;
  const value = rawValue.trim();
  if (value === '') return 'Option values should not be blank';
  if (value.length > OPTION_VALUE_LIMIT)
    return `Option values should not exceed ${OPTION_VALUE_LIMIT} characters`;
  if (value.includes(' / ')) return 'Option values should not contain " / "';
  if (option.values.some((v) => v.toLowerCase() === value.toLowerCase())) return `"${value}" is listed twice`;
  if (option.values.length >= MAX_OPTION_VALUES)
    return `An option can have at most ${MAX_OPTION_VALUES} values`;
  const next = options.map((o, i) => (i === index ? { ...o, values: [...o.values, value] } : o));
  const count = combinationCount(next);
  return count > MAX_VARIANTS ? `Options make ${count} variants; the most is ${MAX_VARIANTS}` : null;
}

/** A fresh id for a new option: 'option-N', N past every id in use. */
export function nextOptionId(options: readonly OptionDraft[]): string {
  const used = options.map((o) => Number(/^option-(\d+)$/.exec(o.id)?.[1] ?? -1));
  return `option-${Math.max(-1, ...used) + 1}`;
}

/**
 * Choosing a variant by its options (pure): each option's chosen value (null: not chosen yet), the
 * variant the choice resolves to, and whether a value can still be picked given the other choices.
 */

export interface ChoosableVariant {
  optionValues: readonly string[];
  soldOut: boolean;
}

export type Selection = readonly (string | null)[];

/** Whether a variant agrees with every chosen value (unchosen options match anything). */
const agrees = (variant: ChoosableVariant, selection: Selection): boolean =>
  selection.every((value, i) => value === null || variant.optionValues[i] === value);

/** The variant of a complete choice; null while an option is unchosen or no variant has it. */
export function resolveVariant<V extends ChoosableVariant>(
  variants: readonly V[],
  selection: Selection,
): V | null {
  if (selection.some((v) => v === null)) return null;
  return variants.find((v) => v.optionValues.length === selection.length && agrees(v, selection)) ?? null;
}

/** available: some unsold variant has it with the other choices; sold_out: only sold-out ones; none: no such variant. */
export type ValueState = 'available' | 'sold_out' | 'none';

export function valueState(
  variants: readonly ChoosableVariant[],
  selection: Selection,
  optionIndex: number,
  value: string,
): ValueState {
  const withValue = selection.map((v, i) => (i === optionIndex ? value : v));
  const matching = variants.filter((v) => agrees(v, withValue));
  if (matching.length === 0) return 'none';
  return matching.some((v) => !v.soldOut) ? 'available' : 'sold_out';
}

/** The first variant that can be bought (else the first), preselected; a product without options selects []. */
export function initialSelection(
  optionCount: number,
  variants: readonly ChoosableVariant[],
): (string | null)[] {
  const first = variants.find((v) => !v.soldOut) ?? variants[0];
  if (!first || first.optionValues.length !== optionCount)
    return Array.from({ length: optionCount }, () => null);
  return [...first.optionValues];
}

/** Picks a value; choices that no longer make a variant with it are cleared. */
export function choose(
  variants: readonly ChoosableVariant[],
  selection: Selection,
  optionIndex: number,
  value: string,
): (string | null)[] {
  const next = selection.map((v, i) => (i === optionIndex ? value : v));
  return next.map((v, i) =>
    i === optionIndex || v === null || valueState(variants, next, i, v) !== 'none' ? v : null,
  );
}

import { describe, expect, it } from 'vitest';
import { choose, initialSelection, resolveVariant, valueState } from './variants';

const v = (optionValues: string[], soldOut = false) => ({
  uuid: optionValues.join('/'),
  optionValues,
  soldOut,
});
// Size × Color, where S/White is sold out and L/Black does not exist (unpublished).
const VARIANTS = [
  v(['S', 'Black']),
  v(['S', 'White'], true),
  v(['M', 'Black']),
  v(['M', 'White']),
  v(['L', 'White']),
];

describe('option-to-variant resolver', () => {
  it('resolves a complete choice to its variant and nothing while an option is unchosen', () => {
    expect(resolveVariant(VARIANTS, ['M', 'White'])?.uuid).toBe('M/White');
    expect(resolveVariant(VARIANTS, ['M', null])).toBeNull();
    expect(resolveVariant(VARIANTS, ['L', 'Black'])).toBeNull();
  });

  it('resolves a product without options to its Default variant', () => {
    expect(resolveVariant([v([])], [])?.uuid).toBe('');
  });

  it('marks sold-out and missing combinations given the other choice', () => {
    expect(valueState(VARIANTS, ['S', null], 1, 'White')).toBe('sold_out');
    expect(valueState(VARIANTS, ['S', null], 1, 'Black')).toBe('available');
    expect(valueState(VARIANTS, [null, 'Black'], 0, 'L')).toBe('none');
    expect(valueState(VARIANTS, [null, null], 0, 'L')).toBe('available');
  });

  it('preselects the first variant that can be bought', () => {
    expect(initialSelection(2, [v(['S', 'White'], true), ...VARIANTS.slice(2)])).toEqual(['M', 'Black']);
    expect(initialSelection(2, [])).toEqual([null, null]);
  });

  it('clears a choice that no longer makes a variant with the new value', () => {
    expect(choose(VARIANTS, ['M', 'Black'], 0, 'L')).toEqual(['L', null]);
    expect(choose(VARIANTS, ['M', 'Black'], 0, 'S')).toEqual(['S', 'Black']);
  });
});

import { describe, expect, it } from 'vitest';
import {
  buildVariantRows,
  combinationCount,
  EMPTY_VARIANT,
  mergeVariantRows,
  nextOptionId,
  type OptionDraft,
  optionValueProblem,
  type VariantRow,
} from './variantMatrix';

const size: OptionDraft = { id: 'option-0', name: 'Size', values: ['S', 'M'] };
const color: OptionDraft = { id: 'option-1', name: 'Color', values: ['Black', 'White'] };
const names = (rows: readonly VariantRow[]) => rows.map((r) => r.name);

describe('buildVariantRows', () => {
  it('makes one "Default" row without options', () => {
    expect(buildVariantRows([])).toEqual([{ ...EMPTY_VARIANT, optionValues: [], name: 'Default' }]);
  });

  it('makes one row per combination, the first option varying slowest', () => {
    const rows = buildVariantRows([size, color, { id: 'option-2', name: 'Fit', values: ['Slim'] }]);
    expect(names(rows)).toEqual([
      'S / Black / Slim',
      'S / White / Slim',
      'M / Black / Slim',
      'M / White / Slim',
    ]);
    expect(rows[1]?.optionValues).toEqual(['S', 'White', 'Slim']);
  });

  it('leaves out an option that has no values yet, and fills every row', () => {
    const fill = { ...EMPTY_VARIANT, price: '150.00' };
    const rows = buildVariantRows([size, { id: 'option-1', name: 'Color', values: [] }], fill);
    expect(names(rows)).toEqual(['S', 'M']);
    expect(rows.every((r) => r.price === '150.00')).toBe(true);
    expect(combinationCount([size, color])).toBe(4);
    expect(combinationCount([])).toBe(1);
  });
});

describe('mergeVariantRows', () => {
  const typed = (rows: VariantRow[], name: string, fields: Partial<VariantRow>) =>
    rows.map((r) => (r.name === name ? { ...r, ...fields } : r));

  it('keeps what was typed for combinations that survive and prefills the new ones', () => {
    let rows = buildVariantRows([size, color]);
    rows = typed(rows, 'M / White', { price: '199.00', stockQuantity: '4', limited: true, published: false });
    const withLarge = { ...size, values: ['S', 'M', 'L'] };
    const next = mergeVariantRows({ options: [size, color], rows }, [withLarge, color], {
      ...EMPTY_VARIANT,
      price: '150.00',
    });
    expect(names(next)).toEqual([
      'S / Black',
      'S / White',
      'M / Black',
      'M / White',
      'L / Black',
      'L / White',
    ]);
    expect(next[3]).toMatchObject({ price: '199.00', stockQuantity: '4', limited: true, published: false });
    expect(next[0]?.price).toBe('');
    expect(next[4]?.price).toBe('150.00');
  });

  it('drops the rows of a removed value and keeps the others in order', () => {
    let rows = buildVariantRows([size, color]);
    rows = typed(rows, 'M / Black', { price: '120.00' });
    const next = mergeVariantRows({ options: [size, color], rows }, [size, { ...color, values: ['Black'] }]);
    expect(names(next)).toEqual(['S / Black', 'M / Black']);
    expect(next[1]?.price).toBe('120.00');
  });

  it('still matches rows after an option is renamed', () => {
    let rows = buildVariantRows([size]);
    rows = typed(rows, 'S', { price: '99.00', stockQuantity: '7', limited: true });
    const next = mergeVariantRows({ options: [size], rows }, [{ ...size, name: 'Shirt size' }]);
    expect(next[0]).toMatchObject({ name: 'S', price: '99.00', stockQuantity: '7', limited: true });
  });

  it('gives the rows of a new option the prices of the row they split from, not its stock', () => {
    let rows = buildVariantRows([size]);
    rows = typed(rows, 'S', { price: '99.00', compareAtPrice: '120.00', stockQuantity: '7', limited: true });
    const next = mergeVariantRows({ options: [size], rows }, [size, color]);
    expect(next.slice(0, 2)).toEqual([
      {
        ...EMPTY_VARIANT,
        price: '99.00',
        compareAtPrice: '120.00',
        optionValues: ['S', 'Black'],
        name: 'S / Black',
      },
      {
        ...EMPTY_VARIANT,
        price: '99.00',
        compareAtPrice: '120.00',
        optionValues: ['S', 'White'],
        name: 'S / White',
      },
    ]);
  });

  it('starts the first options from the single price and ends on "Default" when every option goes', () => {
    const single = buildVariantRows([], { ...EMPTY_VARIANT, price: '80.00' });
    const split = mergeVariantRows({ options: [], rows: single }, [size]);
    expect(split.map((r) => [r.name, r.price])).toEqual([
      ['S', '80.00'],
      ['M', '80.00'],
    ]);
    const back = mergeVariantRows({ options: [size], rows: typed(split, 'S', { price: '85.00' }) }, []);
    expect(back.map((r) => [r.name, r.price])).toEqual([['Default', '85.00']]);
  });
});

describe('optionValueProblem', () => {
  it('refuses blank, repeated and separator values', () => {
    expect(optionValueProblem([size], 0, '  ')).toBe('Option values should not be blank');
    expect(optionValueProblem([size], 0, 's')).toBe('"s" is listed twice');
    expect(optionValueProblem([size], 0, 'XL / XXL')).toBe('Option values should not contain " / "');
    expect(optionValueProblem([size], 0, 'L')).toBeNull();
  });

  it('keeps an option to 20 values and a product to 100 variants', () => {
    const twenty = { ...size, values: Array.from({ length: 20 }, (_, i) => `V${i}`) };
    expect(optionValueProblem([twenty], 0, 'V20')).toBe('An option can have at most 20 values');
    const ten = (id: string) => ({ id, name: id, values: Array.from({ length: 10 }, (_, i) => `${i}`) });
    expect(optionValueProblem([ten('a'), ten('b')], 1, '10')).toBe(
      'Options make 110 variants; the most is 100',
    );
  });
});

describe('nextOptionId', () => {
  it('never reuses an id in use', () => {
    expect(nextOptionId([])).toBe('option-0');
    expect(nextOptionId([size, { ...color, id: 'option-4' }])).toBe('option-5');
  });
});

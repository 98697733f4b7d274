import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../../platform/csv.ts';
import { CSV_COLUMNS, pesoToCentavos, planImport } from './catalog.import.rules.ts';

const header = CSV_COLUMNS.join(',');
const plan = (...lines: string[]) => planImport(parseCsv([header, ...lines].join('\n')));
/** A row with the named columns set (the rest blank). */
const row = (cells: Partial<Record<(typeof CSV_COLUMNS)[number], string>>) =>
  toCsv([CSV_COLUMNS.map((c) => cells[c] ?? '')]).trimEnd();

describe('catalog CSV', () => {
  it('round-trips quotes, commas, new lines and a BOM', () => {
    const rows = [
      ['Name', 'Description'],
      ['Tee, "classic"', 'Line one\nline two'],
      ['=HYPERLINK()', ''],
    ];
    const parsed = parseCsv(`\ufeff${toCsv(rows)}`);
    expect(parsed).toEqual([
      ['Name', 'Description'],
      ['Tee, "classic"', 'Line one\nline two'],
      ["'=HYPERLINK()", ''],
    ]);
    expect(() => parseCsv('"open')).toThrow('not closed');
  });

  it('reads peso amounts exactly', () => {
    expect(pesoToCentavos('₱1,299.50')).toBe(129_950);
    expect(pesoToCentavos('0.1')).toBe(10);
    expect(pesoToCentavos('349')).toBe(34_900);
    expect(pesoToCentavos('')).toBeNull();
    expect(pesoToCentavos('12.345')).toBeNaN();
    expect(pesoToCentavos('abc')).toBeNaN();
  });

  it('groups rows by name into products with their option matrix, in matrix order', () => {
    const result = plan(
      row({
        Name: 'Tee',
        Category: 'Apparel',
        'Option 1 Name': 'Size',
        'Option 1 Value': 'M',
        Price: '399',
        Stock: '3',
      }),
      row({ Name: 'tee', 'Option 1 Name': 'size', 'Option 1 Value': 'S', Price: '349.5' }),
      row({ Name: 'Mug', Price: '199', Published: 'no' }),
    );
    expect(result.errors).toEqual([]);
    expect(result.rows).toBe(3);
    const [tee, mug] = result.products;
    expect(tee).toMatchObject({
      name: 'Tee',
      category: 'Apparel',
      options: [{ name: 'Size', values: ['M', 'S'] }],
    });
    expect(tee?.variants.map((v) => [v.variantName, v.price, v.limited, v.stockQuantity])).toEqual([
      ['M', 39_900, true, 3],
      ['S', 34_950, false, 0],
    ]);
    expect(mug).toMatchObject({
      published: false,
      options: [],
      variants: [{ variantName: 'Default', price: 19_900 }],
    });
  });

  it('names the line and column of every bad cell', () => {
    const result = plan(
      row({ Name: 'Good', Price: '10' }),
      row({ Name: '', Price: '10' }),
      row({ Name: 'Bad price', Price: 'ten' }),
      row({ Name: 'Bad stock', Price: '10', Stock: '-2' }),
      row({ Name: 'Good', Price: '12' }),
      row({
        Name: 'Half',
        'Option 1 Name': 'Size',
        'Option 1 Value': 'S',
        'Option 2 Name': 'Color',
        'Option 2 Value': 'Red',
        Price: '1',
      }),
      row({
        Name: 'Half',
        'Option 1 Name': 'Size',
        'Option 1 Value': 'M',
        'Option 2 Name': 'Color',
        'Option 2 Value': 'Blue',
        Price: '1',
      }),
    );
    expect(result.errors).toEqual([
      { row: 3, column: 'Name', message: 'Name is required' },
      { row: 4, column: 'Price', message: 'Price should be an amount like 349.00' },
      { row: 5, column: 'Stock', message: 'Stock should be a whole number, or blank for unlimited' },
      { row: 6, column: 'Name', message: 'Good is listed twice' },
      { row: 7, column: null, message: 'Half needs a row for S / Blue, M / Red' },
    ]);
  });

  it('refuses a file without the Name and Price columns', () => {
    expect(planImport(parseCsv('Title,Cost\nTee,1')).errors).toEqual([
      { row: 1, column: null, message: 'Missing column: Name, Price' },
    ]);
  });
});

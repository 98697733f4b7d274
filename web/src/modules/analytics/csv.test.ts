import { describe, expect, it } from 'vitest';
import { type Column, csvField, csvFileName, toCsv } from './csv';

interface Row {
  name: string;
  sales: string;
}
const COLUMNS: Column<Row>[] = [
  { header: 'Product', value: (r) => r.name },
  { header: 'Sales', value: (r) => r.sales, numeric: true },
];

describe('CSV of what a table shows', () => {
  it('writes the headers, then each row as shown, with CRLF line ends', () => {
    expect(toCsv(COLUMNS, [{ name: 'Ube Jam', sales: '₱1,234.56' }])).toBe(
      'Product,Sales\r\nUbe Jam,"₱1,234.56"\r\n',
    );
    expect(toCsv(COLUMNS, [])).toBe('Product,Sales\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling quotes inside', () => {
    expect(csvField('Tee, "Large"')).toBe('"Tee, ""Large"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('plain')).toBe('plain');
  });

  it('defuses a cell a spreadsheet would run as a formula, but keeps negative figures', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-₱5.00')).toBe('-₱5.00');
    expect(csvField('-12%')).toBe('-12%');
  });

  it('names the file after the table and its range', () => {
    expect(csvFileName('Most Sold Products', { from: '2026-11-01', to: '2026-11-30' })).toBe(
      'most-sold-products-2026-11-01-to-2026-11-30.csv',
    );
    expect(csvFileName("Today's Sales Amount", { from: '2026-11-26', to: '2026-11-26' })).toBe(
      'todays-sales-amount-2026-11-26.csv',
    );
  });
});

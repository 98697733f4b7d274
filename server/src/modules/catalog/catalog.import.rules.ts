/**
 * The catalog CSV as data: its columns, and the pure reading of rows into products (one row per
 * variant; rows with the same Name are one product) with an error per bad cell. Export writes the
 * same columns, so an exported file imports back unchanged.
 */
import { stateMachine } from '../../platform/state-machine.ts';
import {
  cleanOptions,
  moneyProblem,
  type OptionInput,
  optionProblems,
  productProblems,
  stockProblem,
  variantMatrix,
  variantNameOf,
} from './catalog.products.rules.ts';

export const CSV_COLUMNS = [
  'Name',
  'Description',
  'Category',
  'Section',
  'Published',
  'Hidden',
  'Digital',
  'Option 1 Name',
  'Option 1 Value',
  'Option 2 Name',
  'Option 2 Value',
  'Option 3 Name',
  'Option 3 Value',
  'Price',
  'Compare At Price',
  'Stock',
  'Variant Published',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export const MAX_IMPORT_BYTES = 5_000_000;
export const MAX_IMPORT_ROWS = 20_000;
export const FILE_TOO_LARGE = 'CSV file should be less than 5MB';

export interface RowError {
  /** The line in the file (the header is line 1). */
  row: number;
  column: CsvColumn | null;
  message: string;
}

export interface PlannedVariant {
  optionValues: string[];
  variantName: string;
  price: number;
  compareAtPrice: number | null;
  stockQuantity: number;
  limited: boolean;
  published: boolean;
}

export interface PlannedProduct {
  /** lower-case name: how rows and stored products are matched. */
  key: string;
  name: string;
  description: string;
  category: string | null;
  sectionName: string | null;
  published: boolean;
  hidden: boolean;
  digitalProduct: boolean;
  options: OptionInput[];
  variants: PlannedVariant[];
  line: number;
}

/** "₱1,299.50", "1299.5" or "1299" → centavos; null when blank; NaN when not a peso amount. */
export function pesoToCentavos(text: string): number | null {
  const s = text.trim().replace(/^₱\s*/, '').replace(/,/g, '');
  if (s === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(s)) return Number.NaN;
  const [whole = '0', frac = ''] = s.replace('-', '').split('.');
  const centavos = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return s.startsWith('-') ? -centavos : centavos;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
function flag(text: string, fallback: boolean): boolean | undefined {
  const s = text.trim().toLowerCase();
  if (s === '') return fallback;
  if (YES.has(s)) return true;
  if (NO.has(s)) return false;
  return undefined;
}

/** Reads parsed CSV rows (header first) into planned products, or the errors that stop the import. */
export function planImport(rows: string[][]): {
  products: PlannedProduct[];
  errors: RowError[];
  rows: number;
} {
  const errors: RowError[] = [];
  const [header = [], ...data] = rows;
  const index = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  const missing = CSV_COLUMNS.filter((c) => ['Name', 'Price'].includes(c) && !index.has(c.toLowerCase()));
  if (missing.length > 0) {
    return {
      products: [],
      rows: 0,
      errors: [{ row: 1, column: null, message: `Missing column: ${missing.join(', ')}` }],
    };
  }
  const body = data.filter((r) => r.some((cell) => cell.trim() !== ''));
  if (body.length === 0)
    return { products: [], rows: 0, errors: [{ row: 1, column: null, message: 'The file has no products' }] };
  if (body.length > MAX_IMPORT_ROWS) {
    return {
      products: [],
      rows: body.length,
      errors: [
        {
          row: 1,
          column: null,
          message: `Import at most ${MAX_IMPORT_ROWS.toLocaleString('en-PH')} rows at a time`,
        },
      ],
    };
  }
  const byKey = new Map<string, PlannedProduct>();
  const optionNamesOf = new Map<string, string[]>();
  /** Reads one data row into its product; a bad cell records its error and skips the row. */
  const readRow = (cells: string[], i: number): undefined => {
    const line = i + 2;
    if (!cells.some((cell) => cell.trim() !== '')) return;
    const cell = (c: CsvColumn) => (cells[index.get(c.toLowerCase()) ?? -1] ?? '').trim();
    const fail = (column: CsvColumn | null, message: string): undefined => {
      errors.push({ row: line, column, message });
      return undefined;
    };
    const name = cell('Name');
    if (!name) return fail('Name', 'Name is required');
    const key = name.toLowerCase();
    const optionNames: string[] = [];
    const optionValues: string[] = [];
    for (const n of [1, 2, 3] as const) {
      const on = cell(`Option ${n} Name`);
      const ov = cell(`Option ${n} Value`);
      if (!on && !ov) continue;
      if (!on) return fail(`Option ${n} Name`, `Option ${n} Name is required with a value`);
      if (!ov) return fail(`Option ${n} Value`, `Option ${n} Value is required`);
      optionNames.push(on);
      optionValues.push(ov);
    }
    const price = pesoToCentavos(cell('Price'));
    const priceProblem = Number.isNaN(price)
      ? 'Price should be an amount like 349.00'
      : moneyProblem('Price', price, true);
    if (priceProblem) return fail('Price', priceProblem);
    const compare = pesoToCentavos(cell('Compare At Price'));
    const compareProblem = Number.isNaN(compare)
      ? 'Compare At Price should be an amount like 399.00'
      : moneyProblem('Compare-at price', compare, false);
    if (compareProblem) return fail('Compare At Price', compareProblem);
    const stockText = cell('Stock');
    const stock = stockText === '' ? null : /^\d+$/.test(stockText) ? Number(stockText) : Number.NaN;
    const stockIssue = Number.isNaN(stock)
      ? 'Stock should be a whole number, or blank for unlimited'
      : stockProblem(stock);
    if (stockIssue) return fail('Stock', stockIssue);
    const variantPublished = flag(cell('Variant Published'), true);
    if (variantPublished === undefined)
      return fail('Variant Published', 'Variant Published should be yes or no');

    let product = byKey.get(key);
    if (!product) {
      const published = flag(cell('Published'), true);
      const hidden = flag(cell('Hidden'), false);
      const digital = flag(cell('Digital'), false);
      for (const [column, value] of [
        ['Published', published],
        ['Hidden', hidden],
        ['Digital', digital],
      ] as const) {
        if (value === undefined) return fail(column, `${column} should be yes or no`);
      }
      const problems = productProblems(
        { name, description: cell('Description'), sectionName: cell('Section') },
        true,
        false,
      );
      const first = Object.entries(problems)[0];
      if (first)
        return fail(
          first[0] === 'description' ? 'Description' : first[0] === 'sectionName' ? 'Section' : 'Name',
          first[1],
        );
      product = {
        key,
        name,
        description: cell('Description'),
        category: cell('Category') || null,
        sectionName: cell('Section') || null,
        published: published ?? true,
        hidden: hidden ?? false,
        digitalProduct: digital ?? false,
        options: optionNames.map((n) => ({ name: n, values: [] })),
        variants: [],
        line,
      };
      byKey.set(key, product);
      optionNamesOf.set(
        key,
        optionNames.map((n) => n.toLowerCase()),
      );
    } else if (
      (optionNamesOf.get(key) ?? []).join('\u0000') !== optionNames.map((n) => n.toLowerCase()).join('\u0000')
    ) {
      return fail('Option 1 Name', `Options should match line ${product.line} of ${product.name}`);
    }
    // The first spelling of a value names it ("s" on a later row is the same S).
    const canonical = optionValues.map((v, o) => {
      const option = product.options[o];
      const known = option?.values.find((x) => x.toLowerCase() === v.toLowerCase());
      if (option && !known) option.values.push(v);
      return known ?? v;
    });
    const variantName = variantNameOf(canonical);
    if (product.variants.some((v) => v.variantName === variantName)) {
      return fail(
        canonical.length ? 'Option 1 Value' : 'Name',
        `${product.name} ${canonical.length ? `(${variantName}) ` : ''}is listed twice`,
      );
    }
    product.variants.push({
      optionValues: canonical,
      variantName,
      price: price ?? 0,
      compareAtPrice: compare,
      stockQuantity: stock ?? 0,
      limited: stock !== null,
      published: variantPublished,
    });
  };
  for (const [i, cells] of data.entries()) readRow(cells, i);
  for (const product of byKey.values()) {
    product.options = cleanOptions(product.options);
    const problem = Object.values(optionProblems(product.options))[0];
    if (problem) {
      errors.push({ row: product.line, column: 'Option 1 Name', message: `${product.name}: ${problem}` });
      continue;
    }
    const have = new Set(product.variants.map((v) => v.variantName));
    const missingVariants = variantMatrix(product.options).filter((v) => !have.has(v.variantName));
    if (missingVariants.length > 0) {
      const names = missingVariants
        .slice(0, 3)
        .map((v) => v.variantName)
        .join(', ');
      errors.push({
        row: product.line,
        column: null,
        message: `${product.name} needs a row for ${names}${missingVariants.length > 3 ? ', …' : ''}`,
      });
    }
    // Stored in matrix order, whatever the file's order.
    const order = new Map(variantMatrix(product.options).map((v, i) => [v.variantName, i]));
    product.variants.sort((a, b) => (order.get(a.variantName) ?? 0) - (order.get(b.variantName) ?? 0));
  }
  errors.sort((a, b) => a.row - b.row);
  return { products: [...byKey.values()], errors, rows: body.length };
}

export type ImportStatus = 'previewed' | 'applying' | 'applied';
/** A CSV import: previewed at upload, applying while one transaction writes it, then applied (once). */
export const IMPORT_STATUS = stateMachine<ImportStatus>(
  'Import',
  { previewed: ['applying'], applying: ['applied'], applied: [] },
  { previewed: 'Previewed', applying: 'Being applied', applied: 'Applied' },
);

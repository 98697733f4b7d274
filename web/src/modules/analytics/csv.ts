/**
 * CSV of exactly what a table shows: the same columns, the same formatted cells. Fields are quoted
 * per RFC 4180, and a cell a spreadsheet would run as a formula (a referral source is typed by the
 * public: `?ref==HYPERLINK(...)`) is defused with a leading apostrophe.
 */
import { downloadFile } from '../../lib/download';
import type { RowLinks } from './links';

export interface Column<Row> {
  header: string;
  /** The cell as shown, formatted (₱1,234.56, 12.5%, 2026-11-26 10:30 am). */
  value: (row: Row) => string;
  /** Right-aligned in the table (figures). */
  numeric?: boolean;
  /** A name that may wrap on a narrow screen; every other cell keeps to one line (the table scrolls). */
  wraps?: boolean;
  /** Where the cell leads on screen (its product, order or customer); null for plain text. The CSV keeps the text. */
  link?: (row: Row, links: RowLinks) => string | null;
}

// A signed figure (-₱5.00, -12%) is data, not a formula.
const FIGURE_RE = /^[-+]?₱?[\d,]*\.?\d+%?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(text: string): string {
  const safe = FORMULA_START.test(text) && !FIGURE_RE.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header line, then one line per row; CRLF line ends, as spreadsheets expect. */
export function toCsv<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((c) => csvField(c.header)).join(','),
    ...rows.map((row) => columns.map((c) => csvField(c.value(row))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** 'Most Sold Products', Nov 1 to Nov 30 → 'most-sold-products-2026-11-01-to-2026-11-30.csv'. */
export function csvFileName(title: string, range: { from: string; to: string }): string {
  const slug = title
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return range.from === range.to ? `${slug}-${range.from}.csv` : `${slug}-${range.from}-to-${range.to}.csv`;
}

/** Saves the CSV through the browser; the byte-order mark lets Excel read ₱ as UTF-8. */
export const downloadCsv = (fileName: string, csv: string): void =>
  downloadFile(fileName, ['\uFEFF', csv], 'text/csv;charset=utf-8');

/** The Download CSV action of a table: its columns and rows, named after it and the range. */
export function csvDownload<Row>(
  title: string,
  range: { from: string; to: string },
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): () => void {
  return () => downloadCsv(csvFileName(title, range), toCsv(columns, rows));
}

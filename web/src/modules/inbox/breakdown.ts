/**
 * The Response Breakdown in plain words: an agent's JSON output or a tool call's arguments and result
 * become labelled lines ("Intent: Order Status", "Products: Leche Flan, Adobo") instead of raw JSON.
 */
import { formatPeso, startCase } from '../../lib/format';

export interface BreakdownLine {
  /** The field's name in words; null for a value that stands alone. */
  label: string | null;
  text: string;
  /** Nesting level, for indentation. */
  depth: number;
}

const MAX_DEPTH = 4;

function parse(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isPlain = (value: unknown): value is string | number | boolean | null =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

function plain(value: string | number | boolean | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Money fields hold integer centavos: they read as pesos. */
const MONEY_KEY = /(price|amount|total|fee|subtotal)$/i;

/** An object's or array's entries as lines; a list of plain values is one line. */
function linesOf(value: unknown, label: string | null, depth: number, out: BreakdownLine[], key = ''): void {
  if (typeof value === 'number' && Number.isInteger(value) && MONEY_KEY.test(key)) {
    out.push({ label, text: formatPeso(value), depth });
    return;
  }
  if (isPlain(value)) {
    out.push({ label, text: plain(value), depth });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) out.push({ label, text: 'None', depth });
    else if (value.every(isPlain)) out.push({ label, text: value.map(plain).join(', '), depth });
    else {
      if (label !== null) out.push({ label, text: '', depth });
      value.forEach((item, i) => {
        linesOf(item, `${i + 1}.`, label === null ? depth : depth + 1, out);
      });
    }
    return;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) {
      out.push({ label, text: 'None', depth });
      return;
    }
    if (label !== null) out.push({ label, text: '', depth });
    const inner = label === null ? depth : depth + 1;
    for (const [key, item] of entries) {
      if (inner > MAX_DEPTH) out.push({ label: startCase(key), text: JSON.stringify(item), depth: inner });
      else linesOf(item, startCase(key), inner, out, key);
    }
    return;
  }
  out.push({ label, text: String(value), depth });
}

/** JSON text as labelled lines; text that is not JSON is one line as it was. */
export function breakdownLines(text: string | null | undefined): BreakdownLine[] {
  if (text === null || text === undefined || text.trim() === '') return [];
  const parsed = parse(text);
  if (!parsed.ok) return [{ label: null, text, depth: 0 }];
  const out: BreakdownLine[] = [];
  linesOf(parsed.value, null, 0, out);
  return out;
}

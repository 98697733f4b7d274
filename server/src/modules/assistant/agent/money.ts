/** Peso amounts found in the assistant's free text (shown as ₱1,234.56 by platform/money.ts). */

export interface FoundAmount {
  start: number;
  end: number;
  raw: string;
  centavos: number;
}

const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?`;
const UNIT_AFTER = String.raw`(?!\s?(?:am|pm|a\.m|p\.m|kg|g|grams?|ml|l|liters?|pcs|pc|pieces?|%|x|cm|mm|in|oz|lbs?|hrs?|h|mins?|days?|weeks?|servings?|glasses)\b)`;

/** "₱1,200", "P1200.00", "PHP 1,200", "Php349" */
const PREFIXED = new RegExp(String.raw`(?<![\p{L}\d])(?:₱|php|p)\s?(${NUMBER})(?![\d,]*\d)`, 'giu');
/** "1,200 pesos", "349 php", "50 piso" */
const SUFFIXED = new RegExp(String.raw`(?<![\p{L}\d.,])(${NUMBER})\s?(?:pesos?|piso|php)\b`, 'giu');
/** Money-shaped numbers without a currency: "1,200" or "349.00". */
const BARE = new RegExp(
  String.raw`(?<![\p{L}\d.,#-])(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+\.\d{2})(?![\d\p{L}])${UNIT_AFTER}`,
  'giu',
);

export function parseCentavos(number: string): number {
  const [whole = '0', fraction = ''] = number.replace(/,/g, '').split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Every peso amount in a text, in order of appearance. */
export function findPesoAmounts(text: string): FoundAmount[] {
  const found: FoundAmount[] = [];
  const overlaps = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  for (const pattern of [PREFIXED, SUFFIXED, BARE]) {
    for (const m of text.matchAll(pattern)) {
      const start = m.index ?? 0;
      const end = start + m[0].length;
      const number = m[1] ?? '';
      if (overlaps(start, end) || number === '') continue;
      found.push({ start, end, raw: m[0], centavos: parseCentavos(number) });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * The peso amount input: merchants type pesos ("30", "1,250.5", "₱35.00"); the server keeps integer
 * centavos. Parsing stays in strings and integers so 0.1 + 0.2 never reaches a price.
 */

export type PesoParse =
  | { ok: true; centavos: number }
  | { ok: false; error: 'empty' | 'invalid' | 'precision' };

const PESO_RE = /^(\d+)(?:\.(\d*))?$/;

/** "1,250.50" -> 125050 centavos; blank, negative, letters or more than 2 decimals are refused. */
export function parsePesos(text: string): PesoParse {
  const cleaned = text
    .trim()
    .replace(/^₱\s*/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (cleaned === '') return { ok: false, error: 'empty' };
  const match = PESO_RE.exec(cleaned);
  if (!match) return { ok: false, error: 'invalid' };
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  if (fraction.length > 2) return { ok: false, error: 'precision' };
  if (whole.length > 10) return { ok: false, error: 'invalid' };
  return { ok: true, centavos: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

/** 3500 -> "35.00": the input's text for a stored price. */
export function centavosToPesoText(centavos: number): string {
  const rounded = Math.round(centavos);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Money typed in pesos (₱1,234.56) and kept in centavos (123456), and percentages typed as 12.5 and
 * kept in basis points (1250): both are "hundredths", so one exact parser serves them (no floats).
 */

const HUNDREDTHS_RE = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/** "1,234.5" → 123450; null when blank or not a non-negative number with at most 2 decimals. */
export function parseHundredths(text: string): number | null {
  const value = text.trim();
  const match = HUNDREDTHS_RE.exec(value);
  if (!match) return null;
  const whole = (match[1] ?? '').replace(/,/g, '');
  const fraction = match[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const n = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(n) ? n : null;
}

/** A peso amount as typed ("₱1,234.56", "PHP 80", "80") in centavos; null when not an amount. */
export const parsePesos = (text: string): number | null =>
  parseHundredths(text.trim().replace(/^(₱|PHP)\s*/i, ''));

/** Centavos for a money field: 123456 → "1,234.56" (the field shows ₱ as its adornment). */
export function formatPesoInput(centavos: number): string {
  const abs = Math.abs(Math.round(centavos));
  const pesos = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${centavos < 0 ? '-' : ''}${pesos}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points for a percent field: 1250 → "12.5", 1200 → "12", 5 → "0.05". */
export function formatPercentInput(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

const PESO = '₱';

/**
 * Formats integer centavos as pesos: 123456 -> '₱1,234.56', -5 -> '-₱0.05'.
 * Arithmetic stays in integers so no floating-point drift reaches the screen; a fractional
 * input is rounded to the nearest centavo. Non-finite input renders as an empty string.
 */
export function formatPeso(centavos: number): string {
  if (!Number.isFinite(centavos)) return '';
  const rounded = Math.round(centavos);
  const abs = Math.abs(rounded);
  const pesos = Math.floor(abs / 100);
  const cents = abs % 100;
  const grouped = String(pesos).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = rounded < 0 ? '-' : '';
  return `${sign}${PESO}${grouped}.${String(cents).padStart(2, '0')}`;
}

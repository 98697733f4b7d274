/**
 * The fee field: pesos as typed ("80", "1,234.50", "₱150") to integer centavos, without floating
 * point (the digits are read as text), and back.
 */
const PESOS = /^(\d{1,3}(,\d{3})+|\d+)(\.(\d{0,2}))?$/;

/** Centavos of a typed peso amount; null when it is not a non-negative amount with at most 2 decimals. */
export function parsePesos(text: string): number | null {
  const cleaned = text.trim().replace(/^₱\s*/, '');
  const match = PESOS.exec(cleaned);
  if (!match) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', ''));
  const cents = Number((match[4] ?? '').padEnd(2, '0'));
  const centavos = whole * 100 + cents;
  return Number.isSafeInteger(centavos) ? centavos : null;
}

/** What the fee field shows for saved centavos: 8000 -> "80.00", 12345 -> "123.45". */
export function pesosText(centavos: number): string {
  const whole = Math.floor(centavos / 100);
  return `${whole}.${String(centavos % 100).padStart(2, '0')}`;
}

/** Philippine mobile numbers, as customers type them and as they are stored (10 digits, no +63). */

/** "+63 917 123 4567", "0917-123-4567" or "9171234567" → "9171234567"; null when not a PH mobile. */
export function normalizeMobile(value: string): string | null {
  const digits = value.replace(/[\s()-]/g, '');
  const m = /^(?:\+63|63|0)?(9\d{9})$/.exec(digits);
  return m?.[1] ?? null;
}

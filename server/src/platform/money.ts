/** Money is integer centavos (DESIGN.md rule 6); these are its two written forms, kept in one place. */

/** ₱1,234.56 (and -₱1,234.56): how people read an amount, in messages, errors and the console. */
export function formatPeso(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(Math.round(centavos));
  const pesos = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}₱${pesos}.${(abs % 100).toString().padStart(2, '0')}`;
}

/** 1234.56 without a sign or separators (CSV files a spreadsheet reads as a number); '' for null. */
export const centavosToPeso = (centavos: number | null): string =>
  centavos === null
    ? ''
    : `${centavos < 0 ? '-' : ''}${Math.floor(Math.abs(centavos) / 100)}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;

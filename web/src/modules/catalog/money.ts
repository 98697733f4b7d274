import { parsePesos as centavosOf, formatPesoInput } from '../../lib/money';

/**
 * The peso amount input of the catalog forms: lib/money reads the amount exactly; this names why a
 * text is refused, so the form can say "at most 2 decimals" rather than just "invalid".
 */
export type PesoParse =
  | { ok: true; centavos: number }
  | { ok: false; error: 'empty' | 'invalid' | 'precision' };

export function parsePesos(text: string): PesoParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'empty' };
  const centavos = centavosOf(trimmed);
  if (centavos !== null) return { ok: true, centavos };
  return { ok: false, error: /\.\d{3,}$/.test(trimmed) ? 'precision' : 'invalid' };
}

/** 3500 -> "35.00": the input's text for a stored price. */
export const centavosToPesoText = formatPesoInput;

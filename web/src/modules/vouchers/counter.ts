import { parsePesos } from '../../lib/money';
import { invalidType, required } from '../../lib/validation';

export const MAX_PURCHASE = 100_000_000;

export interface CounterProblems {
  code?: string;
  amount?: string;
}

/** The counter's fields before asking the server: a code, and a purchase of ₱0.01 to ₱1,000,000.00. */
export function counterProblems(code: string, amount: string): CounterProblems {
  const p: CounterProblems = {};
  if (code.trim() === '') p.code = required('Voucher code');
  const centavos = parsePesos(amount);
  if (amount.trim() === '') p.amount = required('Purchase amount');
  else if (centavos === null || centavos < 1 || centavos > MAX_PURCHASE)
    p.amount = invalidType('Purchase amount');
  return p;
}

/** A code as the server keeps it: upper-case, without spaces. */
export const normalizeCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

import { findPesoAmounts } from './money.ts';
import { normalize } from './text.ts';
import type { CustomerOrder } from './types.ts';

/**
 * Facts a reply states that are not peso amounts or product names (the supervisor checks those):
 * order numbers and long numbers (a GCash or bank account, a phone number, a registration number).
 * Each must come from a tool: the customer's order, or the store's own policies. A reply that states
 * one that no tool gave is not offered, and the evaluation counts it.
 */

/** "SNK-10432", "TEST-1A2B3C4D" (letters, a dash, digits or letters), or Suki's own "261126-7QK2MD". */
const ORDER_NUMBER = /\b(?:[A-Z]{2,6}-[0-9A-Z]{4,}|\d{6}-[0-9A-Z]{6})\b/g;
/** Seven or more digits, possibly grouped by spaces or dashes: "0917 555 0142", "1234-5678-90". */
const LONG_NUMBER = /(?<![\d.,₱])\d(?:[\s-]?\d){6,}(?!\d|[.,]\d)/g;

const digits = (text: string) => text.replace(/\D/g, '');

export interface FactSources {
  order: CustomerOrder | null;
  storePolicies: string;
}

/** The order numbers and long numbers in `reply` that no tool gave. */
export function unsupportedIdentifiers(reply: string, sources: FactSources): string[] {
  const out: string[] = [];
  const known = sources.order?.transactionNumber ?? null;
  // The customer's own order number is a fact the order tool gave, whatever its shape.
  const rest = known ? reply.split(known).join(' ') : reply;
  for (const m of rest.matchAll(ORDER_NUMBER)) out.push(`order number ${m[0]} is not the customer's order`);
  const policyDigits = [...sources.storePolicies.matchAll(LONG_NUMBER)].map((m) => digits(m[0]));
  for (const m of rest.replace(ORDER_NUMBER, ' ').matchAll(LONG_NUMBER)) {
    if (!policyDigits.includes(digits(m[0])))
      out.push(`number ${m[0].trim()} is not in the store's policies`);
  }
  return out;
}

/**
 * Whether `reply` states `fact`: a peso fact ("₱1,250") matches any amount of that value; any other
 * fact must appear in the reply with case, accents and spacing ignored (digits compared on their own).
 */
export function statesFact(reply: string, fact: string): boolean {
  const money = findPesoAmounts(fact);
  if (money.length === 1 && money[0]?.raw.trim() === fact.trim()) {
    return findPesoAmounts(reply).some((a) => a.centavos === money[0]?.centavos);
  }
  if (/^[\d\s-]+$/.test(fact)) return digits(reply).includes(digits(fact));
  const squash = (t: string) => normalize(t).replace(/\s+/g, '');
  return squash(reply).includes(squash(fact));
}

/**
 * What a reply says of the customer's order, each with the states that make it true. A claim is read
 * only when no "not"/"hindi pa" comes before it in its sentence.
 */
const STATUS_CLAIMS: ReadonlyArray<readonly [RegExp, (o: CustomerOrder) => boolean]> = [
  [
    /\b(?:has been delivered|was delivered|na-deliver na|naideliver na|delivered na)\b/,
    (o) => o.status === 'completed',
  ],
  [
    /\b(?:is on its way|out for delivery|papunta na|with the courier|nasa courier na)\b/,
    (o) => o.status === 'for_delivery',
  ],
  [
    /\b(?:was cancelled|was canceled|has been cancelled|na-cancel|nakansela)\b/,
    (o) => o.status === 'cancelled',
  ],
  [
    /\b(?:was refunded|has been refunded|na-refund na)\b/,
    (o) => o.status === 'refunded' || o.paymentStatus === 'refund_success',
  ],
  [
    /\b(?:payment received|received your payment|natanggap na po namin ang bayad)\b/,
    (o) => ['for_confirmation', 'pay_success'].includes(o.paymentStatus),
  ],
  [
    /\b(?:waiting for payment|naghihintay pa po ng bayad|still shows as unpaid)\b/,
    (o) => o.paymentStatus === 'pay_pending',
  ],
];
const NEGATED = /\b(?:not|never|hindi|di|wala)\b[^.!?\n]*$/;

/** Order statuses the reply states that the customer's order (if any) does not have. */
export function unsupportedStatusClaims(reply: string, order: CustomerOrder | null): string[] {
  const text = reply.toLowerCase();
  const out: string[] = [];
  for (const [claim, holds] of STATUS_CLAIMS) {
    for (const m of text.matchAll(new RegExp(claim.source, 'g'))) {
      const before = text.slice(Math.max(0, (m.index ?? 0) - 60), m.index ?? 0);
      if (NEGATED.test(before)) continue;
      if (!order || !holds(order)) out.push(`"${m[0]}" is not what the order says`);
    }
  }
  return out;
}

import { describe, expect, it } from 'vitest';
import { findPesoAmounts } from '../money.ts';
import { INTENTS, SENTIMENTS } from '../types.ts';
import {
  BUILTIN_CASES,
  EN_CASES,
  SAMPLE_CATALOG,
  SAMPLE_ORDERS,
  SAMPLE_SETTINGS,
  TAGLISH_CASES,
  TL_CASES,
} from './index.ts';
import { type BuiltinCase, LANGUAGE_GROUPS, type LanguageGroup, TOPICS } from './types.ts';

const GROUPS: Record<LanguageGroup, BuiltinCase[]> = { en: EN_CASES, tl: TL_CASES, taglish: TAGLISH_CASES };

/** A "₱1,250" style fact, in centavos; null for any other fact. */
function pesoFact(fact: string): number | null {
  const m = /^₱(\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/.exec(fact);
  if (!m) return null;
  return Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2] ?? '0');
}

/** Every amount a right answer may state: product and variant prices, fees in the policies. */
const KNOWN_AMOUNTS = new Set<number>([
  ...SAMPLE_CATALOG.flatMap((p) => [p.price, ...p.variants.map((v) => v.price)]),
  ...findPesoAmounts(SAMPLE_SETTINGS.storePolicies).map((a) => a.centavos),
]);

describe('the sample store', () => {
  it('has distinct product ids and transaction numbers', () => {
    expect(new Set(SAMPLE_CATALOG.map((p) => p.uuid)).size).toBe(SAMPLE_CATALOG.length);
    const numbers = Object.values(SAMPLE_ORDERS).map((o) => o.transactionNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it("prices every product at its lowest variant's price, in stock when any variant is", () => {
    for (const product of SAMPLE_CATALOG) {
      expect(Number.isInteger(product.price), product.name).toBe(true);
      if (product.variants.length === 0) continue;
      expect(product.price, product.name).toBe(Math.min(...product.variants.map((v) => v.price)));
      expect(product.inStock, product.name).toBe(product.variants.some((v) => v.inStock));
      for (const variant of product.variants) {
        expect(Number.isInteger(variant.price), variant.name).toBe(true);
        expect(variant.name, product.name).toBe(variant.options.join(' / '));
      }
    }
  });

  it('has products whose variant prices differ, and products out of stock', () => {
    const differing = SAMPLE_CATALOG.filter((p) => new Set(p.variants.map((v) => v.price)).size > 1);
    expect(differing.length).toBeGreaterThanOrEqual(6);
    expect(SAMPLE_CATALOG.filter((p) => !p.inStock).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps each order consistent with its situation', () => {
    expect(SAMPLE_ORDERS.unpaid).toMatchObject({ status: 'pending', paymentStatus: 'pay_pending' });
    expect(SAMPLE_ORDERS.slip_sent).toMatchObject({ status: 'pending', paymentStatus: 'for_confirmation' });
    expect(SAMPLE_ORDERS.for_delivery).toMatchObject({
      status: 'for_delivery',
      paymentStatus: 'pay_success',
    });
    expect(SAMPLE_ORDERS.completed.status).toBe('completed');
    expect(SAMPLE_ORDERS.cancelled.status).toBe('cancelled');
    expect(SAMPLE_ORDERS.cod_pending).toMatchObject({ status: 'pending', paymentStatus: 'pay_pending' });
  });
});

describe('the built-in cases', () => {
  it('has at least 70 cases per group, the groups within 5 of each other', () => {
    const sizes = LANGUAGE_GROUPS.map((g) => GROUPS[g].length);
    for (const size of sizes) expect(size).toBeGreaterThanOrEqual(70);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(5);
    expect(BUILTIN_CASES.length).toBe(sizes.reduce((a, b) => a + b, 0));
  });

  it('has unique ids prefixed by their group, and each case in its own group', () => {
    expect(new Set(BUILTIN_CASES.map((c) => c.id)).size).toBe(BUILTIN_CASES.length);
    for (const group of LANGUAGE_GROUPS) {
      for (const c of GROUPS[group]) {
        expect(c.language, c.id).toBe(group);
        expect(c.id).toMatch(new RegExp(`^${group}-\\d{3}$`));
      }
    }
  });

  it.each(LANGUAGE_GROUPS)('covers every intent and mood, with at least 15 negative cases (%s)', (group) => {
    const cases = GROUPS[group];
    for (const intent of INTENTS)
      expect(
        cases.some((c) => c.intent === intent),
        intent,
      ).toBe(true);
    for (const mood of SENTIMENTS)
      expect(
        cases.some((c) => c.mood === mood),
        mood,
      ).toBe(true);
    expect(cases.filter((c) => c.mood === 'NEGATIVE').length).toBeGreaterThanOrEqual(15);
  });

  it('uses known labels, order keys and non-empty messages', () => {
    for (const c of BUILTIN_CASES) {
      expect(c.message.trim(), c.id).not.toBe('');
      expect(INTENTS, c.id).toContain(c.intent);
      expect(SENTIMENTS, c.id).toContain(c.mood);
      expect(TOPICS, c.id).toContain(c.topic);
      if (c.order != null) expect(Object.keys(SAMPLE_ORDERS), c.id).toContain(c.order);
      for (const turn of c.history ?? []) expect(turn.text.trim(), c.id).not.toBe('');
    }
  });

  it('states only peso facts the store knows', () => {
    for (const c of BUILTIN_CASES) {
      for (const fact of c.facts) {
        if (!fact.startsWith('₱')) continue;
        const centavos = pesoFact(fact);
        expect(centavos, `${c.id}: ${fact}`).not.toBeNull();
        expect(KNOWN_AMOUNTS.has(centavos!), `${c.id}: ${fact}`).toBe(true);
      }
    }
  });

  it("gives every order question its order's transaction number", () => {
    for (const c of BUILTIN_CASES.filter((c) => c.topic === 'order')) {
      expect(c.order, c.id).toBeTruthy();
      expect(c.facts, c.id).toContain(SAMPLE_ORDERS[c.order!].transactionNumber);
    }
  });

  it('asks for a transaction number only of the order the customer has', () => {
    const numbers = Object.values(SAMPLE_ORDERS).map((o) => o.transactionNumber);
    for (const c of BUILTIN_CASES) {
      for (const fact of c.facts.filter((f) => numbers.includes(f))) {
        expect(c.order ? SAMPLE_ORDERS[c.order].transactionNumber : null, c.id).toBe(fact);
      }
    }
  });

  it('asks for non-peso facts that the store settings hold', () => {
    const orderNumbers = Object.values(SAMPLE_ORDERS).map((o) => o.transactionNumber);
    for (const c of BUILTIN_CASES) {
      for (const fact of c.facts) {
        if (fact.startsWith('₱') || orderNumbers.includes(fact)) continue;
        expect(SAMPLE_SETTINGS.storePolicies, `${c.id}: ${fact}`).toContain(fact);
      }
    }
  });
});

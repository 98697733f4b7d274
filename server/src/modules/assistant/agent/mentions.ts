import { foldKeepingLength, words } from './text.ts';
import type { CatalogProduct } from './types.ts';

/** A place in a text that names one (or, when ambiguous, several) catalog products. */
export interface Mention {
  start: number;
  end: number;
  text: string;
  products: CatalogProduct[];
}

/** Words too common in product names to identify one on their own. */
const GENERIC = new Set(
  `classic original special premium regular small medium large big mini set can pcs piece pieces with and
  the of for ng sa na de style new best home made homemade fresh`.split(/\s+/),
);

/**
 * Kinds of product ("tee", "jar"): alone they name every product of that kind ("the tee" is the Classic
 * and the Oversized Graphic Tee), so an amount next to one must be the price of one of them.
 */
const KINDS = new Set(
  `tee tees shirt pants shorts polo bag hat cap jar pack tray box juice bottle tub dress skirt hoodie jacket
  cake pie bread chips`.split(/\s+/),
);

const LETTER = String.raw`[\p{L}\p{N}]`;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Compiled once per phrase (a catalog's names recur in every message); matchAll works on a copy. */
const patterns = new Map<string, RegExp>();
const MAX_PATTERNS = 20_000;

function phrasePattern(parts: readonly string[]): RegExp {
  const key = parts.join(' ');
  let pattern = patterns.get(key);
  if (!pattern) {
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    pattern = new RegExp(
      `(?<!${LETTER})${parts.map(escapeRegExp).join(`[^\\p{L}\\p{N}]+`)}(?!${LETTER})`,
      'gu',
    );
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Finds product names in a text, accent- and case-insensitively: the full name, any run of two or more
 * of its words ("Ube Halaya" for "Ube Halaya Jar"), one distinctive word ("sisig") or a kind ("tee").
 * Overlapping finds keep the longest; a word shared by several names yields a mention of all of them.
 */
export function findMentions(text: string, catalog: readonly CatalogProduct[]): Mention[] {
  const folded = foldKeepingLength(text);
  const spans = new Map<string, Mention>();
  const add = (start: number, end: number, product: CatalogProduct) => {
    const key = `${start}:${end}`;
    const existing = spans.get(key);
    if (existing) {
      if (!existing.products.some((p) => p.uuid === product.uuid)) existing.products.push(product);
    } else {
      spans.set(key, { start, end, text: text.slice(start, end), products: [product] });
    }
  };
  for (const product of catalog) {
    const parts = words(product.name);
    for (let len = parts.length; len >= 1; len--) {
      for (let from = 0; from + len <= parts.length; from++) {
        const slice = parts.slice(from, from + len);
        if (len === 1 && !distinctive(slice[0] ?? '')) continue;
        if (len > 1 && slice.every((w) => GENERIC.has(w) || KINDS.has(w) || /^\d+$/.test(w))) continue;
        for (const m of folded.matchAll(phrasePattern(slice))) {
          const start = m.index ?? 0;
          add(start, start + m[0].length, product);
        }
      }
    }
  }
  const all = [...spans.values()].sort((a, b) => a.start - b.start || b.end - a.end);
  return all.filter(
    (m) =>
      !all.some((o) => o !== m && o.start <= m.start && o.end >= m.end && o.end - o.start > m.end - m.start),
  );
}

function distinctive(word: string): boolean {
  return KINDS.has(word) || (word.length >= 4 && !GENERIC.has(word) && !/^\d+$/.test(word));
}

/** Runs of two or more Capitalized Words ("Mango Float Tub"), which may name a product. */
export function titleCaseRuns(text: string): Array<{ start: number; end: number; text: string }> {
  const runs: Array<{ start: number; end: number; text: string }> = [];
  const pattern =
    /(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*(?:[ \t]+(?:(?:and|ng|de|with|of|sa|na|&)[ \t]+)?\p{Lu}[\p{L}'’-]*)+/gu;
  // Codes are not names: "SDS-024100", "TXN123" become blanks of the same length.
  const masked = text.replace(
    /(?<![\p{L}\p{N}])[\p{L}]*[\p{N}][\p{L}\p{N}-]*|\p{Lu}{2,}-[\p{L}\p{N}-]*/gu,
    (m) => ' '.repeat(m.length),
  );
  for (const m of masked.matchAll(pattern)) {
    const start = m.index ?? 0;
    runs.push({ start, end: start + m[0].length, text: m[0] });
  }
  return runs;
}

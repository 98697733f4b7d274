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

/** The runs of letters and digits of a folded text (what `words` makes of a name), with their places. */
function tokensOf(folded: string): Array<{ word: string; start: number; end: number }> {
  const tokens: Array<{ word: string; start: number; end: number }> = [];
  for (const m of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = m.index ?? 0;
    tokens.push({ word: m[0], start, end: start + m[0].length });
  }
  return tokens;
}

/**
 * Finds product names in a text, accent- and case-insensitively: the full name, any run of two or more
 * of its words ("Ube Halaya" for "Ube Halaya Jar"), one distinctive word ("sisig") or a kind ("tee").
 * Overlapping finds keep the longest; a word shared by several names yields a mention of all of them.
 *
 * A phrase is found where consecutive words of the text are its words, whatever separates them (spaces,
 * punctuation): the text is split into words once, and each phrase is looked up from where its first
 * word occurs, left to right, the next find starting after the last (as a global regular expression
 * would find them, without compiling one per phrase: hundreds per catalog, ~0.5 s on a first draft).
 */
export function findMentions(text: string, catalog: readonly CatalogProduct[]): Mention[] {
  const tokens = tokensOf(foldKeepingLength(text));
  const at = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    const list = at.get(t.word);
    if (list) list.push(i);
    else at.set(t.word, [i]);
  });
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
  const startsAt = (i: number, slice: readonly string[]) => slice.every((w, k) => tokens[i + k]?.word === w);
  for (const product of catalog) {
    const parts = words(product.name);
    for (let len = parts.length; len >= 1; len--) {
      for (let from = 0; from + len <= parts.length; from++) {
        const slice = parts.slice(from, from + len);
        if (len === 1 && !distinctive(slice[0] ?? '')) continue;
        if (len > 1 && slice.every((w) => GENERIC.has(w) || KINDS.has(w) || /^\d+$/.test(w))) continue;
        let next = 0;
        for (const i of at.get(slice[0] ?? '') ?? []) {
          if (i < next || !startsAt(i, slice)) continue;
          add(tokens[i]?.start ?? 0, tokens[i + len - 1]?.end ?? 0, product);
          next = i + len;
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

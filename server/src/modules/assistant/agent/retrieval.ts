import { canonical, editDistance, variants, words } from './text.ts';
import type { CatalogProduct } from './types.ts';

/**
 * Full-text product retrieval: BM25 over a product's name (weighted 3x) and description, on canonical
 * terms (accent-free, stemmed, synonyms folded: "t-shirt" = "tee" = "shirt", "manok" = "chicken").
 * A query word missing from the catalog's vocabulary falls back to its Filipino/English variants
 * ("adobong" → "adobo"), then to a prefix or a one- or two-letter typo ("chicharon" ~ "chicharron").
 * Shared by the offline agent and the LLM adapter's search_products tool.
 */

/** Words that carry the question, not the thing asked about. */
const STOPWORDS = new Set(
  `a an the and or but of for to in on at by with from as is are was were be been am it its this that
  these those there here i me my we our you your yours he she they them do does did can could would
  should will shall have has had get got want wanna need like please pls pa po ba ang ng nang mga
  yung ung yun ito iyan yan si sa na pa ko mo ka kayo ako namin natin nyo niyo ninyo lang naman din
  rin nga pala sana kasi ho opo oo yes no not any some all what which who how much many when where why
  price available avail availability stock stocks meron mayroon may wala walang pwede puwede pede
  sell sold carry order orders buy bili bumili bibili pabili kuha kukuha gusto ano anong saan kailan
  hi hello hey good morning afternoon evening day today now ngayon bukas still pa also too more
  item items product products thing things ba available avail one piece pcs pc per each just only
  thanks thank salamat ok okay sige again ulit please interested hm hmp hmf inquire inquiry ask
  tanong magtanong check size sizes kulay color colors there their try new quality deliver delivery
  shipping ship shipped open location payment pay paid cod refund return exchange status track via
  store shop tindahan ready pickup week weeks day days hour hours minute minutes within around about
  show pakita patingin tingnan see view lahat everything list options kinds types klase bang pang
  yong iyong nung noong kung kapag`.split(/\s+/),
);

const NAME_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

interface Doc {
  product: CatalogProduct;
  name: Map<string, number>;
  all: Map<string, number>;
  length: number;
}

export interface ProductIndex {
  docs: Doc[];
  df: Map<string, number>;
  avgLength: number;
  vocabulary: string[];
}

export interface RankedProduct {
  product: CatalogProduct;
  score: number;
  /** Query terms found in the product's name. */
  nameHits: string[];
  /** Query terms found anywhere in the product. */
  matched: string[];
}

/** Content terms of a text for retrieval (stopwords removed). */
export function contentTerms(text: string): string[] {
  return words(text)
    .filter((w) => (w.length > 1 || /\d/.test(w)) && !STOPWORDS.has(w))
    .map(canonical)
    .filter((t) => !STOPWORDS.has(t) && !/^\d+$/.test(t));
}

const KINDS: ReadonlyArray<readonly [string, string]> = [
  'shirt',
  'pants',
  'shorts',
  'dress',
  'hoodie',
  'jacket',
  'polo',
  'skirt',
].map((t) => [canonical(t), canonical('clothes')] as const);

export function buildIndex(catalog: readonly CatalogProduct[]): ProductIndex {
  const df = new Map<string, number>();
  const docs = catalog.map((product) => {
    const name = counts(contentTerms(product.name));
    const all = new Map<string, number>();
    for (const [t, n] of name) all.set(t, n * NAME_WEIGHT);
    for (const t of contentTerms(product.description)) all.set(t, (all.get(t) ?? 0) + 1);
    // A tee is clothes ("damit"): the kind a shopper may ask for instead of the item.
    for (const [t, parent] of KINDS) if (all.has(t) && !all.has(parent)) all.set(parent, 1);
    for (const t of all.keys()) df.set(t, (df.get(t) ?? 0) + 1);
    const length = [...all.values()].reduce((a, b) => a + b, 0);
    return { product, name, all, length };
  });
  const avgLength = docs.length > 0 ? docs.reduce((a, d) => a + d.length, 0) / docs.length : 1;
  return { docs, df, avgLength: avgLength || 1, vocabulary: [...df.keys()].sort() };
}

/** Query terms mapped onto the vocabulary, each with a confidence weight. */
export function resolveQuery(
  index: ProductIndex,
  query: string,
): Array<{ term: string; weight: number; from: string }> {
  const resolved = new Map<string, { term: string; weight: number; from: string }>();
  const add = (term: string, weight: number, from: string) => {
    const prev = resolved.get(term);
    if (!prev || prev.weight < weight) resolved.set(term, { term, weight, from });
  };
  for (const q of contentTerms(query)) {
    if (index.df.has(q)) {
      add(q, 1, q);
      continue;
    }
    const variant = variants(q).find((v) => index.df.has(v));
    if (variant) {
      add(variant, 0.9, q);
      continue;
    }
    if (q.length < 5) continue;
    const fuzzy = nearest(index.vocabulary, q);
    if (fuzzy) add(fuzzy.term, fuzzy.weight, q);
  }
  return [...resolved.values()];
}

function nearest(vocabulary: readonly string[], q: string): { term: string; weight: number } | null {
  let best: { term: string; weight: number } | null = null;
  const maxEdits = q.length >= 7 ? 2 : 1;
  for (const term of vocabulary) {
    let weight = 0;
    if (
      term.length >= 4 &&
      (term.startsWith(q) || q.startsWith(term)) &&
      Math.abs(term.length - q.length) <= 4
    ) {
      weight = 0.6;
    }
    const d = editDistance(q, term, maxEdits);
    if (d <= maxEdits) weight = Math.max(weight, d === 1 ? 0.75 : 0.55);
    if (weight > 0 && (!best || weight > best.weight)) best = { term, weight };
  }
  return best;
}

/**
 * Ranks the catalog for a query, in-stock products first among near-equal matches; only products
 * matching at least one query term are returned, at most 10.
 */
export function searchProducts(
  catalog: readonly CatalogProduct[] | ProductIndex,
  query: string,
  options: { limit?: number } = {},
): RankedProduct[] {
  const index = isIndex(catalog) ? catalog : buildIndex(catalog);
  const limit = Math.min(options.limit ?? 10, 10);
  const queryTerms = resolveQuery(index, query);
  if (queryTerms.length === 0) return [];
  const n = index.docs.length;
  const ranked: RankedProduct[] = [];
  for (const doc of index.docs) {
    let score = 0;
    const matched: string[] = [];
    const nameHits: string[] = [];
    for (const { term, weight } of queryTerms) {
      const tf = doc.all.get(term) ?? 0;
      if (tf === 0) continue;
      const df = index.df.get(term) ?? 0;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      score += weight * idf * ((tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / index.avgLength)));
      matched.push(term);
      if (doc.name.has(term)) nameHits.push(term);
    }
    if (score === 0) continue;
    // Every word of the product's name asked for: "Ube Halaya Jar" beats "ube" in a description.
    if (doc.name.size > 0 && [...doc.name.keys()].every((t) => matched.includes(t))) score *= 1.5;
    ranked.push({ product: doc.product, score: Math.round(score * 1000) / 1000, nameHits, matched });
  }
  ranked.sort((a, b) => b.score - a.score || a.product.name.localeCompare(b.product.name));
  // In stock first among near-equal matches: clusters of scores within 10% of the cluster's best.
  const ordered: RankedProduct[] = [];
  for (let i = 0; i < ranked.length; ) {
    const head = ranked[i]?.score ?? 0;
    let j = i;
    while (j < ranked.length && (ranked[j]?.score ?? 0) >= head * 0.9) j++;
    const cluster = ranked.slice(i, j);
    ordered.push(...cluster.filter((r) => r.product.inStock), ...cluster.filter((r) => !r.product.inStock));
    i = j;
  }
  return ordered.slice(0, limit);
}

/**
 * The strong matches: within `ratio` of the best score. When the best names the product with two or
 * more of its words ("ube halaya"), products sharing only one of them ("ube" pandesal) are dropped.
 */
export function strongMatches(ranked: readonly RankedProduct[], ratio = 0.45): RankedProduct[] {
  const top = ranked.reduce((best, r) => Math.max(best, r.score), 0);
  const strong = ranked.filter((r) => r.score >= top * ratio);
  const mostNamed = strong.reduce((best, r) => Math.max(best, r.nameHits.length), 0);
  // "polvoron and leche flan": a one-word name asked in full stays beside a two-word one.
  const fullName = (r: RankedProduct) => {
    const name = contentTerms(r.product.name);
    return name.length > 0 && name.every((t) => r.nameHits.includes(t));
  };
  return mostNamed >= 2 ? strong.filter((r) => r.nameHits.length >= 2 || fullName(r)) : strong;
}

function isIndex(value: readonly CatalogProduct[] | ProductIndex): value is ProductIndex {
  return !Array.isArray(value);
}

function counts(list: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const t of list) m.set(t, (m.get(t) ?? 0) + 1);
  return m;
}

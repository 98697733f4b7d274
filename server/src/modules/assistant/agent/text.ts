/**
 * Text helpers shared by the agents: accent folding, tokenizing, light stemming, synonyms.
 * Pure and deterministic.
 */

const MARKS = /\p{M}+/gu;

/** Lowercase, strip accents (ñ → n, é → e), unify apostrophes. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'");
}

/**
 * Like `normalize`, but keeps the string's length so that offsets found in the folded text point at the
 * same characters of the original (used to locate product names and amounts in a draft).
 */
export function foldKeepingLength(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = ch.normalize('NFKD').replace(MARKS, '').toLowerCase();
    const one = folded.length === ch.length ? folded : ch.toLowerCase();
    out += one.length === ch.length ? one : ch;
  }
  return out;
}

/** Words of a text: lowercase, accent-free runs of letters and digits ("t-shirt" → "t", "shirt"). */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Light English stemming: plurals and -ing/-ed. Filipino words are left alone (see `variants`). */
export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) w = undouble(w.slice(0, -3));
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = undouble(w.slice(0, -2));
  else if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  return w;
}

function undouble(w: string): string {
  return /([bdfgklmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

/** Words that mean the same thing to a shopper; each maps to its group's first word. */
const SYNONYM_GROUPS: readonly string[][] = [
  ['shirt', 'tshirt', 'tee', 'tees', 'shirts', 'tshirts', 'kamiseta', 'tisert'],
  ['price', 'presyo', 'magkano', 'cost', 'halaga', 'pricelist'],
  ['pants', 'pant', 'pantalon', 'trousers', 'jogger', 'joggers'],
  ['shorts', 'short', 'shortz'],
  ['bag', 'tote', 'bayong', 'bags'],
  ['hat', 'sumbrero', 'cap', 'caps', 'hats'],
  ['chicken', 'manok'],
  ['pork', 'baboy'],
  ['peanut', 'mani', 'peanuts'],
  ['garlic', 'bawang'],
  ['spicy', 'maanghang', 'anghang', 'hot'],
  ['juice', 'juices', 'drink', 'drinks', 'inumin'],
  ['bread', 'tinapay', 'breads'],
  ['calamansi', 'kalamansi', 'kalamunding'],
  ['chicharon', 'chicharron', 'chicharrones', 'tsitsaron', 'sitsaron'],
  ['dessert', 'desserts', 'panghimagas', 'sweets', 'matamis', 'sweet'],
  ['snack', 'snacks', 'merienda', 'meryenda', 'pulutan', 'chichirya'],
  ['food', 'pagkain', 'ulam', 'foods', 'viand'],
  ['clothes', 'damit', 'apparel', 'clothing', 'wear', 'outfit'],
  ['pandesal', 'pandesals', 'pan'],
  ['egg', 'itlog', 'eggs'],
  ['frozen', 'freezer'],
  ['bulk', 'wholesale', 'pakyaw', 'pakyawan', 'maramihan', 'reseller'],
  ['refund', 'refunds', 'ibalik'],
];

const CANONICAL = new Map<string, string>();
for (const group of SYNONYM_GROUPS) {
  const head = group[0] ?? '';
  for (const w of group) CANONICAL.set(w, head);
}

/** The canonical form of one word: synonym head, else its stem. */
export function canonical(word: string): string {
  const direct = CANONICAL.get(word);
  if (direct) return direct;
  const stemmed = stem(word);
  return CANONICAL.get(stemmed) ?? stemmed;
}

/** Canonical terms of a text, in order (duplicates kept). */
export function terms(text: string): string[] {
  return words(text)
    .filter((w) => w.length > 1 || /\d/.test(w))
    .map(canonical);
}

/**
 * Spelling variants to try when a word is not in a vocabulary: Filipino linker "-ng" (adobong → adobo),
 * affixes (pinaka-, napaka-, ka-, mag-, nag-), and plural "mga" forms are handled by the caller.
 */
export function variants(word: string): string[] {
  const out: string[] = [];
  if (word.length > 4 && word.endsWith('ng')) out.push(word.slice(0, -2));
  for (const prefix of ['napaka', 'pinaka', 'pang', 'mag', 'nag', 'ka']) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 3) out.push(word.slice(prefix.length));
  }
  if (word.endsWith('s') && word.length > 3) out.push(word.slice(0, -1));
  return out.map(canonical);
}

/** Damerau-Levenshtein distance, bounded: returns max + 1 once it is exceeded. */
export function editDistance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] ?? [];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      }
      row.push(best);
    }
    rows.push(row);
  }
  return Math.min(rows[a.length]?.[b.length] ?? max + 1, max + 1);
}

/** The customer's first name, or '' when there is none. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** Tests a list of patterns against a text; returns the matched snippets. */
export function matchAll(text: string, patterns: readonly RegExp[]): string[] {
  const hits: string[] = [];
  for (const p of patterns) {
    const m = text.match(p);
    if (m) hits.push(m[0].trim());
  }
  return hits;
}

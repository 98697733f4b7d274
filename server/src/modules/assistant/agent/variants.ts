import { normalize } from './text.ts';
import type { CatalogProduct, CatalogVariant } from './types.ts';

/**
 * Which of a product's variants a message names: a size ("XL", "size m", "medium"), a pack or weight
 * ("250g", "250 grams", "1.5 L", "12 pcs"), how many it serves ("good for 8", "for eight", "8 pax",
 * "pang 8"), a colour ("black", "itim") or any other option value's own words ("family", "spicy").
 * Messages and option values are read into the same keys, so "250 g" and "250g" meet.
 */

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  fifteen: '15',
  twenty: '20',
  isa: '1',
  dalawa: '2',
  tatlo: '3',
  apat: '4',
  lima: '5',
  anim: '6',
  pito: '7',
  walo: '8',
  siyam: '9',
  sampu: '10',
  dose: '12',
  isang: '1',
  dalawang: '2',
  tatlong: '3',
  limang: '5',
  pitong: '7',
  walong: '8',
  sampung: '10',
};

const UNITS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(?:g|gr|grams?|gms?|grms?)$/, 'g'],
  [/^(?:kg|kgs|kilos?|kilograms?)$/, 'kg'],
  [/^(?:ml|mls|milliliters?|millilitres?)$/, 'ml'],
  [/^(?:l|ltrs?|liters?|litres?|litro)$/, 'l'],
  [/^(?:pcs?|pieces?|piraso|pirasos)$/, 'pcs'],
  [/^(?:oz|ounces?)$/, 'oz'],
];

const SIZE_WORDS: Readonly<Record<string, string>> = {
  xxs: 'xxs',
  xs: 'xs',
  s: 's',
  small: 's',
  m: 'm',
  medium: 'm',
  med: 'm',
  l: 'l',
  large: 'l',
  xl: 'xl',
  xlarge: 'xl',
  maliit: 's',
  maliliit: 's',
  katamtaman: 'm',
  malaki: 'l',
  malaking: 'l',
  malalaki: 'l',
  xxl: 'xxl',
  '2xl': 'xxl',
  xxxl: 'xxxl',
  '3xl': 'xxxl',
};

const COLOURS: Readonly<Record<string, string>> = {
  itim: 'black',
  puti: 'white',
  pula: 'red',
  asul: 'blue',
  bughaw: 'blue',
  berde: 'green',
  luntian: 'green',
  dilaw: 'yellow',
  abo: 'gray',
  grey: 'gray',
  kulay: '',
  brown: 'brown',
  kayumanggi: 'brown',
  rosas: 'pink',
  lila: 'purple',
  navy: 'navy',
};

/** Words in option values that say nothing about which one ("Good for 8": "good", "for"). */
const FILLER = new Set(
  'good for and with the a an of pack size sizes pc pcs set tray box jar bottle pang na ng sa po tao katao pax people persons person serving servings laki sukat kulay color colour'.split(
    ' ',
  ),
);

/** Words and single letters made uniform: numbers spelled out, "extra large", Tagalog colours. */
function tokens(text: string): string[] {
  const raw =
    normalize(text)
      .replace(/\b2xl\b/g, 'xxl')
      .replace(/\b3xl\b/g, 'xxxl')
      .replace(/extra\s+large/g, 'xl')
      .replace(/extra\s+small/g, 'xs')
      .replace(/(\d)\s*[-\s]?\s*(?=[a-z])/g, '$1 ')
      .match(/[\p{L}\p{N}.]+/gu) ?? [];
  return raw
    .map((t) => t.replace(/^\.+|\.+$/g, ''))
    .filter((t) => t !== '')
    .map((t) => NUMBER_WORDS[t] ?? COLOURS[t] ?? t)
    .filter((t) => t !== '');
}

/** The keys a text names: "w:250g", "serves:8", "size:xl", and its plain words. */
export function variantKeys(
  text: string,
  opts: { loneLetters: boolean } = { loneLetters: true },
): Set<string> {
  const t = tokens(text);
  const keys = new Set<string>();
  for (let i = 0; i < t.length; i++) {
    const w = t[i] ?? '';
    const next = t[i + 1] ?? '';
    const prev = t[i - 1] ?? '';
    if (/^\d+(?:\.\d+)?$/.test(w)) {
      const unit = UNITS.find(([re]) => re.test(next))?.[1];
      if (unit) keys.add(`w:${w}${unit}`);
      if (/^(?:pax|persons?|people|tao|katao|heads?|servings?|serving)$/.test(next)) keys.add(`serves:${w}`);
      if (prev === 'for' || prev === 'pang' || prev === 'pang-') keys.add(`serves:${w}`);
      // "a box of 6", "pack of 12": pieces.
      if (prev === 'of' && /^(?:box|pack|set|tray|bag)$/.test(t[i - 2] ?? '')) keys.add(`w:${w}pcs`);
      continue;
    }
    if (/^(?:dozen|dosena|dosenang)$/.test(w)) keys.add('w:12pcs');
    // "250g", "1.5l", "12pcs" written as one word.
    const glued = w.match(/^(\d+(?:\.\d+)?)([a-z]+)$/);
    if (glued?.[1] && glued[2]) {
      const unit = UNITS.find(([re]) => re.test(glued[2] ?? ''))?.[1];
      if (unit) keys.add(`w:${glued[1]}${unit}`);
      if (/^(?:pax|persons?|people|tao|katao)$/.test(glued[2])) keys.add(`serves:${glued[1]}`);
      if (SIZE_WORDS[w]) keys.add(`size:${SIZE_WORDS[w]}`);
      continue;
    }
    const size = SIZE_WORDS[w];
    // A lone "s", "m" or "l" is a size only after "size" (or in an option value, where it stands alone).
    if (size && (w.length > 1 || opts.loneLetters || /^(?:size|sz|sizes)$/.test(prev))) {
      keys.add(`size:${size}`);
    }
    if (w.length >= 3 && !FILLER.has(w)) keys.add(w);
  }
  return keys;
}

/** The message's keys; lone S/M/L count when written in capitals ("M po") or after "size". */
export function messageKeys(message: string): Set<string> {
  const keys = variantKeys(message, { loneLetters: false });
  for (const m of message.matchAll(/(?<![\p{L}\d])([SML])(?![\p{L}\d])/gu)) {
    const size = SIZE_WORDS[(m[1] ?? '').toLowerCase()];
    if (size) keys.add(`size:${size}`);
  }
  return keys;
}

/** How many of a variant's option values the message names (an option value counts once). */
function matchedOptions(variant: CatalogVariant, said: ReadonlySet<string>): number {
  let n = 0;
  for (const value of variant.options.length > 0 ? variant.options : [variant.name]) {
    const keys = variantKeys(value);
    const typed = [...keys].filter((k) => k.includes(':'));
    const plain = [...keys].filter((k) => !k.includes(':'));
    if (typed.some((k) => said.has(k)) || (plain.length > 0 && plain.some((k) => said.has(k)))) n++;
  }
  return n;
}

export interface VariantChoice {
  /** The variants the message names (best match); [] when it names none. */
  named: CatalogVariant[];
  /** The variants the answer is about: the named ones, else all. */
  about: CatalogVariant[];
  /** Every price among `about` is the same. */
  onePrice: boolean;
}

/** The variants of `product` that `message` names, most specific first. */
export function chooseVariants(product: CatalogProduct, message: string): VariantChoice {
  const all = product.variants;
  if (all.length === 0) return { named: [], about: [], onePrice: true };
  const said = messageKeys(message);
  const scored = all.map((v) => ({ v, n: matchedOptions(v, said) }));
  const best = Math.max(0, ...scored.map((s) => s.n));
  const named = best === 0 ? [] : scored.filter((s) => s.n === best).map((s) => s.v);
  const about = named.length > 0 ? named : all;
  return { named, about, onePrice: new Set(about.map((v) => v.price)).size === 1 };
}

/** The words of every variant name in the catalog ("family", "250g", "black"): asked about, they name no product. */
export function variantVocabulary(catalog: readonly CatalogProduct[]): Set<string> {
  const out = new Set<string>();
  for (const p of catalog) for (const v of p.variants) for (const k of variantKeys(v.name)) out.add(k);
  return out;
}

/** Every price a product sells at: its own and its variants'. */
export function pricesOf(product: CatalogProduct): number[] {
  return [...new Set([product.price, ...product.variants.map((v) => v.price)])];
}

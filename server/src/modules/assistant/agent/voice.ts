import { formatPeso } from '../../../platform/money.ts';
import type { Language } from './language.ts';
import type { CatalogProduct, Tone } from './types.ts';

/**
 * How the assistant speaks: the store's tone (friendly, professional, playful) and the customer's
 * language (English, or Taglish for Filipino and Taglish messages). Every agent writes through a Voice,
 * so a reply reads as one person wrote it.
 */
export interface Voice {
  tone: Tone;
  lang: 'en' | 'tl';
  /** The customer's first name, or ''. */
  name: string;
  store: string;
}

export function voiceFor(tone: Tone, language: Language, name: string, store: string): Voice {
  return { tone, lang: language === 'en' ? 'en' : 'tl', name, store };
}

/** Picks the phrase for the voice: `[en, tl]`, or per tone `{friendly: [en, tl], ...}`. */
export type Phrase = readonly [en: string, tl: string] | Readonly<Record<Tone, readonly [string, string]>>;

export function say(v: Voice, phrase: Phrase): string {
  const pair = isPair(phrase) ? phrase : phrase[v.tone];
  const text = v.lang === 'en' ? pair[0] : pair[1];
  const named =
    v.name === '' ? text.replace(/,?[ \t]*\{name\}/g, '') : text.replaceAll('{name}', () => v.name);
  return named.replaceAll('{store}', () => v.store).replace(/[ \t]+([,.!?])/g, '$1');
}

function isPair(phrase: Phrase): phrase is readonly [string, string] {
  return Array.isArray(phrase);
}

/** The opening words of a reply: "Hi Ana! ", "Good day, Ana. ", "Hey Ana! ✨ ". */
export function opener(v: Voice): string {
  return say(v, {
    friendly: ['Hi {name}! ', 'Hi {name}! '],
    professional: ['Good day, {name}. ', 'Magandang araw po, {name}. '],
    playful: ['Hey {name}! ✨ ', 'Hello {name}! ✨ '],
  });
}

/** A closing flourish for the tone (empty for professional). */
export function closer(v: Voice): string {
  return say(v, { friendly: [' 😊', ' 😊'], professional: ['', ''], playful: [' 🛍️', ' 🛍️'] });
}

/** A product on its own line: "• Classic Cotton Tee — ₱349.00" (a price range when its variants differ). */
export function productLine(product: CatalogProduct): string {
  const highest = Math.max(product.price, ...product.variants.map((v) => v.price));
  const price =
    highest > product.price
      ? `${formatPeso(product.price)}–${formatPeso(highest)}`
      : formatPeso(product.price);
  return `• ${product.name} — ${price}`;
}

/** Joins names: "A", "A and B", "A, B and C" (Taglish: "at"). */
export function listNames(v: Voice, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  const and = v.lang === 'en' ? 'and' : 'at';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

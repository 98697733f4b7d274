import { formatPeso } from '../../../platform/money.ts';
import { cueText } from './intent-signals.ts';
import { variantLines, variantsAskedAbout } from './product-variants.ts';
import {
  contentTerms,
  type ProductIndex,
  type RankedProduct,
  resolveQuery,
  searchProducts,
  strongMatches,
} from './retrieval.ts';
import type { Draft } from './steps.ts';
import { terms } from './text.ts';
import type { CatalogProduct, ConversationTurn } from './types.ts';
import { chooseVariants, variantKeys, variantVocabulary } from './variants.ts';
import { listNames, productLine, say, type Voice } from './voice.ts';

/** How many products a reply offers unless asked otherwise (a carousel holds at most 10). */
export const DEFAULT_OFFER = 3;
export const MAX_OFFER = 10;

/** The product_inquiry agent's reading of the message. */
export interface ProductInquiry {
  query: string;
  /** The customer's own message (a follow-up may name a variant of an earlier turn's product). */
  message: string;
  /** The message named nothing; the product came from an earlier turn ("magkano?" after "ube halaya"). */
  fromHistory: boolean;
  asksPrice: boolean;
  asksAvailability: boolean;
  /** No product named, just a wish to look around: "what do you sell?", "gift ideas?". */
  browsing: boolean;
  /** Content words that matched nothing in the catalog ("laptop"). */
  unmatched: string[];
  ranked: RankedProduct[];
  strong: RankedProduct[];
}

const ASKS_PRICE = /\b(?:magkano|how\s+much|hm|hmp|price|prices|presyo|cost)\b/;
const ASKS_AVAILABILITY =
  /\b(?:available|avail|in\s+stock|stocks?|meron|mayroon|may\s+\w+\s+(?:pa|ba)|do\s+you\s+have)\b/;
const WANTS_MORE = /\b(?:all|lahat|everything|list|catalog|menu|options)\b/;

export function readInquiry(
  message: string,
  history: readonly ConversationTurn[],
  index: ProductIndex,
): ProductInquiry {
  const text = cueText(message);
  const ownTerms = contentTerms(message);
  const resolved = new Set(resolveQuery(index, message).map((r) => r.from));
  // "250g", "XL", "family", "pack": words of a variant name the product agent reads itself.
  const catalog = index.docs.map((d) => d.product);
  const vocabulary = variantVocabulary(catalog);
  const ofVariant = (t: string) => [...variantKeys(t)].every((k) => vocabulary.has(k));
  const unmatched = ownTerms.filter((t) => !resolved.has(t) && !BROWSE_WORDS.has(t) && !ofVariant(t));
  let query = message;
  let ranked = searchProducts(index, message);
  let fromHistory = false;
  if (ranked.length === 0 && unmatched.length === 0) {
    // A follow-up ("how much?", "available pa?", "yung 250g po?") is about the product of the last few turns.
    for (const turn of [...history].reverse().slice(0, 4)) {
      const earlier = searchProducts(index, turn.text);
      if (earlier.length > 0) {
        query = turn.text;
        ranked = earlier;
        fromHistory = true;
        break;
      }
    }
  }
  if (ranked.length === 0 && unmatched.length === 0) ranked = byVariant(catalog, message);
  return {
    query,
    message,
    fromHistory,
    asksPrice: ASKS_PRICE.test(text),
    asksAvailability: ASKS_AVAILABILITY.test(text),
    browsing:
      ranked.length === 0 && (unmatched.length === 0 || terms(message).some((t) => SUGGEST_WORDS.has(t))),
    unmatched,
    ranked,
    strong: strongMatches(ranked),
  };
}

/** Products one of whose variants the message names ("250g po pls"): the variant stands for the product. */
function byVariant(catalog: readonly CatalogProduct[], message: string): RankedProduct[] {
  return catalog.flatMap((product) => {
    const { named } = chooseVariants(product, message);
    return named.length > 0 ? [{ product, score: 1, nameHits: named.map((v) => v.name), matched: [] }] : [];
  });
}

/** Asking for ideas: worth showing favorites even when other words match nothing ("gift for my mom?"). */
const SUGGEST_WORDS = new Set(
  `recommend recommendation suggest suggestion idea bestseller popular favorite favourite pasalubong gift
  regalo`.split(/\s+/),
);

/** Words that ask to browse rather than name a product. */
const BROWSE_WORDS = new Set(
  `menu catalog catalogue sell selling tinda paninda binebenta benta offer recommend recommendation
  suggest suggestion idea bestseller best seller popular favorite favourite available list pasalubong gift
  regalo show pakita patingin lahat everything options`.split(/\s+/),
);

const CLOSE: Record<Voice['tone'], readonly [string, string]> = {
  friendly: ['Would you like to order?', 'Gusto niyo po bang umorder?'],
  professional: [
    "Let us know if you'd like to place an order.",
    'Sabihan lang po kami kung nais ninyong umorder.',
  ],
  playful: ['Shall I add it to your cart? 🛒', 'G na ba? Add to cart na natin! 🛒'],
};

const PICK_ONE = ['Which one caught your eye? 🛒', 'Alin ang bet mo? 🛒'] as const;

/**
 * The product agent: answers from retrieval results, in-stock products first, at most `limit`.
 * Names an out-of-stock product as such and offers in-stock alternatives that resemble it.
 */
export function writeProductReply(
  inquiry: ProductInquiry,
  v: Voice,
  catalog: readonly CatalogProduct[],
  index: ProductIndex,
  requestedLimit = DEFAULT_OFFER,
  /** Extra lines (a policy answer) placed before the closing question. */
  notes: readonly string[] = [],
): Draft & { outOfStock: CatalogProduct[] } {
  const limit = Math.max(1, Math.min(requestedLimit, MAX_OFFER));
  const strong = inquiry.strong.map((r) => r.product);
  const inStock = strong.filter((p) => p.inStock);
  const outOfStock = strong.filter((p) => !p.inStock);
  const lines: string[] = [];
  let offer: CatalogProduct[] = [];
  const close = () => say(v, offer.length > 1 && v.tone === 'playful' ? PICK_ONE : CLOSE[v.tone]);

  if (inStock.length > 0) {
    // "the ensaymada box of 6": of the products found, the one with the variant named.
    const byName = inStock.filter((p) => chooseVariants(p, inquiry.message).named.length > 0);
    offer = (byName.length === 1 ? byName : inStock).slice(0, limit);
    const only = offer[0];
    const choice = only && offer.length === 1 ? variantsAskedAbout(only, inquiry) : null;
    const byVariant = only && choice && (choice.named.length > 0 || !choice.onePrice);
    if (byVariant) {
      lines.push(...variantLines(only, choice, inquiry, v));
    } else if (offer.length === 1 && only) {
      lines.push(
        inquiry.asksPrice && !inquiry.asksAvailability
          ? say(v, [
              `${only.name} is ${formatPeso(only.price)}.`,
              `${formatPeso(only.price)} po ang ${only.name}.`,
            ])
          : say(v, [
              `Yes, ${only.name} is available at ${formatPeso(only.price)}.`,
              `Available pa po ang ${only.name} — ${formatPeso(only.price)}.`,
            ]),
      );
    } else {
      lines.push(say(v, ["Here's what we have:", 'Eto po ang available namin:']), ...offer.map(productLine));
    }
    if (outOfStock.length > 0) {
      const names = listNames(
        v,
        outOfStock.map((p) => p.name),
      );
      lines.push(say(v, [`${names} is out of stock right now.`, `Out of stock po muna ang ${names}.`]));
    }
    // A list of variants ends with its own question ("Which one would you like?").
    if (!(byVariant && choice?.named.length === 0)) lines.push(close());
  } else if (outOfStock.length > 0) {
    const names = listNames(
      v,
      outOfStock.map((p) => p.name),
    );
    lines.push(
      say(v, [`Sorry, ${names} is out of stock right now.`, `Sorry po, out of stock muna ang ${names}.`]),
    );
    offer = alternatives(outOfStock, catalog, index, limit);
    if (offer.length > 0) {
      lines.push(
        say(v, ['You might like these instead:', 'Baka magustuhan niyo po ito:']),
        ...offer.map(productLine),
      );
    } else {
      lines.push(
        say(v, [
          "We'll restock soon — please check back.",
          'Magre-restock po kami soon, balikan niyo lang po kami.',
        ]),
      );
    }
  } else if (inquiry.browsing) {
    const wanted = WANTS_MORE.test(cueText(inquiry.query)) ? Math.max(limit, 5) : limit;
    offer = catalog.filter((p) => p.inStock).slice(0, Math.min(wanted, MAX_OFFER));
    if (offer.length > 0) {
      lines.push(
        say(v, ['Here are some of our favorites:', 'Eto po ang ilan sa mga best seller namin:']),
        ...offer.map(productLine),
      );
      lines.push(close());
    } else {
      lines.push(
        say(v, [
          "Everything is sold out right now — we'll restock soon.",
          'Sold out po lahat ngayon — magre-restock po kami soon.',
        ]),
      );
    }
  } else {
    lines.push(
      say(v, [
        "Sorry, I couldn't find that in our catalog. Could you tell me a bit more about what you're looking for?",
        'Sorry po, hindi ko ito makita sa catalog namin. Ano po ba ang hinahanap ninyo?',
      ]),
    );
  }
  const closing = lines.lastIndexOf(close());
  lines.splice(closing >= 0 ? closing : lines.length, 0, ...notes);
  return { author: 'product', body: lines.join('\n'), products: offer, standalone: false, outOfStock };
}

/** In-stock products that resemble the unavailable ones (same words in name and description). */
export function alternatives(
  unavailable: readonly CatalogProduct[],
  catalog: readonly CatalogProduct[],
  index: ProductIndex,
  limit: number,
): CatalogProduct[] {
  const excluded = new Set(unavailable.map((p) => p.uuid));
  const seen = new Set<string>();
  const out: CatalogProduct[] = [];
  for (const p of unavailable) {
    const similar = searchProducts(index, `${p.name} ${p.description}`, { limit: 10 }).filter(
      (r) => r.product.inStock && !excluded.has(r.product.uuid),
    );
    for (const r of strongMatches(similar, 0.5)) {
      if (seen.has(r.product.uuid)) continue;
      seen.add(r.product.uuid);
      out.push(r.product);
    }
  }
  return (out.length > 0 ? out : catalog.filter((p) => p.inStock && !excluded.has(p.uuid))).slice(0, limit);
}

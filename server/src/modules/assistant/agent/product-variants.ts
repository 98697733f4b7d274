import { formatPeso } from '../../../platform/money.ts';
import type { ProductInquiry } from './product.ts';
import type { CatalogProduct, CatalogVariant } from './types.ts';
import { chooseVariants, type VariantChoice } from './variants.ts';
import { listNames, say, type Voice } from './voice.ts';

/**
 * The product agent's answer about one product that comes in variants: the price and stock of the
 * variant the customer named ("family tray for 8", "250g", "XL black"), or, when they named none and
 * the prices differ, every variant with its price so that they can choose.
 */

/** The variants the customer asked about: named in their message, else in the turn that named the product. */
export function variantsAskedAbout(product: CatalogProduct, inquiry: ProductInquiry): VariantChoice {
  const own = chooseVariants(product, inquiry.message);
  if (own.named.length > 0 || !inquiry.fromHistory) return own;
  return chooseVariants(product, inquiry.query);
}

const line = (v: CatalogVariant, voice: Voice) =>
  `• ${v.name} — ${formatPeso(v.price)}${v.inStock ? '' : say(voice, [' (out of stock)', ' (out of stock po)'])}`;

export function variantLines(
  product: CatalogProduct,
  choice: VariantChoice,
  inquiry: ProductInquiry,
  v: Voice,
): string[] {
  const { named } = choice;
  if (named.length === 0) {
    return [
      say(v, [`${product.name} comes in:`, `Available po ang ${product.name} in:`]),
      ...product.variants.map((x) => line(x, v)),
      say(v, ['Which one would you like?', 'Alin po ang gusto ninyo?']),
    ];
  }
  const available = named.filter((x) => x.inStock);
  if (available.length === 0) {
    const others = product.variants.filter((x) => x.inStock && !named.includes(x));
    const names = listNames(
      v,
      named.map((x) => `${product.name} (${x.name})`),
    );
    return [
      say(v, [`Sorry, ${names} is out of stock right now.`, `Sorry po, out of stock muna ang ${names}.`]),
      ...(others.length > 0
        ? [say(v, ['Still available:', 'Available pa po:']), ...others.map((x) => line(x, v))]
        : []),
    ];
  }
  if (choice.onePrice || available.length === 1) {
    const one = available[0] as CatalogVariant;
    const label = available.length === 1 ? `${product.name} (${one.name})` : product.name;
    const price = formatPeso(one.price);
    const sold = named.filter((x) => !x.inStock);
    return [
      inquiry.asksPrice && !inquiry.asksAvailability
        ? say(v, [`${label} is ${price}.`, `${price} po ang ${label}.`])
        : say(v, [`Yes, ${label} is available at ${price}.`, `Available pa po ang ${label} — ${price}.`]),
      ...(sold.length > 0
        ? [
            say(v, [
              `(${listNames(
                v,
                sold.map((x) => x.name),
              )} is out of stock.)`,
              `(Out of stock po ang ${listNames(
                v,
                sold.map((x) => x.name),
              )}.)`,
            ]),
          ]
        : []),
    ];
  }
  return [
    say(v, [`Here are the prices for ${product.name}:`, `Eto po ang presyo ng ${product.name}:`]),
    ...named.map((x) => line(x, v)),
  ];
}

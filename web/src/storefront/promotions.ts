/**
 * The store's promotions as the shopper sees them (pure): how a discount line is named, the totals a
 * quote gives (never below zero), and which of the cart's codes go with the order.
 */
import type { StoreCartQuoteQuery } from '../generated/graphql';
import { formatPeso } from '../lib/money';
import type { FulfillmentChoice, Totals } from './checkout';
import type { QuotePlace } from './hooks/useCartQuote';

export type CartQuote = StoreCartQuoteQuery['storeCartQuote'];

/** A discount the shopper reads: "Discount · PAYDAY" for a code, the promotion's title otherwise. */
export interface DiscountRow {
  label: string;
  /** Centavos off (positive). */
  amount: number;
}

export const discountLabel = (d: { title: string; code?: string | null }): string =>
  d.code ? `Discount · ${d.code}` : d.title;

export const discountRows = (lines: readonly { title: string; code?: string | null; amount: number }[]) =>
  lines.filter((d) => d.amount > 0).map((d) => ({ label: discountLabel(d), amount: d.amount }));

/** An amount taken off: "−₱50.00" (a true minus sign). */
export const minusPeso = (centavos: number): string => `−${formatPeso(Math.abs(centavos))}`;

/** The quote's totals; a total is never shown below zero. */
export const quoteTotals = (quote: CartQuote): Totals => ({
  subtotal: quote.subtotal,
  deliveryFee: quote.deliveryFee,
  tax: quote.tax,
  total: Math.max(0, quote.total),
});

/** The verdict the server gave the last time `code` was typed (a repeat is refused after the first). */
export const verdictOf = (quote: CartQuote | null, code: string) =>
  quote ? [...quote.codes].reverse().find((v) => v.code.toUpperCase() === code.toUpperCase()) : undefined;

/**
 * The codes sent with the order: those the latest quote accepted (a code it refused, say once the
 * cart fell under its minimum, stays on screen as refused and is not sent); all of them without a quote.
 */
export const codesToSend = (codes: readonly string[], quote: CartQuote | null): string[] =>
  quote ? codes.filter((c) => verdictOf(quote, c)?.applied !== false) : [...codes];

/** How far the cart is towards an offer, 0–100, from its subtotal and what is still to add. */
export const offerProgress = (subtotal: number, remaining: number): number =>
  remaining <= 0 ? 100 : Math.max(0, Math.min(100, Math.round((subtotal / (subtotal + remaining)) * 100)));

/** The cart page's question: delivery by the store's first delivery choice when it has one, else pickup. */
export const cartPlace = (choices: readonly FulfillmentChoice[]): QuotePlace => {
  const delivery = choices.find((c) => c.fulfillment === 'delivery');
  return {
    fulfillment: delivery ? 'delivery' : 'pickup',
    shippingMethodUuid: delivery?.shippingMethodUuid ?? choices[0]?.shippingMethodUuid ?? null,
    regionCode: null,
    provinceCode: null,
    cityCode: null,
    mobileNumber: null,
  };
};

/** Said under the totals when they are the page's own estimate (the quote loads or failed). */
export const ESTIMATE_NOTE = 'Totals will be confirmed at checkout';

/** Why each kept code does not apply to the cart now, by code (the quote's sentences). */
export const refusalsOf = (codes: readonly string[], quote: CartQuote | null): Record<string, string> =>
  Object.fromEntries(
    codes.flatMap((c) => {
      const v = verdictOf(quote, c);
      return v && !v.applied && v.message ? [[c, v.message] as const] : [];
    }),
  );

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Fulfillment, StoreCartQuoteInput } from '../../generated/graphql';
import { fieldErrors } from '../../lib/errors';
import { useGraphQLClient, useQuery } from '../../lib/graphqlFetch/react';
import { type Cart, checkoutItems, normalizeCode } from '../cart';
import { StoreCartQuoteQuery } from '../graphql/storefront';
import { type CartQuote, verdictOf } from '../promotions';

/** Where the order goes and who orders it, as far as the shopper has said. */
export interface QuotePlace {
  fulfillment: Fulfillment;
  shippingMethodUuid: string | null;
  regionCode: string | null;
  provinceCode: string | null;
  cityCode: string | null;
  /** Ten digits once a valid number is typed (per-customer limits), else null. */
  mobileNumber: string | null;
}

/** What an Apply answers: accepted, or the server's sentence for why not. */
export type ApplyResult = { applied: true } | { applied: false; message: string };

export const QUOTE_DELAY_MS = 300;
const UNCHECKED = 'We could not check this code right now. Please try again.';

export interface CartQuoteState {
  /** The quote for the cart as it is now; null while it loads, or when it failed. */
  quote: CartQuote | null;
  /** The last request failed: the page shows its own estimate and says so. */
  failed: boolean;
  /** Asks the server about one more code with the cart's codes; does not keep it. */
  check: (code: string) => Promise<ApplyResult>;
  refetch: () => void;
}

/**
 * The server's price of the cart (storeCartQuote), asked again a moment after the items, the codes,
 * the delivery choice, the address or the mobile number change: totals, discount lines, each code's
 * verdict and the cart promos within reach.
 */
export function useCartQuote(appUuid: string, cart: Cart, place: QuotePlace): CartQuoteState {
  const client = useGraphQLClient();
  const input = useMemo<StoreCartQuoteInput>(
    () => ({ appUuid, items: checkoutItems(cart), promoCodes: cart.codes, ...place }),
    [appUuid, cart, place],
  );
  const key = JSON.stringify(input);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  const variables = useMemo(() => ({ input: JSON.parse(settled) as StoreCartQuoteInput }), [settled]);
  const skip = cart.lines.length === 0;
  const { data, error, loading, refetch } = useQuery(StoreCartQuoteQuery, { variables, skip });
  const current = settled === key && !loading && !error ? (data?.storeCartQuote ?? null) : null;

  const check = useCallback(
    async (typed: string): Promise<ApplyResult> => {
      const code = normalizeCode(typed);
      try {
        const checked = await client.query(
          StoreCartQuoteQuery,
          { input: { ...input, promoCodes: [...(input.promoCodes ?? []), code] } },
          'network-only',
        );
        const verdict = verdictOf(checked?.storeCartQuote ?? null, code);
        if (verdict?.applied) return { applied: true };
        return { applied: false, message: verdict?.message ?? UNCHECKED };
      } catch (failure) {
        return { applied: false, message: fieldErrors(failure).promoCodes ?? UNCHECKED };
      }
    },
    [client, input],
  );

  return {
    quote: skip ? null : current,
    failed: !skip && settled === key && !loading && Boolean(error),
    check,
    refetch: () => void refetch().catch(() => undefined),
  };
}

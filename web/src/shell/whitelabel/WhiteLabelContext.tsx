import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { WhiteLabelContentQuery as WhiteLabelContentData } from '../../generated/graphql';
import { applyFavicon, DEFAULT_BRAND_NAME } from '../../lib/brand';
import { WhiteLabelContentQuery } from './whiteLabel.graphql';

export { applyFavicon, DEFAULT_BRAND_NAME };

export type WhiteLabel = NonNullable<WhiteLabelContentData['whiteLabelContent']>;

const WhiteLabelContext = createContext<WhiteLabel | null>(null);

/**
 * Asks once, on start, which white-label partner serves this origin (document 1 §1) and keeps the
 * answer for the life of the page (logout clears Apollo's cache, not the brand). A failed lookup
 * is the console's own brand.
 */
export function WhiteLabelProvider({
  children,
  origin = window.location.origin,
}: {
  children: ReactNode;
  origin?: string;
}) {
  const { data } = useQuery(WhiteLabelContentQuery, { variables: { origin } });
  const [whiteLabel, setWhiteLabel] = useState<WhiteLabel | null>(null);
  const answer = data?.whiteLabelContent;

  useEffect(() => {
    if (answer !== undefined) setWhiteLabel(answer);
  }, [answer]);

  useEffect(() => {
    if (whiteLabel?.whiteLabelFavicon) applyFavicon(whiteLabel.whiteLabelFavicon);
  }, [whiteLabel]);

  return <WhiteLabelContext.Provider value={whiteLabel}>{children}</WhiteLabelContext.Provider>;
}

/** The partner branding this origin, or null on the console's own origins. */
export function useWhiteLabel(): WhiteLabel | null {
  return useContext(WhiteLabelContext);
}

/** The name in the browser tab: the partner's title, or Suki. */
export function useBrandName(): string {
  return useWhiteLabel()?.whiteLabelTitle ?? DEFAULT_BRAND_NAME;
}

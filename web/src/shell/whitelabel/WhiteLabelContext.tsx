import { useQuery } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import type { WhiteLabelContentQuery as WhiteLabelContentData } from '../../generated/graphql';
import { WhiteLabelContentQuery } from './whiteLabel.graphql';

export type WhiteLabel = NonNullable<WhiteLabelContentData['whiteLabelContent']>;

/** The console's own name, used where no partner brands this origin. */
export const DEFAULT_BRAND_NAME = 'Suki';

const WhiteLabelContext = createContext<WhiteLabel | null>(null);

/** Points every `<link rel="icon">` at the partner's favicon (any image type). */
export function applyFavicon(href: string, doc: Document = document): void {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')];
  if (links.length === 0) {
    const link = doc.createElement('link');
    link.rel = 'icon';
    doc.head.appendChild(link);
    links.push(link);
  }
  for (const link of links) {
    link.removeAttribute('type');
    link.href = href;
  }
}

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

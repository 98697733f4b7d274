import { createContext, useContext } from 'react';
import type { BundleDef } from '../../bundles';

/** The route a screen renders for: its spec name, title and (inside an app) bundle. */
export interface ScreenInfo {
  name: string;
  title: string;
  /** The route's pattern, e.g. '/apps/:key/:appUUID/orders/:status/:filter?'. */
  pattern: string;
  bundle?: BundleDef;
}

export const ScreenInfoContext = createContext<ScreenInfo | null>(null);

export function useScreenInfo(): ScreenInfo | null {
  return useContext(ScreenInfoContext);
}

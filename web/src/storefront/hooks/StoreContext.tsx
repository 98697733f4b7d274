import { createContext, useContext } from 'react';
import type { Store } from '../checkout';

export const StoreContext = createContext<Store | null>(null);

/** The store the storefront is showing (loaded once by StorefrontApp). */
export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore outside the storefront');
  return store;
}

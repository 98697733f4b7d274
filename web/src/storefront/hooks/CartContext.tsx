import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  addCode,
  addToCart,
  type Cart,
  cartStorageKey,
  EMPTY_CART,
  loadCart,
  MAX_CODES,
  type NewLine,
  removeCode,
  removeFromCart,
  saveCart,
  setQuantity,
} from '../cart';

export interface CartState {
  cart: Cart;
  add: (line: NewLine) => void;
  setQuantity: (key: string, quantity: number) => void;
  remove: (key: string) => void;
  /** Keeps a promo code the server accepted with the cart (it survives a reload). */
  addCode: (code: string) => void;
  removeCode: (code: string) => void;
  clear: () => void;
}

const CartContext = createContext<CartState | null>(null);

/** One store's cart and its promo codes, kept in localStorage (and in step with the store's other tabs). */
export function CartProvider({ appUuid, children }: { appUuid: string; children: ReactNode }) {
  const [cart, setCart] = useState<Cart>(() => loadCart(localStorage, appUuid));
  useEffect(() => setCart(loadCart(localStorage, appUuid)), [appUuid]);
  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === cartStorageKey(appUuid)) setCart(loadCart(localStorage, appUuid));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [appUuid]);
  const update = useCallback(
    (change: (c: Cart) => Cart) =>
      setCart((current) => {
        const next = change(current);
        saveCart(localStorage, appUuid, next);
        return next;
      }),
    [appUuid],
  );
  // A referral link to a promo opens the store with ?promo=CODE: the code joins the cart as if typed
  // (the cart's quote then accepts or refuses it in its own words).
  useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('promo')?.trim() ?? '';
    if (/^[A-Za-z0-9-_]{1,40}$/.test(code))
      update((c) => (c.codes.length < MAX_CODES ? addCode(c, code) : c));
  }, [update]);
  const state = useMemo<CartState>(
    () => ({
      cart,
      add: (line) => update((c) => addToCart(c, line)),
      setQuantity: (key, quantity) => update((c) => setQuantity(c, key, quantity)),
      remove: (key) => update((c) => removeFromCart(c, key)),
      addCode: (code) => update((c) => addCode(c, code)),
      removeCode: (code) => update((c) => removeCode(c, code)),
      clear: () => update(() => EMPTY_CART),
    }),
    [cart, update],
  );
  return <CartContext.Provider value={state}>{children}</CartContext.Provider>;
}

export function useCart(): CartState {
  const state = useContext(CartContext);
  if (!state) throw new Error('useCart outside CartProvider');
  return state;
}

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addCode,
  addToCart,
  type Cart,
  cartCount,
  cartStorageKey,
  cartSubtotal,
  checkoutItems,
  EMPTY_CART,
  loadCart,
  type NewLine,
  removeCode,
  removeFromCart,
  saveCart,
  setQuantity,
} from './cart';

const tee = (extra: Partial<NewLine> = {}): NewLine => ({
  productUuid: 'p-1',
  variantUuid: 'v-m',
  productName: 'Tee',
  variantName: 'M',
  unitPrice: 25_000,
  quantity: 1,
  stockQuantity: null,
  photoUrl: null,
  addOns: [],
  ...extra,
});
const wrap = (quantity = 1) => ({ addOnUuid: 'a-1', name: 'Gift wrap', price: 3_000, quantity });

describe('cart', () => {
  it('merges the same variant with the same add-ons into one line and keeps different add-ons apart', () => {
    let cart = addToCart(EMPTY_CART, tee({ quantity: 2 }));
    cart = addToCart(cart, tee({ quantity: 1 }));
    cart = addToCart(cart, tee({ addOns: [wrap()] }));
    expect(cart.lines.map((l) => [l.variantName, l.quantity, l.addOns.length])).toEqual([
      ['M', 3, 0],
      ['M', 1, 1],
    ]);
    expect(cartCount(cart)).toBe(4);
  });

  it('never holds more than the units left or less than one', () => {
    let cart = addToCart(EMPTY_CART, tee({ quantity: 3, stockQuantity: 4 }));
    cart = addToCart(cart, tee({ quantity: 3, stockQuantity: 4 }));
    expect(cart.lines[0]?.quantity).toBe(4);
    const key = cart.lines[0]?.key ?? '';
    expect(setQuantity(cart, key, 10).lines[0]?.quantity).toBe(4);
    expect(setQuantity(cart, key, 0).lines).toEqual([]);
  });

  it('removes a line and sums the subtotal with add-ons counted per line, as the server does', () => {
    let cart = addToCart(EMPTY_CART, tee({ quantity: 2, addOns: [wrap(2)] }));
    cart = addToCart(cart, tee({ variantUuid: 'v-l', variantName: 'L', unitPrice: 27_000 }));
    expect(cartSubtotal(cart)).toBe(2 * 25_000 + 2 * 3_000 + 27_000);
    expect(checkoutItems(cart)).toEqual([
      { variantUuid: 'v-m', quantity: 2, addOns: [{ addOnUuid: 'a-1', quantity: 2 }] },
      { variantUuid: 'v-l', quantity: 1, addOns: [] },
    ]);
    const after = removeFromCart(cart, cart.lines[0]?.key ?? '');
    expect(after.lines.map((l) => l.variantUuid)).toEqual(['v-l']);
  });

  describe('persistence', () => {
    beforeEach(() => localStorage.clear());

    it('survives a reload per store and is dropped when emptied', () => {
      const cart: Cart = addToCart(EMPTY_CART, tee({ quantity: 2 }));
      saveCart(localStorage, 'app-1', cart);
      expect(loadCart(localStorage, 'app-1')).toEqual(cart);
      expect(loadCart(localStorage, 'app-2')).toEqual(EMPTY_CART);
      saveCart(localStorage, 'app-1', EMPTY_CART);
      expect(localStorage.getItem(cartStorageKey('app-1'))).toBeNull();
    });

    it('reads a damaged or foreign value as an empty cart, keeping the lines it can read', () => {
      localStorage.setItem(cartStorageKey('app-1'), '{not json');
      expect(loadCart(localStorage, 'app-1')).toEqual(EMPTY_CART);
      const good = addToCart(EMPTY_CART, tee()).lines[0];
      localStorage.setItem(cartStorageKey('app-1'), JSON.stringify({ lines: [good, { key: 1 }] }));
      expect(loadCart(localStorage, 'app-1').lines).toEqual([good]);
    });

    it('keeps the promo codes with the lines: upper-case, once each, at most 3 read back', () => {
      let cart = addCode(addToCart(EMPTY_CART, tee()), ' payday ');
      cart = addCode(cart, 'PAYDAY');
      cart = setQuantity(
        addToCart(cart, tee({ variantUuid: 'v-l', variantName: 'L' })),
        cart.lines[0]?.key ?? '',
        3,
      );
      expect(cart.codes).toEqual(['PAYDAY']);
      saveCart(localStorage, 'app-1', cart);
      expect(loadCart(localStorage, 'app-1').codes).toEqual(['PAYDAY']);
      expect(removeCode(cart, 'payday').codes).toEqual([]);
      localStorage.setItem(
        cartStorageKey('app-1'),
        JSON.stringify({ lines: cart.lines, codes: ['a1', 'A1', 7, 'b2', 'c3', 'd4'] }),
      );
      expect(loadCart(localStorage, 'app-1').codes).toEqual(['A1', 'B2', 'C3']);
    });
  });
});

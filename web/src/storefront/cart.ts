/**
 * The shopper's cart (pure): lines of a variant with its add-ons, merged when the same choice is
 * added again, and the promo codes applied to it; kept in localStorage per store so both survive a
 * reload, and turned into the checkout's items. Amounts are centavos; add-ons count per line, as the
 * server's orders.rules.ts.
 */

export const QUANTITY_MAX = 999;

export interface CartAddOn {
  addOnUuid: string;
  name: string;
  price: number;
  quantity: number;
}

export interface CartLine {
  /** The variant and its add-ons: the same choice added twice is one line. */
  key: string;
  productUuid: string;
  variantUuid: string;
  productName: string;
  /** "Default" for a product without options. */
  variantName: string;
  unitPrice: number;
  quantity: number;
  /** Units left when the variant is limited; null: not limited. */
  stockQuantity: number | null;
  photoUrl: string | null;
  addOns: CartAddOn[];
}

export interface Cart {
  lines: CartLine[];
  /** The promo codes the server accepted, in the order typed (upper-case, at most MAX_CODES). */
  codes: string[];
}

export const EMPTY_CART: Cart = { lines: [], codes: [] };

/** The spec's limit (document 3 §5); the server says so in its own words when a 4th is tried. */
export const MAX_CODES = 3;

/** A code as the server keeps it: trimmed, upper-case. */
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/** Adds an accepted code once, at the end. */
export const addCode = (cart: Cart, code: string): Cart => {
  const c = normalizeCode(code);
  return c === '' || cart.codes.includes(c) ? cart : { ...cart, codes: [...cart.codes, c] };
};

export const removeCode = (cart: Cart, code: string): Cart => ({
  ...cart,
  codes: cart.codes.filter((c) => c !== normalizeCode(code)),
});

export const lineKey = (variantUuid: string, addOns: readonly Pick<CartAddOn, 'addOnUuid' | 'quantity'>[]) =>
  [
    variantUuid,
    ...[...addOns]
      .filter((a) => a.quantity > 0)
      .sort((a, b) => a.addOnUuid.localeCompare(b.addOnUuid))
      .map((a) => `${a.addOnUuid}x${a.quantity}`),
  ].join('|');

/** At least 1, at most what is left (when limited) and at most 999. */
export const clampQuantity = (quantity: number, stockQuantity: number | null): number =>
  Math.max(1, Math.min(Math.floor(quantity), stockQuantity ?? QUANTITY_MAX, QUANTITY_MAX));

export type NewLine = Omit<CartLine, 'key'>;

/** Adds a line, or adds its quantity to the line with the same variant and add-ons. */
export function addToCart(cart: Cart, line: NewLine): Cart {
  const addOns = line.addOns.filter((a) => a.quantity > 0);
  const key = lineKey(line.variantUuid, addOns);
  const existing = cart.lines.find((l) => l.key === key);
  if (!existing) {
    return {
      ...cart,
      lines: [
        ...cart.lines,
        { ...line, addOns, key, quantity: clampQuantity(line.quantity, line.stockQuantity) },
      ],
    };
  }
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      l.key === key
        ? {
            ...l,
            unitPrice: line.unitPrice,
            stockQuantity: line.stockQuantity,
            quantity: clampQuantity(l.quantity + line.quantity, line.stockQuantity),
          }
        : l,
    ),
  };
}

/** Sets a line's quantity; 0 or less removes it. */
export function setQuantity(cart: Cart, key: string, quantity: number): Cart {
  if (quantity <= 0) return removeFromCart(cart, key);
  return {
    ...cart,
    lines: cart.lines.map((l) =>
      l.key === key ? { ...l, quantity: clampQuantity(quantity, l.stockQuantity) } : l,
    ),
  };
}

export const removeFromCart = (cart: Cart, key: string): Cart => ({
  ...cart,
  lines: cart.lines.filter((l) => l.key !== key),
});

export const lineTotal = (line: Pick<CartLine, 'unitPrice' | 'quantity' | 'addOns'>): number =>
  line.unitPrice * line.quantity + line.addOns.reduce((sum, a) => sum + a.price * a.quantity, 0);

export const cartSubtotal = (cart: Cart): number => cart.lines.reduce((sum, l) => sum + lineTotal(l), 0);

export const cartCount = (cart: Cart): number => cart.lines.reduce((n, l) => n + l.quantity, 0);

/** The checkout's items. */
export const checkoutItems = (cart: Cart) =>
  cart.lines.map((l) => ({
    variantUuid: l.variantUuid,
    quantity: l.quantity,
    addOns: l.addOns.map((a) => ({ addOnUuid: a.addOnUuid, quantity: a.quantity })),
  }));

/** How a line is named to the shopper (and in the server's "Out of stock: …"). */
export const lineLabel = (l: Pick<CartLine, 'productName' | 'variantName'>): string =>
  l.variantName === 'Default' ? l.productName : `${l.productName} (${l.variantName})`;

// --- Persistence --------------------------------------------------------------------------------

export const cartStorageKey = (appUuid: string): string => `suki.storefront.cart.${appUuid}`;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

function isLine(v: unknown): v is CartLine {
  if (!isObject(v)) return false;
  return (
    typeof v.key === 'string' &&
    typeof v.productUuid === 'string' &&
    typeof v.variantUuid === 'string' &&
    typeof v.productName === 'string' &&
    typeof v.variantName === 'string' &&
    isCount(v.unitPrice) &&
    isCount(v.quantity) &&
    (v.stockQuantity === null || isCount(v.stockQuantity)) &&
    (v.photoUrl === null || typeof v.photoUrl === 'string') &&
    Array.isArray(v.addOns) &&
    v.addOns.every(
      (a) =>
        isObject(a) &&
        typeof a.addOnUuid === 'string' &&
        typeof a.name === 'string' &&
        isCount(a.price) &&
        isCount(a.quantity),
    )
  );
}

/** The stored cart of a store; anything unreadable is an empty cart. */
export function loadCart(store: KeyValueStore, appUuid: string): Cart {
  try {
    const parsed: unknown = JSON.parse(store.getItem(cartStorageKey(appUuid)) ?? 'null');
    if (isObject(parsed) && Array.isArray(parsed.lines)) {
      const codes = Array.isArray(parsed.codes)
        ? parsed.codes.filter((c): c is string => typeof c === 'string' && normalizeCode(c) !== '')
        : [];
      return {
        lines: parsed.lines.filter(isLine),
        codes: [...new Set(codes.map(normalizeCode))].slice(0, MAX_CODES),
      };
    }
  } catch {
    /* an unreadable cart starts empty */
  }
  return EMPTY_CART;
}

export function saveCart(store: KeyValueStore, appUuid: string, cart: Cart): void {
  try {
    if (cart.lines.length === 0 && cart.codes.length === 0) store.removeItem(cartStorageKey(appUuid));
    else store.setItem(cartStorageKey(appUuid), JSON.stringify(cart));
  } catch {
    /* storage full or blocked (private mode): the cart lives for this page only */
  }
}

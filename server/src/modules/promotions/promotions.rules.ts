/**
 * Promotions as rules (docs/decisions.md "Promotions"): each promotion's status, what it takes off a
 * cart, why it does not apply (one plain sentence), and how several combine. Pure: no database.
 */
import { manilaDateTime } from '../../platform/manila.ts';
import { formatPeso } from '../../platform/money.ts';

/**
 * code, automatic, cart: the store's promos. voucher: a batch of single-use codes handed to customers;
 * rebate: a voucher each customer earns when an order of at least the minimum purchase completes.
 */
export const PROMOTION_KINDS = ['code', 'automatic', 'cart', 'voucher', 'rebate'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const PROMOTION_VALUE_TYPES = ['percent', 'fixed', 'free_shipping'] as const;
export type PromotionValueType = (typeof PROMOTION_VALUE_TYPES)[number];
export const PROMOTION_SCOPES = ['order', 'products', 'categories'] as const;
export type PromotionScope = (typeof PROMOTION_SCOPES)[number];
/** Automatic discounts only: a spend threshold alone is `none` with a minimum purchase. */
export const PROMOTION_CONDITIONS = ['none', 'buy_x_get_y', 'quantity_tiers'] as const;
export type PromotionCondition = (typeof PROMOTION_CONDITIONS)[number];
export interface Tier {
  /** Eligible items in the cart from which the tier applies (2 or more). */
  minQuantity: number;
  /** Whole percent off the eligible items. */
  percent: number;
}

export const PROMOTION_STATUSES = ['scheduled', 'active', 'expired'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/**
 * The status machine. Time moves scheduled → active → expired; `end` moves a scheduled or active
 * promotion to expired at once; editing an expired promotion's dates opens it again.
 */
export const PROMOTION_MOVES: Record<PromotionStatus, readonly PromotionStatus[]> = {
  scheduled: ['active', 'expired'],
  active: ['expired'],
  expired: ['scheduled', 'active'],
};
export const canEnd = (status: PromotionStatus): boolean => PROMOTION_MOVES[status].includes('expired');

/** The spec's rule (document 2 §5, document 3 §5). */
export const MAX_CODES = 3;
export const MAX_CODES_MESSAGE = 'Only 3 voucher codes may be validated at a time';
export const MAX_TIERS = 5;
/** The most codes one voucher batch issues. */
export const MAX_VOUCHERS = 10_000;
export const PROMOTIONS_PAGE_SIZE = 20;

interface Timed {
  startsAt: Date;
  endsAt: Date | null;
}

export function statusOf(p: Timed, now: Date): PromotionStatus {
  if (p.endsAt && p.endsAt.getTime() <= now.getTime()) return 'expired';
  if (p.startsAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

export interface PromotionRule extends Timed {
  uuid: string;
  kind: PromotionKind;
  title: string;
  code: string | null;
  valueType: PromotionValueType;
  value: number;
  scope: PromotionScope;
  productUuids: readonly string[];
  categoryUuids: readonly string[];
  minimumPurchase: number;
  condition: PromotionCondition;
  buyQuantity: number | null;
  getQuantity: number | null;
  tiers: readonly Tier[];
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
  usedCount: number;
  createdAt: Date;
  /** What the checkout compares, to refuse a promotion edited since the cart was priced. */
  updatedAt: Date;
  /** A voucher's own code (kinds voucher and rebate): single use, maybe given to one customer. */
  voucher?: { uuid: string; redeemed: boolean; customerKey: string | null } | null;
}

export interface CartLine {
  productUuid: string;
  /** The product's category and the ones above it (none: uncategorised). */
  categoryUuids: readonly string[];
  unitPrice: number;
  quantity: number;
  /** The line's price with its add-ons, centavos. */
  lineTotal: number;
}

export interface Cart {
  lines: readonly CartLine[];
  subtotal: number;
  /** The delivery fee before any discount (0 for a pick-up). */
  deliveryFee: number;
  delivery: boolean;
}

/** What is known of the shopper: their uses of each promotion, and whether this is their first order. */
export interface Shopper {
  usesOf(promotionUuid: string): number;
  firstOrder: boolean;
  /** Their normalised mobile number, once typed. */
  customerKey?: string | null;
}
/** Before a mobile number is given: nothing to hold against the shopper yet (the order checks again). */
export const ANY_SHOPPER: Shopper = { usesOf: () => 0, firstOrder: true };

const eligibleLines = (p: PromotionRule, cart: Cart): CartLine[] =>
  cart.lines.filter((line) =>
    p.scope === 'products'
      ? p.productUuids.includes(line.productUuid)
      : p.scope === 'categories'
        ? line.categoryUuids.some((c) => p.categoryUuids.includes(c))
        : true,
  );

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);
const noun = (p: PromotionRule) =>
  p.kind === 'code' ? 'code' : p.kind === 'voucher' || p.kind === 'rebate' ? 'voucher' : 'promo';

/** Why a voucher's own code cannot be used (already used, or given to someone else); null when it can. */
function voucherRefusal(p: PromotionRule, shopper: Shopper): string | null {
  if (!p.voucher) return null;
  if (p.voucher.redeemed) return 'This voucher has already been used';
  if (p.voucher.customerKey && shopper.customerKey && p.voucher.customerKey !== shopper.customerKey)
    return 'This voucher was given to another customer';
  return null;
}

/** The sentence a shopper reads when the promotion does not apply to this cart; null when it does. */
export function refusalOf(p: PromotionRule, cart: Cart, now: Date, shopper: Shopper): string | null {
  const voucher = voucherRefusal(p, shopper);
  if (voucher) return voucher;
  const status = statusOf(p, now);
  if (status === 'scheduled') return `This ${noun(p)} starts on ${manilaDateTime(p.startsAt)}`;
  if (status === 'expired') return `This ${noun(p)} has expired`;
  if (!p.voucher && p.usageLimit !== null && p.usedCount >= p.usageLimit)
    return `This ${noun(p)} has reached its limit`;
  if (p.perCustomerLimit !== null && shopper.usesOf(p.uuid) >= p.perCustomerLimit)
    return p.perCustomerLimit === 1
      ? `You have already used this ${noun(p)}`
      : `You have used this ${noun(p)} ${p.perCustomerLimit} times, the most allowed`;
  if (p.firstOrderOnly && !shopper.firstOrder) return `This ${noun(p)} is for a first order only`;
  const lines = eligibleLines(p, cart);
  if (lines.length === 0) return `This ${noun(p)} is not for the items in your cart`;
  const base = sum(lines.map((l) => l.lineTotal));
  if (base < p.minimumPurchase)
    return `The minimum purchase for this ${noun(p)} is ${formatPeso(p.minimumPurchase)}: add ${formatPeso(p.minimumPurchase - base)} more`;
  const quantity = sum(lines.map((l) => l.quantity));
  if (p.condition === 'buy_x_get_y') {
    const needed = (p.buyQuantity ?? 1) + (p.getQuantity ?? 1);
    if (quantity < needed) return `Add ${needed - quantity} more of the promo's items to get this discount`;
  }
  if (p.condition === 'quantity_tiers') {
    const lowest = Math.min(...p.tiers.map((t) => t.minQuantity));
    if (quantity < lowest) return `Add ${lowest - quantity} more of the promo's items to get this discount`;
  }
  if (p.valueType === 'free_shipping') {
    if (!cart.delivery) return `This ${noun(p)} is for delivery orders`;
    if (cart.deliveryFee === 0) return 'Your delivery is already free';
  }
  return null;
}

/** What the promotion takes off the items (not the delivery), before combining; 0 for free shipping. */
export function itemDiscountOf(p: PromotionRule, cart: Cart): number {
  if (p.valueType === 'free_shipping') return 0;
  const lines = eligibleLines(p, cart);
  const base = sum(lines.map((l) => l.lineTotal));
  const quantity = sum(lines.map((l) => l.quantity));
  if (p.condition === 'buy_x_get_y') {
    const buy = p.buyQuantity ?? 1;
    const get = p.getQuantity ?? 1;
    // The cheapest units are the ones given: each full set of buy + get gives `get` of them.
    const units = lines.flatMap((l) => Array.from({ length: l.quantity }, () => l.unitPrice));
    units.sort((a, b) => a - b);
    const free = Math.floor(quantity / (buy + get)) * get;
    return Math.min(base, percentOf(sum(units.slice(0, free)), p.value));
  }
  if (p.condition === 'quantity_tiers') {
    const tier = [...p.tiers]
      .filter((t) => t.minQuantity <= quantity)
      .sort((a, b) => b.minQuantity - a.minQuantity)[0];
    return tier ? percentOf(base, tier.percent) : 0;
  }
  return p.valueType === 'percent' ? percentOf(base, p.value) : Math.min(p.value, base);
}

export interface AppliedDiscount {
  promotion: PromotionRule;
  /** Centavos off: items for a discount, the delivery fee for free shipping. */
  amount: number;
}
export interface CodeVerdict {
  code: string;
  applied: boolean;
  /** Why it was refused, in a plain sentence; null when applied. */
  message: string | null;
}
export interface Discounts {
  applied: AppliedDiscount[];
  codes: CodeVerdict[];
  /** Items and delivery together: what the order's discount is. */
  total: number;
}

export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * Combines a cart's promotions (the stacking rules, docs/decisions.md): the best automatic discount or
 * cart promo that applies (the most off; the oldest on a tie), then each code in the order typed, at
 * most MAX_CODES. Each discount is taken from what the ones before it left of the items, one free
 * delivery at most, so the total never goes below the tax and fees: never negative.
 */
export function combine(
  automatic: readonly PromotionRule[],
  byCode: ReadonlyMap<string, PromotionRule>,
  codes: readonly string[],
  cart: Cart,
  now: Date,
  shopper: Shopper,
): Discounts {
  const applied: AppliedDiscount[] = [];
  let itemsLeft = cart.subtotal;
  let deliveryLeft = cart.deliveryFee;
  const take = (p: PromotionRule): number => {
    if (p.valueType === 'free_shipping') {
      const amount = deliveryLeft;
      deliveryLeft = 0;
      return amount;
    }
    const amount = Math.min(itemDiscountOf(p, cart), itemsLeft);
    itemsLeft -= amount;
    return amount;
  };
  const best = automatic
    .filter((p) => refusalOf(p, cart, now, shopper) === null)
    .map((p) => ({ p, worth: p.valueType === 'free_shipping' ? cart.deliveryFee : itemDiscountOf(p, cart) }))
    .filter((c) => c.worth > 0)
    .sort((a, b) => b.worth - a.worth || a.p.createdAt.getTime() - b.p.createdAt.getTime())[0];
  if (best) applied.push({ promotion: best.p, amount: take(best.p) });
  const verdicts: CodeVerdict[] = [];
  const seen = new Set<string>();
  for (const typed of codes) {
    const code = normalizeCode(typed);
    const refuse = (message: string) => verdicts.push({ code, applied: false, message });
    if (seen.has(code)) {
      refuse('This code is already applied');
      continue;
    }
    seen.add(code);
    if (seen.size > MAX_CODES) {
      refuse(MAX_CODES_MESSAGE);
      continue;
    }
    const p = byCode.get(code);
    if (!p) {
      refuse('This code is not valid');
      continue;
    }
    const refusal = refusalOf(p, cart, now, shopper);
    if (refusal) {
      refuse(refusal);
      continue;
    }
    if (applied.some((a) => a.promotion.uuid === p.uuid)) {
      refuse('Only one voucher of this kind may be used per order');
      continue;
    }
    if (p.valueType === 'free_shipping' && deliveryLeft === 0) {
      refuse('Your delivery is already free');
      continue;
    }
    if (p.valueType !== 'free_shipping' && itemsLeft === 0) {
      refuse('Your items are already fully discounted');
      continue;
    }
    applied.push({ promotion: p, amount: take(p) });
    verdicts.push({ code, applied: true, message: null });
  }
  return { applied, codes: verdicts, total: sum(applied.map((a) => a.amount)) };
}

export interface CartOffer {
  promotionUuid: string;
  title: string;
  /** "Add ₱150.00 more for Free delivery". */
  message: string;
  /** Centavos still to add. */
  remaining: number;
}

/** The cart promos a cart has not reached yet, nearest first: what the cart advertises. */
export function offersFor(
  cartPromos: readonly PromotionRule[],
  cart: Cart,
  now: Date,
  applied: readonly AppliedDiscount[],
): CartOffer[] {
  const taken = new Set(applied.map((a) => a.promotion.uuid));
  return cartPromos
    .filter((p) => p.kind === 'cart' && !taken.has(p.uuid) && statusOf(p, now) === 'active')
    .filter((p) => p.usageLimit === null || p.usedCount < p.usageLimit)
    .filter((p) => p.valueType !== 'free_shipping' || cart.delivery)
    .map((p) => {
      const lines = eligibleLines(p, cart);
      const remaining = p.minimumPurchase - sum(lines.map((l) => l.lineTotal));
      return {
        promotionUuid: p.uuid,
        title: p.title,
        remaining,
        message: `Add ${formatPeso(remaining)} more for ${p.title}`,
      };
    })
    .filter((o) => o.remaining > 0)
    .sort((a, b) => a.remaining - b.remaining);
}

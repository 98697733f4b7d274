/**
 * Promotions: discount codes, automatic discounts and cart promos; what a cart gets at checkout (the
 * stacking rules), the uses an order takes in its own transaction, and each promotion's results.
 */
import './promotions.graphql.ts';
import './promotions.vouchers.graphql.ts';

export {
  type CartDiscounts,
  discountLinesOf,
  discountsFor,
  redeemPromotions,
  releasePromotions,
  type ShopperKey,
} from './promotions.checkout.ts';
export { DiscountLineType } from './promotions.graphql.ts';
export {
  LINKABLE_PROMOTION_KINDS,
  type LinkedPromotion,
  promotionsOfApp,
} from './promotions.links.ts';
export { cartOf } from './promotions.preview.ts';
export type { Cart, CartLine, CartOffer, CodeVerdict } from './promotions.rules.ts';
export { MAX_CODES, MAX_CODES_MESSAGE } from './promotions.rules.ts';
export type { PromotionUseRow } from './promotions.tables.ts';
export { EarnedVoucherType } from './promotions.vouchers.graphql.ts';
export { earnedVouchersOf, earnRebates } from './promotions.vouchers.ts';

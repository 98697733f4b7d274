import { PromotionFormView } from './PromotionFormView';

/** …-promos-new, …-cart-promos-new, …-promo-codes-new, ecommerce-automatic-discount-new. */
export default function PromotionCreateView() {
  return <PromotionFormView mode="create" />;
}

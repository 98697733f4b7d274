import { PromotionFormView } from './PromotionFormView';

/** …-promos-edit, …-cart-promos-edit, …-promo-codes-edit, ecommerce-automatic-discount-edit. */
export default function PromotionEditView() {
  return <PromotionFormView mode="edit" />;
}

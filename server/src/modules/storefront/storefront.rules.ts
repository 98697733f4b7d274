import type { ProductVariantRow } from '../catalog/index.ts';
import { OUT_OF_AREA } from '../orders/index.ts';

export { storeOpen, storeRefusal } from '../orders/index.ts';
/** The quote refuses an address in the checkout's own words. */
export const DELIVERY_REFUSAL = OUT_OF_AREA;

/** Units a shopper may still buy; null when the variant is not limited. */
export const unitsLeft = (v: Pick<ProductVariantRow, 'limited' | 'stockQuantity'>): number | null =>
  v.limited ? Math.max(0, v.stockQuantity) : null;

/** Sold out: unpublished, or limited with nothing left. */
export const variantSoldOut = (
  v: Pick<ProductVariantRow, 'limited' | 'stockQuantity' | 'published'>,
): boolean => !v.published || (v.limited && v.stockQuantity <= 0);

export interface DeliveryQuote {
  delivers: boolean;
  /** The refusal, when the store does not deliver there. */
  message: string | null;
  areaName: string | null;
  /** centavos */
  deliveryFee: number | null;
  leadTimeMinDays: number | null;
  leadTimeMaxDays: number | null;
}

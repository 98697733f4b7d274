/** Checkout input rules (pure): field checks and transaction numbers. */
import { randomInt } from 'node:crypto';
import { addDays, manilaDate } from '../../platform/manila.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { refKey, withoutControls } from '../../platform/text.ts';
import {
  FULFILLMENTS,
  type Fulfillment,
  PAID_OUTSIDE,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './orders.rules.ts';

export const NAME_MAX = 100;
export const STREET_MAX = 300;
export const REMARKS_MAX = 500;
export const ITEMS_MAX = 50;
export const QUANTITY_MAX = 999;
export const ORDERS_PAGE_SIZE = 20;
export const OUT_OF_STOCK = 'Out of stock';
/** How far ahead an advance order may be placed (Manila days). */
export const ADVANCE_DAYS_MAX = 30;
export const NO_ADVANCE_ORDERS = 'This store does not take advance orders';
export const SLIP_ONLY_FOR_TRANSFERS = 'A deposit slip is only for bank transfer or e-wallet';

export type Problems = Record<string, string>;

export interface CheckoutFields {
  customerName: string;
  mobileNumber: string;
  fulfillment: string;
  paymentMethod: string;
  regionCode?: string | null;
  provinceCode?: string | null;
  cityCode?: string | null;
  streetAddress?: string | null;
  remarks?: string | null;
  advanceOrderDate?: string | null;
  depositSlipUuid?: string | null;
  items: ReadonlyArray<{ quantity: number; addOns?: ReadonlyArray<{ quantity: number }> | null }>;
}

/** The allowProductRemarks flag is off: the storefront hides the field, the checkout refuses it. */
export const NO_REMARKS = 'This store does not take order remarks';

const PSGC_RE = /^\d{10}$/;

/** Field problems of a checkout, before anything is read from the store; empty when valid. */
export function checkoutProblems(
  input: CheckoutFields,
  today: string,
  store: { allowAdvanceOrder: boolean; allowProductRemarks?: boolean } = { allowAdvanceOrder: true },
): Problems {
  const p: Problems = {};
  const name = input.customerName.trim();
  if (!name) p.customerName = 'Name is required';
  else if (name.length > NAME_MAX) p.customerName = `Name should not exceed ${NAME_MAX} characters`;
  if (!input.mobileNumber.trim()) p.mobileNumber = 'Mobile Number is required';
  else if (!normalizeMobile(input.mobileNumber)) p.mobileNumber = 'Mobile Number is invalid';
  if (!(FULFILLMENTS as readonly string[]).includes(input.fulfillment))
    p.fulfillment = 'Delivery Method is invalid';
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod))
    p.paymentMethod = 'Payment Method is invalid';
  if (input.fulfillment === 'delivery') {
    if (!input.regionCode) p.regionCode = 'Region is required';
    else if (!PSGC_RE.test(input.regionCode)) p.regionCode = 'Region is invalid';
    if (!input.provinceCode) p.provinceCode = 'Province is required';
    else if (!PSGC_RE.test(input.provinceCode)) p.provinceCode = 'Province is invalid';
    if (input.cityCode && !PSGC_RE.test(input.cityCode)) p.cityCode = 'City is invalid';
    const street = input.streetAddress?.trim() ?? '';
    if (!street) p.streetAddress = 'Address is required';
    else if (street.length > STREET_MAX)
      p.streetAddress = `Address should not exceed ${STREET_MAX} characters`;
  }
  const remarks = (input.remarks ?? '').trim();
  if (remarks && store.allowProductRemarks === false) p.remarks = NO_REMARKS;
  else if (remarks.length > REMARKS_MAX) p.remarks = `Remarks should not exceed ${REMARKS_MAX} characters`;
  const advance = input.advanceOrderDate;
  if (advance != null) {
    if (!store.allowAdvanceOrder) p.advanceOrderDate = NO_ADVANCE_ORDERS;
    else if (advance < today) p.advanceOrderDate = 'Advance order date should not be in the past';
    else if (advance > addDays(today, ADVANCE_DAYS_MAX))
      p.advanceOrderDate = `Advance order date should be within ${ADVANCE_DAYS_MAX} days`;
  }
  if (input.depositSlipUuid && !(PAID_OUTSIDE as readonly string[]).includes(input.paymentMethod))
    p.depositSlipUuid = SLIP_ONLY_FOR_TRANSFERS;
  const items = itemsProblem(input.items);
  if (items) p.items = items;
  return p;
}

/** What is wrong with a cart's lines (empty, too many, a bad quantity); null when nothing. */
export function itemsProblem(items: CheckoutFields['items']): string | null {
  if (items.length === 0) return 'Your cart is empty';
  if (items.length > ITEMS_MAX) return `A cart holds at most ${ITEMS_MAX} items`;
  if (
    items.some(
      (i) =>
        !Number.isInteger(i.quantity) ||
        i.quantity < 1 ||
        i.quantity > QUANTITY_MAX ||
        (i.addOns ?? []).some((a) => !Number.isInteger(a.quantity) || a.quantity < 1),
    )
  )
    return `Quantity should be between 1 and ${QUANTITY_MAX}`;
  return null;
}

export const isFulfillment = (v: string): v is Fulfillment => (FULFILLMENTS as readonly string[]).includes(v);
export const isPaymentMethod = (v: string): v is PaymentMethod =>
  (PAYMENT_METHODS as readonly string[]).includes(v);

// --- Transaction numbers --------------------------------------------------------------------------

/** Crockford base32: no I, L, O or U, so a number read aloud or typed is not mistaken. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** YYMMDD (Manila) + "-" + 6 random base32 characters (30 bits), e.g. 261121-7KQ2XM. */
export function newTransactionNumber(now: Date): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += BASE32[randomInt(32)];
  return `${manilaDate(now).slice(2).replaceAll('-', '')}-${tail}`;
}

/**
 * The ref a visit came with, as an order keeps it: trimmed, lowercase, at most 60 characters, the way
 * the storefront's figures name their sources; null when the shopper came directly.
 */
export function orderSource(source: string | null | undefined): string | null {
  const s = refKey(withoutControls(source ?? ''));
  return s && s !== 'direct' ? s : null;
}

/**
 * The checkout (pure): the delivery/pickup choices a store offers, the totals the way the server's
 * orders.rules.ts computes them (the server stays the authority), the form's rules, the mutation's
 * input, and where the server's field messages go.
 */
import * as z from 'zod/mini';
import type { Fulfillment, PaymentMethod, StoreCheckoutInput, StorefrontQuery } from '../generated/graphql';
import { formatPeso } from '../lib/format';
import { zMobile } from '../lib/mobileValidation';
import { toContactNumber } from '../lib/phone';
import { max, select, zRequiredString } from '../lib/validation';
import { advanceOrderDateProblem } from './advanceOrder';
import { type Cart, checkoutItems } from './cart';
import { takesDepositSlip } from './depositSlip';
import { onlineChannelOf } from './onlinePayment';

export type Store = StorefrontQuery['storefront'];
export type StoreSetting = Store['cartSetting'];
export type StoreMethod = Store['shippingMethods'][number];

import { PAYMENT_METHOD_LABELS as PAYMENT_LABELS } from '../lib/orderLabels';

export { PAYMENT_LABELS };

export const isPaymentMethod = (v: string): v is PaymentMethod => Object.hasOwn(PAYMENT_LABELS, v);

/** One way to get the order: a shipping method, or plain delivery/pickup when the store has none. */
export interface FulfillmentChoice {
  key: string;
  fulfillment: Fulfillment;
  shippingMethodUuid: string | null;
  label: string;
  method: StoreMethod | null;
}

export function fulfillmentChoices(
  setting: StoreSetting,
  methods: readonly StoreMethod[],
): FulfillmentChoice[] {
  if (methods.length > 0)
    return methods.map((m) => ({
      key: m.uuid,
      fulfillment: m.kind === 'pickup' ? 'pickup' : 'delivery',
      shippingMethodUuid: m.uuid,
      label: m.name,
      method: m,
    }));
  const plain: FulfillmentChoice[] = [];
  // Without methods the server takes delivery only when the fee does not come from a method.
  if (setting.deliveryFeeType !== 'shipping_method')
    plain.push({
      key: 'delivery',
      fulfillment: 'delivery',
      shippingMethodUuid: null,
      label: 'Delivery',
      method: null,
    });
  plain.push({
    key: 'pickup',
    fulfillment: 'pickup',
    shippingMethodUuid: null,
    label: 'Pickup',
    method: null,
  });
  return plain;
}

export interface Totals {
  subtotal: number;
  deliveryFee: number;
  tax: number;
  total: number;
}

/** The totals as orders.rules.ts computes them: delivery fee by setting and method, tax on the subtotal. */
export function estimateTotals(
  setting: StoreSetting,
  subtotal: number,
  choice: FulfillmentChoice | null,
  areaFee: number | null,
): Totals {
  const method = choice?.method ?? null;
  const methodFee =
    method?.kind === 'flat_rate' ? method.fee : method?.kind === 'per_area_rate' ? (areaFee ?? 0) : 0;
  let deliveryFee = 0;
  if (
    choice?.fulfillment === 'delivery' &&
    setting.deliveryFeeType !== 'free' &&
    setting.chargeDeliveryFeeFrom !== 'on_delivery' &&
    !(setting.freeShippingRequiredAmount > 0 && subtotal >= setting.freeShippingRequiredAmount)
  )
    deliveryFee = setting.deliveryFeeType === 'delivery_area' ? (areaFee ?? 0) : methodFee;
  const tax =
    setting.additionalTax <= 0
      ? 0
      : setting.additionalTaxType === 'percent'
        ? Math.floor((subtotal * setting.additionalTax + 5_000) / 10_000)
        : setting.additionalTax;
  return { subtotal, deliveryFee, tax, total: subtotal + deliveryFee + tax };
}

/** The server's wording (orders.rules.ts minimumPurchaseMessage); null when the subtotal meets it. */
export const minimumPurchaseProblem = (setting: StoreSetting, subtotal: number): string | null =>
  setting.requiredAmount > 0 && subtotal < setting.requiredAmount
    ? `The minimum purchase is ${formatPeso(setting.requiredAmount)}`
    : null;

/** Whether the address must fall inside a delivery area (then the quote decides). */
export const needsDeliveryArea = (setting: StoreSetting, choice: FulfillmentChoice | null): boolean =>
  choice?.fulfillment === 'delivery' &&
  (setting.locationScope === 'delivery_areas' ||
    setting.deliveryFeeType === 'delivery_area' ||
    choice.method?.kind === 'per_area_rate');

// --- The form -------------------------------------------------------------------------------------

export interface CheckoutValues {
  customerName: string;
  mobileNumber: string;
  /** A FulfillmentChoice key. */
  shipping: string;
  regionCode: string;
  provinceCode: string;
  cityCode: string;
  streetAddress: string;
  remarks: string;
  paymentMethod: string;
  /** YYYY-MM-DD, or '' for as soon as possible (stores that take advance orders). */
  advanceOrderDate: string;
}

export type CheckoutField = keyof CheckoutValues;

export const BLANK_CHECKOUT: CheckoutValues = {
  customerName: '',
  mobileNumber: '',
  shipping: '',
  regionCode: '',
  provinceCode: '',
  cityCode: '',
  streetAddress: '',
  remarks: '',
  paymentMethod: '',
  advanceOrderDate: '',
};

const picked = (name: string) => z.string().check(z.refine((v) => v !== '', { message: select(name) }));

/** The form's own checks (the server repeats them); address fields only for delivery. */
export function checkoutSchema(choices: readonly FulfillmentChoice[]) {
  const delivery = (shipping: string) => choices.find((c) => c.key === shipping)?.fulfillment === 'delivery';
  return z
    .object({
      customerName: zRequiredString('Name', { max: 100 }),
      mobileNumber: zMobile('Mobile Number'),
      shipping: picked('a delivery option'),
      regionCode: z.string(),
      provinceCode: z.string(),
      cityCode: z.string(),
      streetAddress: z.string(),
      remarks: z.string().check(z.maxLength(500, max('Remarks', 500))),
      paymentMethod: picked('a payment method'),
      advanceOrderDate: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const need = (path: CheckoutField, ok: boolean, message: string) => {
          if (!ok) ctx.addIssue({ code: 'custom', path: [path], message, input: v[path] });
        };
        const when = advanceOrderDateProblem(v.advanceOrderDate);
        if (when) need('advanceOrderDate', false, when);
        if (!delivery(v.shipping)) return;
        need('regionCode', v.regionCode !== '', 'Region is required');
        need('provinceCode', v.provinceCode !== '', 'Province is required');
        need('streetAddress', v.streetAddress.trim() !== '', 'Address is required');
        need('streetAddress', v.streetAddress.trim().length <= 300, max('Address', 300));
      }),
    );
}

export interface CheckoutExtras {
  /** The Messenger customer the store was opened for. */
  link?: { pageRecipientUuid: string | null };
  /** The uploaded deposit slip; sent only with a payment that takes one. */
  depositSlipUuid?: string | null;
  /** The ref the visit came with (a referral link, a broadcast's button): the order counts for it. */
  source?: string | null;
}

/** What a visit with no ref is recorded as (it credits no link). */
const DIRECT_SOURCE = 'direct';

/**
 * The storeCheckout input: centavos come from the cart, the mobile number as its ten digits; the
 * optional fields (Messenger link, deposit slip, advance order date) only when given.
 */
export function checkoutInput(
  appUuid: string,
  cart: Cart,
  values: CheckoutValues,
  choices: readonly FulfillmentChoice[],
  { link, depositSlipUuid, source }: CheckoutExtras = {},
): StoreCheckoutInput {
  const choice = choices.find((c) => c.key === values.shipping);
  const fulfillment: Fulfillment = choice?.fulfillment ?? 'pickup';
  const delivery = fulfillment === 'delivery';
  return {
    appUuid,
    items: checkoutItems(cart),
    customerName: values.customerName.trim(),
    mobileNumber: toContactNumber(values.mobileNumber),
    fulfillment,
    shippingMethodUuid: choice?.shippingMethodUuid ?? null,
    regionCode: delivery ? values.regionCode : null,
    provinceCode: delivery ? values.provinceCode : null,
    cityCode: delivery ? values.cityCode || null : null,
    streetAddress: delivery ? values.streetAddress.trim() : null,
    ...paymentOf(values.paymentMethod),
    remarks: values.remarks.trim() || null,
    ...(link?.pageRecipientUuid ? { pageRecipientUuid: link.pageRecipientUuid } : {}),
    ...(depositSlipUuid && takesDepositSlip(values.paymentMethod) ? { depositSlipUuid } : {}),
    ...(values.advanceOrderDate ? { advanceOrderDate: values.advanceOrderDate } : {}),
    ...(source && source !== DIRECT_SOURCE ? { source } : {}),
  };
}

/** A payment choice as the input says it: a method, or online with its channel. */
function paymentOf(value: string): Pick<StoreCheckoutInput, 'paymentMethod' | 'onlineChannel'> {
  const channel = onlineChannelOf(value);
  if (channel) return { paymentMethod: 'online', onlineChannel: channel };
  return { paymentMethod: isPaymentMethod(value) ? value : 'cod' };
}

/** The server's field names onto the form's (its shipping fields are one choice here). */
export function checkoutFieldErrors(
  fromServer: Readonly<Record<string, string>>,
): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  for (const [name, message] of Object.entries(fromServer)) {
    const field =
      name === 'shippingMethodUuid' || name === 'fulfillment'
        ? 'shipping'
        : name === 'onlineChannel'
          ? 'paymentMethod'
          : name;
    if (Object.hasOwn(BLANK_CHECKOUT, field) && !out[field as CheckoutField])
      out[field as CheckoutField] = message;
  }
  return out;
}

/** The cart's problem from the server ("Out of stock: Tee (M)", "The minimum purchase is …"), if any. */
export const cartProblem = (fromServer: Readonly<Record<string, string>>): string | null =>
  Object.entries(fromServer).find(([name]) => name === 'items' || name.startsWith('items.'))?.[1] ?? null;

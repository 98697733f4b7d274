/**
 * What a cart costs at the storefront, one way for the quote and the order: each line as sold, the
 * delivery fee, the tax, and the store's promotions (the promotions module's stacking rules).
 */
import type { ServiceContext } from '../../graphql/context.ts';
import { badInput } from '../../platform/errors.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { categoryLineage, offeredAddOns, variantsWithProducts } from '../catalog/index.ts';
import { deliveryAreaForAddress } from '../delivery-areas/index.ts';
import { type Cart, type CartDiscounts, discountsFor, type ShopperKey } from '../promotions/index.ts';
import { cartSettingOf, enabledShippingMethod, type ShippingMethodRow } from '../store-setup/index.ts';
import type { CheckoutInput } from './orders.checkout.ts';
import type { Problems } from './orders.input.ts';
import { firstOrderOf } from './orders.lookups.ts';
import { type Fulfillment, lineTotal, OUT_OF_AREA, type Totals, totalsOf } from './orders.rules.ts';
import type { SoldAddOn } from './orders.tables.ts';

/** What pricing reads of a checkout (a quote has no name, payment or address line yet). */
export type PricedInput = Pick<
  CheckoutInput,
  'items' | 'fulfillment' | 'shippingMethodUuid' | 'regionCode' | 'provinceCode' | 'cityCode'
> & { promoCodes?: readonly string[] | null; mobileNumber?: string | null };

export interface Line {
  productUuid: string;
  variantUuid: string;
  productName: string;
  variantName: string;
  unitPrice: number;
  quantity: number;
  addOns: SoldAddOn[];
}

/** A priced line with its product's category (what promotions on categories match; not stored). */
export interface CategorisedLine extends Line {
  categoryUuid: string | null;
}

export const throwIf = (p: Problems) => {
  if (Object.keys(p).length) throw badInput(p);
};

/** Reads the chosen variants and add-ons and prices each line as sold; unsellable choices are field problems. */
async function priceLines(
  deps: Pick<ServiceContext, 'db'>,
  appUuid: string,
  input: Pick<CheckoutInput, 'items'>,
): Promise<CategorisedLine[]> {
  const rows = await variantsWithProducts(
    deps,
    appUuid,
    input.items.map((i) => i.variantUuid),
  );
  const byVariant = new Map(rows.map((r) => [r.variant.uuid, r]));
  const offered = await offeredAddOns(deps, [...new Set(rows.map((r) => r.product.uuid))]);
  const problems: Problems = {};
  const lines: CategorisedLine[] = [];
  input.items.forEach((item, i) => {
    const row = byVariant.get(item.variantUuid);
    if (!row) {
      problems[`items.${i}`] = 'Product not found';
      return;
    }
    const { product, variant } = row;
    const label =
      variant.variantName === 'Default' ? product.name : `${product.name} (${variant.variantName})`;
    if (!product.published || !variant.published) {
      problems[`items.${i}`] = `${label} is not available`;
      return;
    }
    const sold: SoldAddOn[] = [];
    for (const chosen of item.addOns ?? []) {
      const addOn = offered.find(
        (o) => o.productUuid === product.uuid && o.addOn.uuid === chosen.addOnUuid,
      )?.addOn;
      if (!addOn?.available) {
        problems[`items.${i}`] = `This add-on is not available for ${product.name}`;
        return;
      }
      if (addOn.maxQuantity !== null && chosen.quantity > addOn.maxQuantity) {
        problems[`items.${i}`] = `${addOn.name} is limited to ${addOn.maxQuantity} per order`;
        return;
      }
      sold.push({ addOnUuid: addOn.uuid, name: addOn.name, price: addOn.price, quantity: chosen.quantity });
    }
    lines.push({
      productUuid: product.uuid,
      variantUuid: variant.uuid,
      productName: product.name,
      variantName: variant.variantName,
      unitPrice: variant.price,
      quantity: item.quantity,
      addOns: sold,
      categoryUuid: product.categoryUuid,
    });
  });
  throwIf(problems);
  return lines;
}

/** The delivery fee inputs: the chosen shipping method's fee and the delivery area serving the address. */
async function deliveryFees(deps: Pick<ServiceContext, 'db'>, appUuid: string, input: PricedInput) {
  const setting = await cartSettingOf(deps, appUuid);
  const problems: Problems = {};
  let method: ShippingMethodRow | undefined;
  if (input.shippingMethodUuid) {
    method = (await enabledShippingMethod(deps, appUuid, input.shippingMethodUuid)) ?? undefined;
    if (!method) problems.shippingMethodUuid = 'Shipping Method is invalid';
  } else if (input.fulfillment === 'delivery' && setting.deliveryFeeType === 'shipping_method') {
    problems.shippingMethodUuid = 'Shipping Method is required';
  }
  let areaFee: number | null = null;
  if (input.fulfillment === 'delivery' && input.regionCode && input.provinceCode) {
    const area = await deliveryAreaForAddress(deps, appUuid, {
      regionCode: input.regionCode,
      provinceCode: input.provinceCode,
      cityCode: input.cityCode ?? null,
    });
    const needsArea =
      setting.locationScope === 'delivery_areas' ||
      setting.deliveryFeeType === 'delivery_area' ||
      method?.kind === 'per_area_rate';
    if (!area && needsArea) problems.cityCode = OUT_OF_AREA;
    areaFee = area?.deliveryFee ?? null;
  }
  throwIf(problems);
  const methodFee =
    method?.kind === 'flat_rate' ? method.fee : method?.kind === 'per_area_rate' ? (areaFee ?? 0) : 0;
  return { setting, method: method ?? null, fees: { method: methodFee, area: areaFee } };
}

export interface PricedCart {
  lines: Line[];
  fulfillment: Fulfillment;
  setting: Awaited<ReturnType<typeof cartSettingOf>>;
  method: ShippingMethodRow | null;
  /** Before discounts' delivery part is known: what promotions price against. */
  cart: Cart;
  discounts: CartDiscounts;
  shopper: ShopperKey;
  totals: Totals;
}

/** Prices a cart; field problems (an unsellable line, an address out of the area) are thrown. */
export async function priceCart(
  deps: Pick<ServiceContext, 'db' | 'clock'>,
  appUuid: string,
  input: PricedInput,
): Promise<PricedCart> {
  const categorised = await priceLines(deps, appUuid, input);
  const fulfillment = input.fulfillment as Fulfillment;
  const { setting, method, fees } = await deliveryFees(deps, appUuid, input);
  const lines = categorised.map(({ categoryUuid: _c, ...line }) => line);
  const before = totalsOf(setting, lines, fulfillment, fees);
  const lineage = await categoryLineage(deps, appUuid);
  const cart: Cart = {
    lines: categorised.map((line) => ({
      productUuid: line.productUuid,
      categoryUuids: line.categoryUuid ? (lineage.get(line.categoryUuid) ?? []) : [],
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      lineTotal: lineTotal(line),
    })),
    subtotal: before.subtotal,
    deliveryFee: before.deliveryFee,
    delivery: fulfillment === 'delivery',
  };
  const customerKey = normalizeMobile(input.mobileNumber ?? '') ?? null;
  const shopper: ShopperKey = {
    customerKey,
    firstOrder: customerKey ? await firstOrderOf(deps, appUuid, customerKey) : true,
  };
  const now = deps.clock.now();
  const discounts = await discountsFor(deps.db, appUuid, cart, input.promoCodes ?? [], shopper, now);
  const totals = totalsOf(setting, lines, fulfillment, fees, { discount: discounts.total });
  return { lines, fulfillment, setting, method, cart, discounts, shopper, totals };
}

/** A code typed at checkout that does not apply stops the order: the shopper reads why. */
export function refusedCodeProblem(discounts: CartDiscounts): Problems {
  const refused = discounts.codes.find((c) => !c.applied);
  return refused?.message ? { promoCodes: `${refused.code}: ${refused.message}` } : {};
}

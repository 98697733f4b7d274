/**
 * The customer's storefront (no sign-in): an app's store, its listed products, one product by link and
 * the delivery quote for an address. Only what a shopper may see: published products, enabled methods.
 */
import type { Context } from '../../graphql/context.ts';
import { notFound } from '../../platform/errors.ts';
import { type AppRow, appByUuid, isAppMember } from '../apps/index.ts';
import {
  type CategoryRow,
  topCategories as catalogTopCategories,
  type ListedProductsArgs,
  listListedProducts,
  type ProductRow,
  publishedProduct,
} from '../catalog/index.ts';
import { deliveryAreaForAddress, deliveryPlaces, type PsgcPlace } from '../delivery-areas/index.ts';
import {
  cartSettingOf,
  type ShippingMethodRow,
  enabledShippingMethods as storeSetupShippingMethods,
} from '../store-setup/index.ts';
import { DELIVERY_REFUSAL, type DeliveryQuote, storeOpen, storeRefusal } from './storefront.rules.ts';

export const STORE_NOT_FOUND = 'Store';

/** The app behind a storefront link; an unknown or malformed uuid is "Store not found". */
export async function storeOrThrow(ctx: Pick<Context, 'db'>, appUuid: string): Promise<AppRow> {
  const app = await appByUuid(ctx.db, appUuid);
  if (!app) throw notFound(STORE_NOT_FOUND);
  return app;
}

export interface Storefront {
  app: AppRow;
  /** Takes this visitor's orders: an active store, or the store's own team previewing it. */
  open: boolean;
  /** A team member sees a store that takes no customer orders yet (before launch, maintenance...). */
  preview: boolean;
  /** Why customers cannot order, in plain words; null when the store takes orders. */
  notice: string | null;
}

export async function storefrontOrThrow(ctx: Context, appUuid: string): Promise<Storefront> {
  const app = await storeOrThrow(ctx, appUuid);
  const notice = storeRefusal(app);
  const preview = notice !== null && (await isAppMember(ctx, app.uuid));
  return { app, open: storeOpen(app) || preview, preview, notice };
}

/** Top-level categories by name (their children come through the catalog's loader). */
export const topCategories = (ctx: Context, appUuid: string): Promise<CategoryRow[]> =>
  catalogTopCategories(ctx, appUuid);

/** The enabled shipping methods, oldest first (the order the merchant added them). */
export const enabledShippingMethods = (ctx: Context, appUuid: string): Promise<ShippingMethodRow[]> =>
  storeSetupShippingMethods(ctx, appUuid);

export const storeCartSetting = (ctx: Context, appUuid: string) => cartSettingOf(ctx, appUuid);

export interface StoreProductsArgs extends ListedProductsArgs {
  appUuid: string;
}

/** Listed products (published, not hidden), newest first, keyset-paged on (createdAt, uuid). */
export async function listStoreProducts(ctx: Context, args: StoreProductsArgs) {
  const app = await storeOrThrow(ctx, args.appUuid);
  return listListedProducts(ctx, app.uuid, args);
}

/** A published product of the store, hidden ones included (they sell by link). */
export async function storeProductOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<ProductRow> {
  const app = await storeOrThrow(ctx, appUuid);
  const row = await publishedProduct(ctx, app.uuid, uuid);
  if (!row) throw notFound('Product');
  return row;
}

export interface QuoteArgs {
  appUuid: string;
  regionCode: string;
  provinceCode: string;
  cityCode?: string | null;
}

/** The delivery area serving an address: its fee and lead time, or the plain refusal. */
export async function deliveryQuote(ctx: Context, args: QuoteArgs): Promise<DeliveryQuote> {
  const app = await storeOrThrow(ctx, args.appUuid);
  const area = await deliveryAreaForAddress(ctx, app.uuid, {
    regionCode: args.regionCode,
    provinceCode: args.provinceCode,
    cityCode: args.cityCode ?? null,
  });
  if (!area)
    return {
      delivers: false,
      message: DELIVERY_REFUSAL,
      areaName: null,
      deliveryFee: null,
      leadTimeMinDays: null,
      leadTimeMaxDays: null,
    };
  return {
    delivers: true,
    message: null,
    areaName: area.name,
    deliveryFee: area.deliveryFee,
    leadTimeMinDays: area.leadTimeMinDays,
    leadTimeMaxDays: area.leadTimeMaxDays,
  };
}

/** The places under `parentCode` (the regions when null) the store delivers to, for the address picker. */
export async function storeDeliveryPlaces(
  ctx: Context,
  args: { appUuid: string; parentCode?: string | null },
): Promise<PsgcPlace[]> {
  const app = await storeOrThrow(ctx, args.appUuid);
  return deliveryPlaces(ctx, app.uuid, args.parentCode ?? null);
}

/**
 * The customer's storefront (no sign-in): an app's store, its listed products, one product by link and
 * the delivery quote for an address. Only what a shopper may see: published products, enabled methods.
 */
import { and, asc, desc, eq, ilike, inArray, isNull } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { type AppRow, apps } from '../apps/apps.tables.ts';
import { PRODUCTS_PAGE_SIZE } from '../catalog/catalog.products.rules.ts';
import { categoryAndBelow } from '../catalog/catalog.products.service.ts';
import { type CategoryRow, categories, type ProductRow, products } from '../catalog/catalog.tables.ts';
import { deliveryAreaForAddress } from '../delivery-areas/delivery-areas.service.ts';
import { cartSettingOf } from '../store-setup/store-setup.service.ts';
import { type ShippingMethodRow, shippingMethods } from '../store-setup/store-setup.tables.ts';
import { DELIVERY_REFUSAL, type DeliveryQuote, storeOpen } from './storefront.rules.ts';

export const STORE_NOT_FOUND = 'Store';

/** The app behind a storefront link; an unknown or malformed uuid is "Store not found". */
export async function storeOrThrow(ctx: Pick<Context, 'db'>, appUuid: string): Promise<AppRow> {
  const [app] = isUuid(appUuid) ? await ctx.db.select().from(apps).where(eq(apps.uuid, appUuid)) : [];
  if (!app) throw notFound(STORE_NOT_FOUND);
  return app;
}

export interface Storefront {
  app: AppRow;
  open: boolean;
}

export async function storefrontOrThrow(ctx: Context, appUuid: string): Promise<Storefront> {
  const app = await storeOrThrow(ctx, appUuid);
  return { app, open: storeOpen(app) };
}

/** Top-level categories by name (their children come through the catalog's loader). */
export const topCategories = (ctx: Context, appUuid: string): Promise<CategoryRow[]> =>
  ctx.db
    .select()
    .from(categories)
    .where(and(eq(categories.appUuid, appUuid), isNull(categories.parentUuid)))
    .orderBy(asc(categories.name));

/** The enabled shipping methods, oldest first (the order the merchant added them). */
export const enabledShippingMethods = (ctx: Context, appUuid: string): Promise<ShippingMethodRow[]> =>
  ctx.db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.appUuid, appUuid), eq(shippingMethods.enabled, true)))
    .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.uuid));

export const storeCartSetting = (ctx: Context, appUuid: string) => cartSettingOf(ctx, appUuid);

export interface StoreProductsArgs {
  appUuid: string;
  first?: number | null;
  after?: string | null;
  search?: string | null;
  categoryUuid?: string | null;
}

/** Listed products (published, not hidden), newest first, keyset-paged on (createdAt, uuid). */
export async function listStoreProducts(ctx: Context, args: StoreProductsArgs) {
  const app = await storeOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, PRODUCTS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const search = args.search?.trim();
  if (args.categoryUuid && !isUuid(args.categoryUuid)) throw badInput({ categoryUuid: 'Category not found' });
  const rows = await ctx.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.appUuid, app.uuid),
        eq(products.published, true),
        eq(products.hidden, false),
        search ? ilike(products.name, likePattern(search)) : undefined,
        args.categoryUuid
          ? inArray(products.categoryUuid, await categoryAndBelow(ctx, app.uuid, args.categoryUuid))
          : undefined,
        olderThan(products.createdAt, products.uuid, cursor),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** A published product of the store, hidden ones included (they sell by link). */
export async function storeProductOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<ProductRow> {
  const app = await storeOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(products)
        .where(and(eq(products.uuid, uuid), eq(products.appUuid, app.uuid), eq(products.published, true)))
    : [];
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

/**
 * The catalog as other domains read it: what a shopper may see (the storefront), the products a
 * message may carry (the inbox, the assistant), and what a checkout prices (orders). The catalog owns
 * these queries; callers pass the app they already resolved.
 */
import { and, asc, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { PRODUCTS_PAGE_SIZE } from './catalog.products.rules.ts';
import { categoriesAndBelow, categoryAndBelow } from './catalog.products.service.ts';
import {
  type AddOnRow,
  addOns,
  type CategoryRow,
  categories,
  type ProductRow,
  type ProductVariantRow,
  productAddOns,
  products,
  productVariants,
} from './catalog.tables.ts';

type Reader = { db: Db };

/** Listed products (published, not hidden) by name, matching `search` (any part, any case); at most `limit`. */
export function listedProductsByName(
  deps: Reader,
  appUuid: string,
  options: { search?: string | null; limit: number },
): Promise<ProductRow[]> {
  const search = options.search?.trim();
  return deps.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.appUuid, appUuid),
        eq(products.published, true),
        eq(products.hidden, false),
        search ? ilike(products.name, likePattern(search)) : undefined,
      ),
    )
    .orderBy(asc(products.name))
    .limit(options.limit);
}

/** The app's products among `uuids` (any state), in no particular order. */
export function productsOfApp(
  deps: Reader,
  appUuid: string,
  uuids: readonly string[],
): Promise<ProductRow[]> {
  const valid = uuids.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return deps.db
    .select()
    .from(products)
    .where(and(eq(products.appUuid, appUuid), inArray(products.uuid, valid)));
}

/** Top-level categories by name (their children come through childrenLoader). */
export const topCategories = (deps: Reader, appUuid: string): Promise<CategoryRow[]> =>
  deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.appUuid, appUuid), isNull(categories.parentUuid)))
    .orderBy(asc(categories.name));

export interface ListedProductsArgs {
  first?: number | null;
  after?: string | null;
  search?: string | null;
  categoryUuid?: string | null;
}

/** Listed products (published, not hidden), newest first, keyset-paged on (createdAt, uuid). */
export async function listListedProducts(deps: Reader, appUuid: string, args: ListedProductsArgs) {
  const size = pageSize(args.first, PRODUCTS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const search = args.search?.trim();
  if (args.categoryUuid && !isUuid(args.categoryUuid)) throw badInput({ categoryUuid: 'Category not found' });
  const rows = await deps.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.appUuid, appUuid),
        eq(products.published, true),
        eq(products.hidden, false),
        search ? ilike(products.name, likePattern(search)) : undefined,
        args.categoryUuid
          ? inArray(products.categoryUuid, await categoryAndBelow(deps, appUuid, args.categoryUuid))
          : undefined,
        olderThan(products.createdAt, products.uuid, cursor),
      ),
    )
    .orderBy(desc(products.createdAt), desc(products.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** A published product of the app, hidden ones included (they sell by link); null otherwise. */
export async function publishedProduct(
  deps: Reader,
  appUuid: string,
  uuid: string,
): Promise<ProductRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await deps.db
    .select()
    .from(products)
    .where(and(eq(products.uuid, uuid), eq(products.appUuid, appUuid), eq(products.published, true)));
  return row ?? null;
}

/** The app's variants among `variantUuids`, each with its product (what a checkout prices). */
export function variantsWithProducts(
  deps: Reader,
  appUuid: string,
  variantUuids: readonly string[],
): Promise<{ variant: ProductVariantRow; product: ProductRow }[]> {
  const valid = [...new Set(variantUuids.filter(isUuid))];
  if (valid.length === 0) return Promise.resolve([]);
  return deps.db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.uuid, productVariants.productUuid))
    .where(and(inArray(productVariants.uuid, valid), eq(productVariants.appUuid, appUuid)));
}

/** The published variants of these products (the assistant's catalog), in each product's order. */
export function publishedVariantsOf(
  deps: Reader,
  appUuid: string,
  productUuids: readonly string[],
): Promise<ProductVariantRow[]> {
  if (productUuids.length === 0) return Promise.resolve([]);
  return deps.db
    .select()
    .from(productVariants)
    .where(
      and(
        eq(productVariants.appUuid, appUuid),
        eq(productVariants.published, true),
        inArray(productVariants.productUuid, [...productUuids]),
      ),
    )
    .orderBy(asc(productVariants.productUuid), asc(productVariants.position));
}

/** The add-ons each of these products offers. */
export function offeredAddOns(
  deps: Reader,
  productUuids: readonly string[],
): Promise<{ productUuid: string; addOn: AddOnRow }[]> {
  if (productUuids.length === 0) return Promise.resolve([]);
  return deps.db
    .select({ productUuid: productAddOns.productUuid, addOn: addOns })
    .from(productAddOns)
    .innerJoin(addOns, eq(addOns.uuid, productAddOns.addOnUuid))
    .where(inArray(productAddOns.productUuid, [...productUuids]));
}

/** The app's categories among `uuids`, in no particular order. */
export function categoriesOfApp(
  deps: Reader,
  appUuid: string,
  uuids: readonly string[],
): Promise<CategoryRow[]> {
  const valid = uuids.filter(isUuid);
  if (valid.length === 0) return Promise.resolve([]);
  return deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.appUuid, appUuid), inArray(categories.uuid, valid)));
}

/**
 * Each of the app's categories with the categories above it, itself first: a promotion on a category
 * covers its subcategories' products.
 */
export async function categoryLineage(deps: Reader, appUuid: string): Promise<Map<string, string[]>> {
  const rows = await deps.db
    .select({ uuid: categories.uuid, parentUuid: categories.parentUuid })
    .from(categories)
    .where(eq(categories.appUuid, appUuid));
  const parentOf = new Map(rows.map((r) => [r.uuid, r.parentUuid]));
  const lineage = new Map<string, string[]>();
  for (const row of rows) {
    const path = [row.uuid];
    for (let up = parentOf.get(row.uuid); up && !path.includes(up); up = parentOf.get(up)) path.push(up);
    lineage.set(row.uuid, path);
  }
  return lineage;
}

/**
 * The products filed under any of `categoryUuids` or their subcategories, as a subquery of product
 * uuids (customer segments: "bought from a category").
 */
export async function productsUnderCategories(
  deps: Reader,
  appUuid: string,
  categoryUuids: readonly string[],
): Promise<SQL> {
  const under = await categoriesAndBelow(deps, appUuid, categoryUuids);
  // The SQL, not the query: an async function would run a query builder it returns.
  return deps.db
    .select({ uuid: products.uuid })
    .from(products)
    .where(and(eq(products.appUuid, appUuid), inArray(products.categoryUuid, under)))
    .getSQL();
}

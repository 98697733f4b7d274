/** Reading products: the merchant's list (filters, sorts, keyset pages), one product, and loaders. */
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import {
  COUNT_CAP,
  cappedCount,
  exactCount,
  keptCount,
  lazyCount,
  SEARCH_COUNT_CAP,
} from '../../platform/counts.ts';
import { pageSize } from '../../platform/cursor.ts';
import { badInput } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  LOW_STOCK_THRESHOLD,
  PRODUCTS_PAGE_SIZE,
  type ProductSort,
  type StockFilter,
} from './catalog.products.rules.ts';
import {
  type AddOnRow,
  addOns,
  categories,
  type ProductRow,
  type ProductVariantRow,
  productAddOns,
  products,
  productVariants,
} from './catalog.tables.ts';

const UNLIMITED = 2_147_483_647;
const stockKey = sql`coalesce(${products.stockQuantity}, ${sql.raw(String(UNLIMITED))})`;

/** Each sort as data: the key it orders by, its direction, and how a row's key goes into a cursor. */
const SORTS: Record<
  ProductSort,
  {
    key: SQL | typeof products.price;
    dir: 'asc' | 'desc';
    cast: string;
    value: (p: ProductRow) => string | number;
  }
> = {
  newest: {
    key: sql`${products.createdAt}`,
    dir: 'desc',
    cast: 'timestamptz',
    value: (p) => p.createdAt.toISOString(),
  },
  oldest: {
    key: sql`${products.createdAt}`,
    dir: 'asc',
    cast: 'timestamptz',
    value: (p) => p.createdAt.toISOString(),
  },
  name_asc: {
    key: sql`lower(${products.name})`,
    dir: 'asc',
    cast: 'text',
    value: (p) => p.name.toLowerCase(),
  },
  name_desc: {
    key: sql`lower(${products.name})`,
    dir: 'desc',
    cast: 'text',
    value: (p) => p.name.toLowerCase(),
  },
  price_asc: { key: products.price, dir: 'asc', cast: 'int', value: (p) => p.price },
  price_desc: { key: products.price, dir: 'desc', cast: 'int', value: (p) => p.price },
  stock_asc: { key: stockKey, dir: 'asc', cast: 'int', value: (p) => p.stockQuantity ?? UNLIMITED },
};

interface ProductCursor {
  sort: ProductSort;
  value: string | number;
  uuid: string;
}

const encodeProductCursor = (c: ProductCursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

function decodeProductCursor(after: string | null | undefined, sort: ProductSort): ProductCursor | null {
  if (!after) return null;
  try {
    const c = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as ProductCursor;
    if (c.sort === sort && isUuid(c.uuid) && ['string', 'number'].includes(typeof c.value)) return c;
  } catch {
    /* falls through */
  }
  throw badInput({ after: 'Invalid cursor' });
}

/**
 * The stock filters on the sort key `coalesce(stock_quantity, MAX)` (unlimited reads as MAX), so that
 * products_app_stock_idx serves each as one range, the count included.
 */
export function stockCondition(stock: StockFilter | null | undefined): SQL | undefined {
  switch (stock) {
    case 'in_stock':
      return sql`${stockKey} > 0`;
    case 'low':
      return sql`${stockKey} <= ${LOW_STOCK_THRESHOLD}`;
    case 'out_of_stock':
      return sql`${stockKey} = 0`;
    default:
      return undefined;
  }
}

/** A category and its subcategories (a filter on "Apparel" finds the products of "Apparel > Tees"). */
export const categoryAndBelow = (ctx: Pick<Context, 'db'>, appUuid: string, categoryUuid: string) =>
  categoriesAndBelow(ctx, appUuid, [categoryUuid]);

/** The categories `roots` and every subcategory under them, at any depth. */
export async function categoriesAndBelow(
  ctx: Pick<Context, 'db'>,
  appUuid: string,
  roots: readonly string[],
): Promise<string[]> {
  const rows = await ctx.db
    .select({ uuid: categories.uuid, parentUuid: categories.parentUuid })
    .from(categories)
    .where(eq(categories.appUuid, appUuid));
  const found = [...new Set(roots)];
  for (let i = 0; i < found.length; i++)
    for (const r of rows) if (r.parentUuid === found[i] && !found.includes(r.uuid)) found.push(r.uuid);
  return found;
}

export interface ProductListArgs {
  appUuid: string;
  first?: number | null;
  after?: string | null;
  search?: string | null;
  categoryUuid?: string | null;
  published?: boolean | null;
  stock?: StockFilter | null;
  sort?: ProductSort | null;
  /** The client asks for the count: it runs beside the page's query. */
  withCount?: boolean;
}

/** An app's products, filtered, sorted and keyset-paged on (sort key, uuid), with the filtered total. */
export async function listProducts(ctx: Context, args: ProductListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, PRODUCTS_PAGE_SIZE);
  const sort = SORTS[args.sort ?? 'newest'];
  const cursor = decodeProductCursor(args.after, args.sort ?? 'newest');
  const search = args.search?.trim();
  if (args.categoryUuid && !isUuid(args.categoryUuid)) throw badInput({ categoryUuid: 'Category not found' });
  const filters = and(
    eq(products.appUuid, app.uuid),
    search ? ilike(products.name, likePattern(search)) : undefined,
    args.categoryUuid
      ? inArray(products.categoryUuid, await categoryAndBelow(ctx, app.uuid, args.categoryUuid))
      : undefined,
    args.published == null ? undefined : eq(products.published, args.published),
    stockCondition(args.stock),
  );
  const after = cursor
    ? sql`(${sort.key}, ${products.uuid}) ${sql.raw(sort.dir === 'asc' ? '>' : '<')} (${cursor.value}::${sql.raw(sort.cast)}, ${cursor.uuid}::uuid)`
    : undefined;
  const order =
    sort.dir === 'asc'
      ? [sql`${sort.key} asc`, asc(products.uuid)]
      : [sql`${sort.key} desc`, sql`${products.uuid} desc`];
  // No filter: the kept count (exact); a search or filter counts up to the cap.
  const count = lazyCount(
    async () =>
      search || args.categoryUuid || args.published != null || args.stock
        ? cappedCount(ctx.db, products, filters, search ? SEARCH_COUNT_CAP : COUNT_CAP)
        : exactCount(await keptCount(ctx.db, 'products', app.uuid, 'all')),
    args.withCount,
  );
  const rows = await ctx.db
    .select()
    .from(products)
    .where(and(filters, after))
    .orderBy(...order)
    .limit(size + 1);
  const page = rows.slice(0, size);
  const edges = page.map((node) => ({
    node,
    cursor: encodeProductCursor({ sort: args.sort ?? 'newest', value: sort.value(node), uuid: node.uuid }),
  }));
  return {
    edges,
    pageInfo: {
      hasNextPage: rows.length > size,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    count,
  };
}

/** A product of an app the user belongs to; anything else is "Product not found". */
export async function productOrThrow(ctx: Context, uuid: string): Promise<ProductRow> {
  const [row] = isUuid(uuid) ? await ctx.db.select().from(products).where(eq(products.uuid, uuid)) : [];
  return appRowOrThrow(ctx, row, 'Product');
}

/** Variants per product, in matrix order, batched per request. */
export const variantsLoader = (ctx: Context) =>
  ctx.loader<string, ProductVariantRow[]>('catalog.product.variants', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productUuid, [...uuids]))
      .orderBy(asc(productVariants.position));
    return uuids.map((u) => rows.filter((r) => r.productUuid === u));
  });

/** Add-ons offered with each product, by name, batched per request. */
export const productAddOnsLoader = (ctx: Context) =>
  ctx.loader<string, AddOnRow[]>('catalog.product.addOns', async (uuids) => {
    const rows = await ctx.db
      .select({ productUuid: productAddOns.productUuid, addOn: addOns })
      .from(productAddOns)
      .innerJoin(addOns, eq(addOns.uuid, productAddOns.addOnUuid))
      .where(inArray(productAddOns.productUuid, [...uuids]))
      .orderBy(asc(addOns.name));
    return uuids.map((u) => rows.filter((r) => r.productUuid === u).map((r) => r.addOn));
  });

/** Products by uuid (a variant's product), batched per request; the caller passed the tenancy guard. */
export const productLoader = (ctx: Context) =>
  ctx.loader<string, ProductRow | null>('catalog.product', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(products)
      .where(inArray(products.uuid, [...uuids]));
    return uuids.map((u) => rows.find((r) => r.uuid === u) ?? null);
  });

import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, conflict } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  CATALOG_PAGE_SIZE,
  categoryProblems,
  HAS_SUBCATEGORIES,
  heightOf,
  levelOf,
  MAX_CATEGORY_DEPTH,
  TOO_DEEP,
  wouldCycle,
} from './catalog.rules.ts';
import { nameTaken, throwIfProblems, withUniqueName } from './catalog.shared.ts';
import { type CategoryRow, categories, products } from './catalog.tables.ts';

/** An app's categories, newest first, keyset-paged on (createdAt, uuid); searched by name. */
export async function listCategories(
  ctx: Context,
  args: {
    appUuid: string;
    first?: number | null;
    after?: string | null;
    search?: string | null;
    topLevel?: boolean | null;
  },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, CATALOG_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const search = args.search?.trim();
  const rows = await ctx.db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.appUuid, app.uuid),
        search ? ilike(categories.name, likePattern(search)) : undefined,
        args.topLevel ? isNull(categories.parentUuid) : undefined,
        olderThan(categories.createdAt, categories.uuid, cursor),
      ),
    )
    .orderBy(desc(categories.createdAt), desc(categories.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** A category of an app the user belongs to; anything else is "Category not found". */
export async function categoryOrThrow(ctx: Context, uuid: string): Promise<CategoryRow> {
  const [row] = isUuid(uuid) ? await ctx.db.select().from(categories).where(eq(categories.uuid, uuid)) : [];
  return appRowOrThrow(ctx, row, 'Category');
}

export interface CategoryInput {
  name?: string | null;
  description?: string | null;
  parentUuid?: string | null;
}

/** The parent must be a category of the same app and must not sit under the category itself. */
async function checkParent(ctx: Context, appUuid: string, parentUuid: string, selfUuid?: string) {
  const parentOf = new Map(
    (
      await ctx.db
        .select({ uuid: categories.uuid, parentUuid: categories.parentUuid })
        .from(categories)
        .where(eq(categories.appUuid, appUuid))
    ).map((r) => [r.uuid, r.parentUuid]),
  );
  if (!parentOf.has(parentUuid)) throw badInput({ parentUuid: 'Parent category not found' });
  if (selfUuid && wouldCycle(selfUuid, parentUuid, parentOf)) {
    throw badInput({ parentUuid: 'A category cannot be placed under itself or its subcategories' });
  }
  const height = selfUuid ? heightOf(selfUuid, parentOf) : 1;
  if (levelOf(parentUuid, parentOf) + height > MAX_CATEGORY_DEPTH) throw badInput({ parentUuid: TOO_DEEP });
}

async function checkNameFree(ctx: Context, appUuid: string, name: string, exceptUuid?: string) {
  const [taken] = await ctx.db
    .select({ uuid: categories.uuid })
    .from(categories)
    .where(
      and(
        eq(categories.appUuid, appUuid),
        sql`lower(${categories.name}) = lower(${name})`,
        exceptUuid ? ne(categories.uuid, exceptUuid) : undefined,
      ),
    );
  if (taken) throw nameTaken();
}

export async function createCategory(
  ctx: Context,
  input: CategoryInput & { appUuid: string; name: string },
): Promise<CategoryRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  throwIfProblems(categoryProblems(input, true));
  const name = input.name.trim();
  await checkNameFree(ctx, app.uuid, name);
  if (input.parentUuid) await checkParent(ctx, app.uuid, input.parentUuid);
  const now = ctx.clock.now();
  return withUniqueName(async () => {
    const [row] = await ctx.db
      .insert(categories)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        parentUuid: input.parentUuid || null,
        name,
        description: input.description?.trim() ?? '',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('category insert returned nothing');
    return row;
  });
}

/** Changes the fields given; `parentUuid: null` moves the category to the top level. */
export async function updateCategory(
  ctx: Context,
  input: CategoryInput & { uuid: string },
): Promise<CategoryRow> {
  const row = await categoryOrThrow(ctx, input.uuid);
  throwIfProblems(categoryProblems(input, false));
  const name = input.name?.trim();
  if (name) await checkNameFree(ctx, row.appUuid, name, row.uuid);
  if (input.parentUuid) await checkParent(ctx, row.appUuid, input.parentUuid, row.uuid);
  return withUniqueName(async () => {
    const [updated] = await ctx.db
      .update(categories)
      .set({
        ...(name ? { name } : {}),
        ...(input.description != null ? { description: input.description.trim() } : {}),
        ...(input.parentUuid !== undefined ? { parentUuid: input.parentUuid || null } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(categories.uuid, row.uuid))
      .returning();
    return updated ?? row;
  });
}

/** Removes a category without subcategories; its products become uncategorised. */
export async function deleteCategory(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const row = await categoryOrThrow(ctx, uuid);
  return ctx.db.transaction(async (tx) => {
    const [child] = await tx
      .select({ uuid: categories.uuid })
      .from(categories)
      .where(eq(categories.parentUuid, row.uuid))
      .limit(1);
    if (child) throw conflict(HAS_SUBCATEGORIES);
    await tx.delete(categories).where(eq(categories.uuid, row.uuid));
    return { uuid: row.uuid };
  });
}

/** Products per category, batched per request. */
export const productsCountLoader = (ctx: Context) =>
  ctx.loader<string, number>('catalog.category.productsCount', async (uuids) => {
    const rows = await ctx.db
      .select({ uuid: products.categoryUuid, n: count() })
      .from(products)
      .where(inArray(products.categoryUuid, [...uuids]))
      .groupBy(products.categoryUuid);
    const byUuid = new Map(rows.map((r) => [r.uuid, r.n]));
    return uuids.map((u) => byUuid.get(u) ?? 0);
  });

/** Subcategories per category, by name, batched per request. */
export const childrenLoader = (ctx: Context) =>
  ctx.loader<string, CategoryRow[]>('catalog.category.children', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(inArray(categories.parentUuid, [...uuids]))
      .orderBy(asc(categories.name));
    return uuids.map((u) => rows.filter((r) => r.parentUuid === u));
  });

/** Categories by uuid (parents), batched per request; the caller already passed the tenancy guard. */
export const categoryLoader = (ctx: Context) =>
  ctx.loader<string, CategoryRow | null>('catalog.category', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(categories)
      .where(inArray(categories.uuid, [...uuids]));
    return uuids.map((u) => rows.find((r) => r.uuid === u) ?? null);
  });

import { and, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { addOnProblems, CATALOG_PAGE_SIZE } from './catalog.rules.ts';
import { nameTaken, throwIfProblems, withUniqueName } from './catalog.shared.ts';
import { type AddOnRow, addOns } from './catalog.tables.ts';

/** An app's add-ons, newest first, keyset-paged on (createdAt, uuid); searched by name. */
export async function listAddOns(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null; search?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, CATALOG_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const search = args.search?.trim();
  const rows = await ctx.db
    .select()
    .from(addOns)
    .where(
      and(
        eq(addOns.appUuid, app.uuid),
        search ? ilike(addOns.name, likePattern(search)) : undefined,
        olderThan(addOns.createdAt, addOns.uuid, cursor),
      ),
    )
    .orderBy(desc(addOns.createdAt), desc(addOns.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** An add-on of an app the user belongs to; anything else is "Add-On not found". */
export async function addOnOrThrow(ctx: Context, uuid: string): Promise<AddOnRow> {
  const [row] = isUuid(uuid) ? await ctx.db.select().from(addOns).where(eq(addOns.uuid, uuid)) : [];
  return appRowOrThrow(ctx, row, 'Add-On');
}

export interface AddOnInput {
  name?: string | null;
  description?: string | null;
  /** centavos */
  price?: number | null;
  available?: boolean | null;
  /** null: no limit per order. */
  maxQuantity?: number | null;
}

async function checkNameFree(ctx: Context, appUuid: string, name: string, exceptUuid?: string) {
  const [taken] = await ctx.db
    .select({ uuid: addOns.uuid })
    .from(addOns)
    .where(
      and(
        eq(addOns.appUuid, appUuid),
        sql`lower(${addOns.name}) = lower(${name})`,
        exceptUuid ? ne(addOns.uuid, exceptUuid) : undefined,
      ),
    );
  if (taken) throw nameTaken();
}

export async function createAddOn(
  ctx: Context,
  input: AddOnInput & { appUuid: string; name: string; price: number },
): Promise<AddOnRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  throwIfProblems(addOnProblems(input, true));
  const name = input.name.trim();
  await checkNameFree(ctx, app.uuid, name);
  const now = ctx.clock.now();
  return withUniqueName(async () => {
    const [row] = await ctx.db
      .insert(addOns)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        name,
        description: input.description?.trim() ?? '',
        price: input.price,
        available: input.available ?? true,
        maxQuantity: input.maxQuantity ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('add-on insert returned nothing');
    return row;
  });
}

/** Changes the fields given; `maxQuantity: null` removes the limit. */
export async function updateAddOn(ctx: Context, input: AddOnInput & { uuid: string }): Promise<AddOnRow> {
  const row = await addOnOrThrow(ctx, input.uuid);
  throwIfProblems(addOnProblems(input, false));
  const name = input.name?.trim();
  if (name) await checkNameFree(ctx, row.appUuid, name, row.uuid);
  return withUniqueName(async () => {
    const [updated] = await ctx.db
      .update(addOns)
      .set({
        ...(name ? { name } : {}),
        ...(input.description != null ? { description: input.description.trim() } : {}),
        ...(input.price != null ? { price: input.price } : {}),
        ...(input.available != null ? { available: input.available } : {}),
        ...(input.maxQuantity !== undefined ? { maxQuantity: input.maxQuantity } : {}),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(addOns.uuid, row.uuid))
      .returning();
    return updated ?? row;
  });
}

export async function deleteAddOn(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const row = await addOnOrThrow(ctx, uuid);
  await ctx.db.delete(addOns).where(eq(addOns.uuid, row.uuid));
  return { uuid: row.uuid };
}

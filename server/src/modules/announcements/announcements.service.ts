/** Store announcements: the console's list and form, and the banner the storefront shows now. */
import { and, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import {
  ANNOUNCEMENTS_PAGE_SIZE,
  type AnnouncementInput,
  announcementProblems,
  canEnd,
  statusOf,
} from './announcements.rules.ts';
import { type StoreAnnouncementRow, storeAnnouncements } from './announcements.tables.ts';

/** A store's announcements, newest first, keyset-paged, with their count. */
export async function listAnnouncements(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, ANNOUNCEMENTS_PAGE_SIZE);
  const where = eq(storeAnnouncements.appUuid, app.uuid);
  const rows = await ctx.db
    .select()
    .from(storeAnnouncements)
    .where(
      and(where, olderThan(storeAnnouncements.createdAt, storeAnnouncements.uuid, decodeCursor(args.after))),
    )
    .orderBy(desc(storeAnnouncements.createdAt), desc(storeAnnouncements.uuid))
    .limit(size + 1);
  return {
    ...connectionFrom(rows, size),
    totalCount: async () =>
      (await ctx.db.select({ n: count() }).from(storeAnnouncements).where(where))[0]?.n ?? 0,
  };
}

export async function announcementOrThrow(
  ctx: Context,
  appUuid: string,
  uuid: string,
): Promise<StoreAnnouncementRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(storeAnnouncements)
        .where(and(eq(storeAnnouncements.appUuid, app.uuid), eq(storeAnnouncements.uuid, uuid)))
    : [];
  if (!row) throw notFound('Announcement');
  return row;
}

async function checked(ctx: Context, appUuid: string, input: AnnouncementInput) {
  const problems = announcementProblems(input, isUuid);
  if (input.productUuid && !problems.productUuid) {
    const [product] = await productsOfApp(ctx, appUuid, [input.productUuid]);
    if (!product) problems.productUuid = 'Choose a product from the list';
  }
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  return {
    message: input.message.trim(),
    productUuid: input.productUuid || null,
    startsAt: input.startsAt,
    endsAt: input.endsAt ?? null,
  };
}

export async function createAnnouncement(ctx: Context, appUuid: string, input: AnnouncementInput) {
  const app = await appOrThrow(ctx, appUuid);
  const values = await checked(ctx, app.uuid, input);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(storeAnnouncements)
    .values({ uuid: newUuid(), appUuid: app.uuid, ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as StoreAnnouncementRow;
}

export async function updateAnnouncement(
  ctx: Context,
  appUuid: string,
  uuid: string,
  input: AnnouncementInput,
) {
  const row = await announcementOrThrow(ctx, appUuid, uuid);
  if (statusOf(row, ctx.clock.now()) === 'ended') throw conflict('An ended announcement cannot be edited');
  const values = await checked(ctx, row.appUuid, input);
  const [updated] = await ctx.db
    .update(storeAnnouncements)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(storeAnnouncements.uuid, row.uuid))
    .returning();
  return updated as StoreAnnouncementRow;
}

/** Ends a running announcement now: the storefront stops showing it. */
export async function endAnnouncement(ctx: Context, appUuid: string, uuid: string) {
  const row = await announcementOrThrow(ctx, appUuid, uuid);
  const now = ctx.clock.now();
  if (!canEnd(statusOf(row, now))) throw conflict('Only a running announcement can be ended');
  const [updated] = await ctx.db
    .update(storeAnnouncements)
    .set({ endsAt: now, updatedAt: now })
    .where(eq(storeAnnouncements.uuid, row.uuid))
    .returning();
  return updated as StoreAnnouncementRow;
}

export async function deleteAnnouncement(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const row = await announcementOrThrow(ctx, appUuid, uuid);
  await ctx.db.delete(storeAnnouncements).where(eq(storeAnnouncements.uuid, row.uuid));
  return row.uuid;
}

/** The banner a store shows now: of the running announcements, the one that started last (then the newest). */
export async function currentAnnouncement(
  db: Db,
  appUuid: string,
  now: Date,
): Promise<StoreAnnouncementRow | null> {
  const [row] = await db
    .select()
    .from(storeAnnouncements)
    .where(
      and(
        eq(storeAnnouncements.appUuid, appUuid),
        lte(storeAnnouncements.startsAt, now),
        or(isNull(storeAnnouncements.endsAt), gt(storeAnnouncements.endsAt, now)),
      ),
    )
    .orderBy(
      desc(storeAnnouncements.startsAt),
      desc(storeAnnouncements.createdAt),
      desc(storeAnnouncements.uuid),
    )
    .limit(1);
  return row ?? null;
}

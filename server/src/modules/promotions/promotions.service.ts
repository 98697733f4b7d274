/** The console's promotions: list, read, create, edit, end, delete, results, and a form's live preview. */
import { and, count, desc, eq, gt, ilike, inArray, isNull, lte, or, type SQL, sum } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, conflict, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { categoriesOfApp, productsOfApp } from '../catalog/index.ts';
import { type PromotionInput, promotionProblems } from './promotions.input.ts';
import {
  canEnd,
  normalizeCode,
  PROMOTIONS_PAGE_SIZE,
  type PromotionKind,
  type PromotionStatus,
  statusOf,
} from './promotions.rules.ts';
import { type PromotionRow, promotions, promotionUses } from './promotions.tables.ts';
import { issuedCount, issueVouchers } from './promotions.vouchers.ts';

export interface PromotionListArgs {
  appUuid: string;
  kinds?: readonly PromotionKind[] | null;
  status?: PromotionStatus | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

/** The SQL form of statusOf. */
function statusIs(status: PromotionStatus, now: Date): SQL | undefined {
  const notEnded = or(isNull(promotions.endsAt), gt(promotions.endsAt, now));
  if (status === 'expired') return lte(promotions.endsAt, now);
  if (status === 'scheduled') return and(notEnded, gt(promotions.startsAt, now));
  return and(notEnded, lte(promotions.startsAt, now));
}

function listFilter(appUuid: string, args: PromotionListArgs, now: Date): SQL | undefined {
  const search = args.search?.trim();
  return and(
    eq(promotions.appUuid, appUuid),
    args.kinds?.length ? inArray(promotions.kind, [...args.kinds]) : undefined,
    args.status ? statusIs(args.status, now) : undefined,
    search
      ? or(ilike(promotions.title, likePattern(search)), ilike(promotions.code, likePattern(search)))
      : undefined,
  );
}

/** A store's promotions, newest first, keyset-paged, with their total; any member may read. */
export async function listPromotions(ctx: Context, args: PromotionListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, PROMOTIONS_PAGE_SIZE);
  const now = ctx.clock.now();
  const where = listFilter(app.uuid, args, now);
  const rows = await ctx.db
    .select()
    .from(promotions)
    .where(and(where, olderThan(promotions.createdAt, promotions.uuid, decodeCursor(args.after))))
    .orderBy(desc(promotions.createdAt), desc(promotions.uuid))
    .limit(size + 1);
  // A store runs tens of promotions, not millions: an exact count on the (app, kind) index.
  const totalCount = async () =>
    (await ctx.db.select({ n: count() }).from(promotions).where(where))[0]?.n ?? 0;
  return { ...connectionFrom(rows, size), totalCount };
}

/** One promotion, for members of its store only: another store's is "not found", never leaked. */
export async function promotionOrThrow(ctx: Context, uuid: string): Promise<PromotionRow> {
  const [row] = isUuid(uuid) ? await ctx.db.select().from(promotions).where(eq(promotions.uuid, uuid)) : [];
  return appRowOrThrow(ctx, row, 'Promotion');
}

/** The form as stored: trimmed, the code upper-case, only the fields its kind and condition use. */
async function validOrThrow(ctx: Context, appUuid: string, input: PromotionInput) {
  const problems = promotionProblems(input);
  const productUuids = input.scope === 'products' ? [...new Set(input.productUuids ?? [])] : [];
  const categoryUuids = input.scope === 'categories' ? [...new Set(input.categoryUuids ?? [])] : [];
  if (productUuids.length && (await productsOfApp(ctx, appUuid, productUuids)).length !== productUuids.length)
    problems.productUuids = 'Products has invalid value';
  if (
    categoryUuids.length &&
    (await categoriesOfApp(ctx, appUuid, categoryUuids)).length !== categoryUuids.length
  )
    problems.categoryUuids = 'Categories has invalid value';
  if (Object.keys(problems).length) throw badInput(problems);
  const condition = input.kind === 'code' ? 'none' : (input.condition ?? 'none');
  return {
    kind: input.kind,
    title: input.title.trim(),
    code: input.kind === 'code' ? normalizeCode(input.code ?? '') : null,
    valueType: input.valueType,
    value: input.valueType === 'free_shipping' || condition === 'quantity_tiers' ? 0 : input.value,
    scope: input.scope,
    productUuids,
    categoryUuids,
    minimumPurchase: input.minimumPurchase ?? 0,
    condition,
    buyQuantity: condition === 'buy_x_get_y' ? (input.buyQuantity ?? null) : null,
    getQuantity: condition === 'buy_x_get_y' ? (input.getQuantity ?? null) : null,
    tiers: condition === 'quantity_tiers' ? [...(input.tiers ?? [])] : [],
    startsAt: input.startsAt,
    endsAt: input.endsAt ?? null,
    usageLimit: input.usageLimit ?? null,
    perCustomerLimit: input.perCustomerLimit ?? null,
    firstOrderOnly: input.firstOrderOnly ?? false,
  };
}

const CODE_TAKEN = { code: 'Code has already been taken' };

export async function createPromotion(
  ctx: Context,
  input: PromotionInput & { appUuid: string },
): Promise<PromotionRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  const values = await validOrThrow(ctx, app.uuid, input);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promotions)
        .values({ uuid: newUuid(), appUuid: app.uuid, ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('promotion insert returned nothing');
      // A voucher batch issues its codes with it; a rebate's are earned by completed orders.
      if (row.kind === 'voucher') await issueVouchers(tx, row, row.usageLimit ?? 0, now);
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput(CODE_TAKEN);
    throw err;
  }
}

/**
 * Edits a promotion. Its kind stays; once used, its code stays too (shoppers and past orders name it),
 * and its usage limit cannot go below the uses already made.
 */
export async function updatePromotion(
  ctx: Context,
  input: PromotionInput & { uuid: string },
): Promise<PromotionRow> {
  const current = await promotionOrThrow(ctx, input.uuid);
  const values = await validOrThrow(ctx, current.appUuid, { ...input, kind: current.kind });
  if (current.usedCount > 0 && values.code !== current.code)
    throw badInput({ code: 'Code cannot change once the code has been used' });
  if (values.usageLimit !== null && values.usageLimit < current.usedCount)
    throw badInput({ usageLimit: `Usage limit should not be below the ${current.usedCount} uses made` });
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set({ ...values, updatedAt: ctx.clock.now() })
        .where(eq(promotions.uuid, current.uuid))
        .returning();
      if (!row) throw notFound('Promotion');
      if (row.kind === 'voucher') {
        // A batch grows by issuing the difference; it never takes back codes already handed out.
        const issued = await issuedCount(tx, row.uuid);
        if ((row.usageLimit ?? 0) < issued)
          throw badInput({ usageLimit: `Quantity should not be below the ${issued} vouchers issued` });
        await issueVouchers(tx, row, (row.usageLimit ?? 0) - issued, ctx.clock.now());
      }
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput(CODE_TAKEN);
    throw err;
  }
}

/** Ends a scheduled or active promotion now (expired); an expired one is refused, nothing changes. */
export async function endPromotion(ctx: Context, uuid: string): Promise<PromotionRow> {
  const current = await promotionOrThrow(ctx, uuid);
  const now = ctx.clock.now();
  if (!canEnd(statusOf(current, now))) throw conflict('This promo has already ended');
  const startsAt = current.startsAt.getTime() > now.getTime() ? now : current.startsAt;
  const [row] = await ctx.db
    .update(promotions)
    .set({ startsAt, endsAt: now, updatedAt: now })
    .where(eq(promotions.uuid, current.uuid))
    .returning();
  if (!row) throw notFound('Promotion');
  return row;
}

/** Deletes a promotion no order has used; a used one is ended instead (its orders keep their lines). */
export async function deletePromotion(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const current = await promotionOrThrow(ctx, uuid);
  const [used] = await ctx.db
    .select({ n: count() })
    .from(promotionUses)
    .where(eq(promotionUses.promotionUuid, current.uuid));
  if ((used?.n ?? 0) > 0) throw conflict('This promo has been used by orders: end it instead');
  await ctx.db.delete(promotions).where(eq(promotions.uuid, current.uuid));
  return { uuid: current.uuid };
}

export interface PromotionResults {
  orders: number;
  revenue: number;
  discountGiven: number;
}

/** Each promotion's results over orders not cancelled: one query for a page of promotions. */
export const promotionResultsLoader = (ctx: Context) =>
  ctx.loader<string, PromotionResults>('promotions.results', async (uuids) => {
    const rows = await ctx.db
      .select({
        promotionUuid: promotionUses.promotionUuid,
        orders: count(),
        revenue: sum(promotionUses.orderTotal).mapWith(Number),
        discountGiven: sum(promotionUses.amount).mapWith(Number),
      })
      .from(promotionUses)
      .where(and(inArray(promotionUses.promotionUuid, [...uuids]), isNull(promotionUses.releasedAt)))
      .groupBy(promotionUses.promotionUuid);
    const byUuid = new Map(rows.map((r) => [r.promotionUuid, r]));
    return uuids.map((u) => {
      const r = byUuid.get(u);
      return { orders: r?.orders ?? 0, revenue: r?.revenue ?? 0, discountGiven: r?.discountGiven ?? 0 };
    });
  });

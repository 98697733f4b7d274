/**
 * Vouchers and rebates (docs/decisions.md "Promotions"): the single-use codes of a voucher batch, given
 * to customers, redeemed at checkout or in the store by its team; and the rebate vouchers customers
 * earn when an order completes.
 */
import { randomInt } from 'node:crypto';
import {
  and,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, badInput, conflict, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { normalizeMobile } from '../../platform/phone.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  ANY_SHOPPER,
  itemDiscountOf,
  normalizeCode,
  type PromotionRule,
  refusalOf,
} from './promotions.rules.ts';
import { type PromotionRow, promotions, type VoucherRow, vouchers } from './promotions.tables.ts';

export const VOUCHER_STATUSES = ['issued', 'claimed', 'redeemed', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
export const VOUCHERS_PAGE_SIZE = 20;

/** Crockford base32 (no I, L, O, U): read aloud or typed without mistakes. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newVoucherCode = () => `V${Array.from({ length: 7 }, () => BASE32[randomInt(32)]).join('')}`;

/** A voucher's status as the merchant reads it: expired once its batch has ended unredeemed. */
export const voucherStatusOf = (
  v: VoucherRow,
  batch: Pick<PromotionRow, 'endsAt'>,
  now: Date,
): VoucherStatus =>
  v.status !== 'redeemed' && batch.endsAt && batch.endsAt.getTime() <= now.getTime() ? 'expired' : v.status;

/** Adds `quantity` new issued codes to a batch (a code drawn twice is drawn again). */
export async function issueVouchers(
  db: Db | Tx,
  batch: Pick<PromotionRow, 'uuid' | 'appUuid'>,
  quantity: number,
  now: Date,
  customer?: { customerKey: string; sourceOrderUuid: string },
): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < quantity) {
    const want = Math.min(quantity - codes.length, 500);
    const rows = await db
      .insert(vouchers)
      .values(
        Array.from({ length: want }, () => ({
          uuid: newUuid(),
          appUuid: batch.appUuid,
          promotionUuid: batch.uuid,
          code: newVoucherCode(),
          status: customer ? ('claimed' as const) : ('issued' as const),
          customerKey: customer?.customerKey ?? null,
          sourceOrderUuid: customer?.sourceOrderUuid ?? null,
          claimedAt: customer ? now : null,
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ code: vouchers.code });
    codes.push(...rows.map((r) => r.code));
    if (customer) break;
  }
  return codes;
}

/** How many codes a batch has issued so far. */
export async function issuedCount(db: Db | Tx, promotionUuid: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vouchers)
    .where(eq(vouchers.promotionUuid, promotionUuid));
  return row?.n ?? 0;
}

function statusIs(status: VoucherStatus, now: Date): SQL | undefined {
  const ended = and(isNotNull(promotions.endsAt), lte(promotions.endsAt, now));
  const running = or(isNull(promotions.endsAt), gt(promotions.endsAt, now));
  if (status === 'redeemed') return eq(vouchers.status, 'redeemed');
  if (status === 'expired') return and(ne(vouchers.status, 'redeemed'), ended);
  return and(eq(vouchers.status, status), running);
}

export interface VoucherListArgs {
  appUuid: string;
  promotionUuid?: string | null;
  kinds?: readonly ('voucher' | 'rebate')[] | null;
  status?: VoucherStatus | null;
  search?: string | null;
  first?: number | null;
  after?: string | null;
}

/** A store's voucher codes, newest first, by batch, kind, status and code; any member may read. */
export async function listVouchers(ctx: Context, args: VoucherListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, VOUCHERS_PAGE_SIZE);
  const now = ctx.clock.now();
  const search = args.search?.trim();
  const where = and(
    eq(vouchers.appUuid, app.uuid),
    args.promotionUuid
      ? eq(vouchers.promotionUuid, isUuid(args.promotionUuid) ? args.promotionUuid : newUuid())
      : undefined,
    args.kinds?.length ? inArray(promotions.kind, [...args.kinds]) : undefined,
    args.status ? statusIs(args.status, now) : undefined,
    search ? ilike(vouchers.code, likePattern(normalizeCode(search))) : undefined,
  );
  const rows = await ctx.db
    .select({ voucher: vouchers, batch: promotions })
    .from(vouchers)
    .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
    .where(and(where, olderThan(vouchers.createdAt, vouchers.uuid, decodeCursor(args.after))))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.uuid))
    .limit(size + 1);
  const totalCount = async () =>
    (
      await ctx.db
        .select({ n: count() })
        .from(vouchers)
        .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
        .where(where)
    )[0]?.n ?? 0;
  return { ...connectionFrom(rows, size, (r) => r.voucher), totalCount };
}

export type VoucherCounts = Record<VoucherStatus, number>;

/** Each batch's codes by status: one query for a page of batches. */
export const voucherCountsLoader = (ctx: Context) =>
  ctx.loader<string, VoucherCounts>('promotions.voucherCounts', async (uuids) => {
    const now = ctx.clock.now();
    const rows = await ctx.db
      .select({
        promotionUuid: vouchers.promotionUuid,
        status: vouchers.status,
        expired: sql<boolean>`${promotions.endsAt} is not null and ${promotions.endsAt} <= ${now.toISOString()}::timestamptz`,
        n: count(),
      })
      .from(vouchers)
      .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
      .where(inArray(vouchers.promotionUuid, [...uuids]))
      .groupBy(vouchers.promotionUuid, vouchers.status, promotions.endsAt);
    return uuids.map((u) => {
      const counts: VoucherCounts = { issued: 0, claimed: 0, redeemed: 0, expired: 0 };
      for (const r of rows.filter((row) => row.promotionUuid === u)) {
        const status: VoucherStatus = r.status !== 'redeemed' && r.expired ? 'expired' : r.status;
        counts[status] += r.n;
      }
      return counts;
    });
  });

async function voucherOrThrow(ctx: Context, uuid: string) {
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select({ voucher: vouchers, batch: promotions })
        .from(vouchers)
        .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
        .where(eq(vouchers.uuid, uuid))
    : [];
  await appRowOrThrow(ctx, row?.voucher, 'Voucher');
  if (!row) throw notFound('Voucher');
  return row;
}

/** Gives an issued voucher to a customer by mobile number (claimed); only they can use it at checkout. */
export async function claimVoucher(
  ctx: Context,
  uuid: string,
  mobileNumber: string,
): Promise<{ voucher: VoucherRow; batch: PromotionRow }> {
  const { voucher, batch } = await voucherOrThrow(ctx, uuid);
  const customerKey = normalizeMobile(mobileNumber);
  if (!customerKey) throw badInput({ mobileNumber: 'Mobile Number is invalid' });
  const status = voucherStatusOf(voucher, batch, ctx.clock.now());
  if (status !== 'issued') throw conflict(`This voucher is ${status}: only an issued voucher can be given`);
  const [row] = await ctx.db
    .update(vouchers)
    .set({ status: 'claimed', customerKey, claimedAt: ctx.clock.now() })
    .where(and(eq(vouchers.uuid, voucher.uuid), eq(vouchers.status, 'issued')))
    .returning();
  if (!row) throw conflict('This voucher has just been given to someone else');
  return { voucher: row, batch };
}

/** A voucher's code as a rule the promotions engine applies (its batch's value, single use). */
export const voucherRule = (voucher: VoucherRow, batch: PromotionRow): PromotionRule => ({
  ...batch,
  code: voucher.code,
  voucher: { uuid: voucher.uuid, redeemed: voucher.status === 'redeemed', customerKey: voucher.customerKey },
});

/** The vouchers among typed codes, as rules, by code. */
export async function voucherRulesFor(db: Db | Tx, appUuid: string, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, PromotionRule>();
  const rows = await db
    .select({ voucher: vouchers, batch: promotions })
    .from(vouchers)
    .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
    .where(and(eq(vouchers.appUuid, appUuid), inArray(vouchers.code, [...codes])));
  return new Map(rows.map((r) => [r.voucher.code, voucherRule(r.voucher, r.batch)]));
}

/** What a voucher takes off an in-store purchase of `purchaseAmount`, or why it cannot be used. */
export async function checkVoucher(
  ctx: Context,
  args: { appUuid: string; code: string; purchaseAmount: number },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  if (!Number.isInteger(args.purchaseAmount) || args.purchaseAmount < 1 || args.purchaseAmount > 100_000_000)
    throw badInput({ purchaseAmount: 'Purchase amount has invalid value' });
  const code = normalizeCode(args.code);
  const rule = (await voucherRulesFor(ctx.db, app.uuid, [code])).get(code);
  if (!rule) return { code, rule: null, discount: 0, refusal: 'This voucher code is not valid' };
  const cart = {
    lines: [
      {
        productUuid: '',
        categoryUuids: [],
        unitPrice: args.purchaseAmount,
        quantity: 1,
        lineTotal: args.purchaseAmount,
      },
    ],
    subtotal: args.purchaseAmount,
    deliveryFee: 0,
    delivery: false,
  };
  // In the store the cashier has the customer in front of them: the voucher's owner is not asked.
  const refusal = refusalOf({ ...rule, scope: 'order' }, cart, ctx.clock.now(), ANY_SHOPPER);
  const discount = refusal ? 0 : itemDiscountOf({ ...rule, scope: 'order' }, cart);
  return { code, rule, discount, refusal };
}

/** Redeems a voucher in the store (a store manager at the counter): once, whatever the race. */
export async function redeemVoucherInStore(
  ctx: Context,
  args: { appUuid: string; code: string; purchaseAmount: number },
) {
  const checked = await checkVoucher(ctx, args);
  if (checked.refusal || !checked.rule?.voucher)
    throw badInput({ code: checked.refusal ?? 'This voucher code is not valid' });
  const now = ctx.clock.now();
  const voucherUuid = checked.rule.voucher.uuid;
  const row = await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(vouchers)
      .set({
        status: 'redeemed',
        redeemedAt: now,
        redeemedByUserUuid: ctx.session?.user.uuid ?? null,
        amount: checked.discount,
      })
      .where(and(eq(vouchers.uuid, voucherUuid), ne(vouchers.status, 'redeemed')))
      .returning();
    if (!taken)
      throw new AppError('This voucher has already been used', 'CONFLICT', {
        code: 'This voucher has already been used',
      });
    await tx
      .update(promotions)
      .set({ usedCount: sql`${promotions.usedCount} + 1` })
      .where(eq(promotions.uuid, taken.promotionUuid));
    return taken;
  });
  return { voucher: row, discount: checked.discount, payable: args.purchaseAmount - checked.discount };
}

/** At checkout, in the order's transaction: the voucher is used by this order, or the order fails. */
export async function redeemVoucherForOrder(
  tx: Tx,
  rule: PromotionRule,
  order: { orderUuid: string; customerKey: string | null; amount: number },
  now: Date,
): Promise<void> {
  if (!rule.voucher) return;
  const [taken] = await tx
    .update(vouchers)
    .set({ status: 'redeemed', redeemedAt: now, orderUuid: order.orderUuid, amount: order.amount })
    .where(
      and(
        eq(vouchers.uuid, rule.voucher.uuid),
        ne(vouchers.status, 'redeemed'),
        or(isNull(vouchers.customerKey), eq(vouchers.customerKey, order.customerKey ?? '')),
      ),
    )
    .returning();
  if (!taken)
    throw new AppError('This voucher has already been used', 'CONFLICT', {
      promoCodes: `${rule.code}: This voucher has already been used`,
    });
}

/** A cancelled order gives its vouchers back to their owners (claimed) or to the batch (issued). */
export async function releaseOrderVouchers(tx: Tx, orderUuid: string): Promise<void> {
  await tx
    .update(vouchers)
    .set({
      status: sql`case when ${vouchers.customerKey} is null then 'issued' else 'claimed' end`,
      redeemedAt: null,
      orderUuid: null,
      amount: null,
    })
    .where(and(eq(vouchers.orderUuid, orderUuid), eq(vouchers.status, 'redeemed')));
}

/**
 * A completed order earns each running rebate it qualifies for (total at least the minimum purchase,
 * within the rebate's limit): a voucher given to its customer. Once per order and rebate.
 */
export async function earnRebates(
  tx: Tx,
  order: { appUuid: string; orderUuid: string; customerKey: string; total: number },
  now: Date,
): Promise<void> {
  const running = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.appUuid, order.appUuid),
        eq(promotions.kind, 'rebate'),
        lte(promotions.startsAt, now),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        lte(promotions.minimumPurchase, order.total),
      ),
    );
  for (const rebate of running) {
    if (rebate.usageLimit !== null && (await issuedCount(tx, rebate.uuid)) >= rebate.usageLimit) continue;
    await issueVouchers(tx, rebate, 1, now, {
      customerKey: order.customerKey,
      sourceOrderUuid: order.orderUuid,
    });
  }
}

/** The rebate vouchers each order earned (its customer's order page shows them). */
export async function earnedVouchersOf(db: Db, orderUuids: readonly string[]) {
  const rows = orderUuids.length
    ? await db
        .select({ voucher: vouchers, batch: promotions })
        .from(vouchers)
        .innerJoin(promotions, eq(promotions.uuid, vouchers.promotionUuid))
        .where(inArray(vouchers.sourceOrderUuid, [...orderUuids]))
    : [];
  return orderUuids.map((u) => rows.filter((r) => r.voucher.sourceOrderUuid === u));
}

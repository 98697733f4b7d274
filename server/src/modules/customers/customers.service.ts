/** The customer list and details for the merchant: who ordered or wrote (their orders and messages are added by those domains). */
import { and, count, desc, eq, gte, ilike, like, or, type SQL } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { cappedCount, exactCount, keptCount, lazyCount, SEARCH_COUNT_CAP } from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow } from '../apps/index.ts';
import { CUSTOMERS_PAGE_SIZE, parseCustomerSearch } from './customers.rules.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

export interface CustomerListArgs {
  appUuid: string;
  search?: string | null;
  first?: number | null;
  after?: string | null;
  /** The client asks for the count: it runs beside the page's query. */
  withCount?: boolean;
}

function searchCondition(search: string | null | undefined): SQL | undefined {
  const s = parseCustomerSearch(search);
  if (!s) return undefined;
  return or(
    // ILIKE "contains": served by the trigram index on name.
    ilike(customers.name, likePattern(s.name)),
    s.mobile ? eq(customers.mobileNumber, s.mobile) : undefined,
    s.mobileDigits ? like(customers.mobileNumber, likePattern(s.mobileDigits)) : undefined,
  );
}

const keyOf = (c: CustomerRow) => ({ createdAt: c.lastActiveAt, uuid: c.uuid });

/** An app's customers, latest activity first, keyset-paged on (lastActiveAt, uuid), with its count. */
export async function listCustomers(ctx: Context, args: CustomerListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, CUSTOMERS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const search = searchCondition(args.search);
  const where = and(eq(customers.appUuid, app.uuid), search);
  // Everyone: the kept count (exact); a search counts up to the cap.
  const count = lazyCount(
    async () =>
      search
        ? cappedCount(ctx.db, customers, where, SEARCH_COUNT_CAP)
        : exactCount(await keptCount(ctx.db, 'customers', app.uuid, 'all')),
    args.withCount,
  );
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(and(where, olderThan(customers.lastActiveAt, customers.uuid, cursor)))
    .orderBy(desc(customers.lastActiveAt), desc(customers.uuid))
    .limit(size + 1);
  return { ...connectionFrom(rows, size, keyOf), count };
}

/** One customer of an app the user belongs to. */
export async function customerOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<CustomerRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(customers)
        .where(and(eq(customers.appUuid, app.uuid), eq(customers.uuid, uuid)))
    : [];
  if (!row) throw notFound('Customer');
  return row;
}

/**
 * The store's contacts this month (plan usage, monthlyContactLimit): customers, from Messenger or an
 * order, whose latest message or order is at or after `since` (the Manila month's first instant).
 */
export async function activeCustomersCount(db: Db | Tx, appUuid: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(customers)
    .where(and(eq(customers.appUuid, appUuid), gte(customers.lastActiveAt, since)));
  return row?.n ?? 0;
}

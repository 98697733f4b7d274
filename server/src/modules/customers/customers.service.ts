/** The customer list and details for the merchant: who ordered or wrote, with their orders' totals. */
import { and, count, desc, eq, ilike, inArray, like, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow } from '../apps/apps.service.ts';
import { inboxMessages, pageRecipients } from '../inbox/inbox.tables.ts';
import { type OrderRow, orders } from '../orders/orders.tables.ts';
import { CUSTOMERS_PAGE_SIZE, parseCustomerSearch, UNSPENT_STATUSES } from './customers.rules.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

export interface CustomerListArgs {
  appUuid: string;
  search?: string | null;
  first?: number | null;
  after?: string | null;
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

/** An app's customers, latest activity first, keyset-paged on (lastActiveAt, uuid), with a lazy totalCount. */
export async function listCustomers(ctx: Context, args: CustomerListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, CUSTOMERS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const where = and(eq(customers.appUuid, app.uuid), searchCondition(args.search));
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(and(where, olderThan(customers.lastActiveAt, customers.uuid, cursor)))
    .orderBy(desc(customers.lastActiveAt), desc(customers.uuid))
    .limit(size + 1);
  return {
    ...connectionFrom(rows, size, keyOf),
    totalCount: async () => (await ctx.db.select({ n: count() }).from(customers).where(where))[0]?.n ?? 0,
  };
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

/** A customer's orders, newest first, keyset-paged like the order list. */
export async function customerOrders(
  ctx: Context,
  customer: CustomerRow,
  args: { first?: number | null; after?: string | null },
) {
  const size = pageSize(args.first, CUSTOMERS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const where = eq(orders.customerUuid, customer.uuid);
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(where, olderThan(orders.createdAt, orders.uuid, cursor)))
    .orderBy(desc(orders.createdAt), desc(orders.uuid))
    .limit(size + 1);
  return {
    ...connectionFrom(rows, size),
    totalCount: async () => (await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0,
  };
}

export interface CustomerStats {
  ordersCount: number;
  totalSpent: number;
}

/** Orders count and total spent of a page of customers: one grouped query. */
export const customerStatsLoader = (ctx: Context) =>
  ctx.loader<string, CustomerStats>('customers.stats', async (uuids) => {
    const rows = await ctx.db
      .select({
        customerUuid: orders.customerUuid,
        ordersCount: count(),
        totalSpent:
          sql<number>`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, [...UNSPENT_STATUSES])}), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(inArray(orders.customerUuid, [...uuids]))
      .groupBy(orders.customerUuid);
    const byUuid = new Map(rows.map((r) => [r.customerUuid, r]));
    return uuids.map((u) => {
      const r = byUuid.get(u);
      return { ordersCount: r?.ordersCount ?? 0, totalSpent: r?.totalSpent ?? 0 };
    });
  });

/** The latest order of a page of customers: one DISTINCT ON query (served by orders_customer_idx). */
export const lastOrderLoader = (ctx: Context) =>
  ctx.loader<string, OrderRow | null>('customers.lastOrder', async (uuids) => {
    const rows = await ctx.db
      .selectDistinctOn([orders.customerUuid])
      .from(orders)
      .where(inArray(orders.customerUuid, [...uuids]))
      .orderBy(orders.customerUuid, desc(orders.createdAt), desc(orders.uuid));
    const byUuid = new Map(rows.map((r) => [r.customerUuid, r]));
    return uuids.map((u) => byUuid.get(u) ?? null);
  });

export interface CustomerConversation {
  profilePic: string | null;
  lastMessage: { text: string | null; fromCustomer: boolean; photos: number; createdAt: Date } | null;
}

/** Profile picture and latest message of a page of Messenger customers, by page recipient. */
export const conversationLoader = (ctx: Context) =>
  ctx.loader<string, CustomerConversation>('customers.conversation', async (recipientUuids) => {
    const rows = await ctx.db
      .select({
        uuid: pageRecipients.uuid,
        profilePic: pageRecipients.profilePic,
        message: inboxMessages.message,
        sender: inboxMessages.sender,
        photos: inboxMessages.galleryPhotos,
        createdAt: inboxMessages.createdAt,
      })
      .from(pageRecipients)
      .leftJoin(inboxMessages, eq(inboxMessages.uuid, pageRecipients.latestInboxMessageUuid))
      .where(inArray(pageRecipients.uuid, [...recipientUuids]));
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    return recipientUuids.map((u) => {
      const r = byUuid.get(u);
      return {
        profilePic: r?.profilePic ?? null,
        lastMessage:
          r?.createdAt && r.sender
            ? {
                text: r.message,
                fromCustomer: r.sender === 'customer',
                photos: r.photos?.length ?? 0,
                createdAt: r.createdAt,
              }
            : null,
      };
    });
  });

/**
 * The customers matching a segment's filters: the sets come from the domains that know each fact (the
 * orders, the inbox) as subqueries; the customer list applies them to its own table.
 */
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { cappedCount, lazyCount } from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { CUSTOMERS_PAGE_SIZE } from './customers.rules.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

export type CustomerFilter =
  /** `set`: a subquery of customer uuids. */
  | { on: 'customer'; set: SQL; negate: boolean }
  /** `set`: a subquery of page recipient uuids (their Messenger conversations). */
  | { on: 'recipient'; set: SQL; negate: boolean }
  /** Whether they came from Messenger (a conversation is linked). */
  | { on: 'messenger'; negate: boolean }
  /** Tagged with any of `tags` (normalized), on the GIN index of tags. */
  | { on: 'tags'; tags: readonly string[]; negate: boolean };

function conditionOf(filter: CustomerFilter): SQL | undefined {
  if (filter.on === 'tags') {
    const any = sql`${customers.tags} && ARRAY[${sql.join(
      filter.tags.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`;
    return filter.negate ? sql`NOT (${any})` : any;
  }
  // A subquery's SQL comes without its parentheses.
  const set = filter.on === 'messenger' ? sql`` : sql`(${filter.set})`;
  switch (filter.on) {
    case 'customer':
      return filter.negate ? notInArray(customers.uuid, set) : inArray(customers.uuid, set);
    case 'recipient':
      return filter.negate
        ? or(isNull(customers.pageRecipientUuid), notInArray(customers.pageRecipientUuid, set))
        : inArray(customers.pageRecipientUuid, set);
    case 'messenger':
      return filter.negate ? isNull(customers.pageRecipientUuid) : isNotNull(customers.pageRecipientUuid);
  }
}

const matching = (appUuid: string, filters: readonly CustomerFilter[]) =>
  and(eq(customers.appUuid, appUuid), ...filters.map(conditionOf));

const keyOf = (c: CustomerRow) => ({ createdAt: c.lastActiveAt, uuid: c.uuid });

/**
 * The customers of a store (already resolved by the caller) matching every filter, latest activity
 * first, keyset-paged like the customer list, with a count that stops at 10,000.
 */
export async function customersMatching(
  ctx: Pick<Context, 'db'>,
  appUuid: string,
  filters: readonly CustomerFilter[],
  args: { first?: number | null; after?: string | null; withCount?: boolean },
) {
  const size = pageSize(args.first, CUSTOMERS_PAGE_SIZE);
  const where = matching(appUuid, filters);
  const count = lazyCount(() => cappedCount(ctx.db, customers, where), args.withCount);
  const rows = await ctx.db
    .select()
    .from(customers)
    .where(and(where, olderThan(customers.lastActiveAt, customers.uuid, decodeCursor(args.after))))
    .orderBy(desc(customers.lastActiveAt), desc(customers.uuid))
    .limit(size + 1);
  return { ...connectionFrom(rows, size, keyOf), count };
}

/** The Messenger conversations (page recipient uuids) of the customers matching every filter. */
export const recipientsOfCustomersMatching = (
  db: Db | Tx,
  appUuid: string,
  filters: readonly CustomerFilter[],
): SQL =>
  db
    .select({ uuid: customers.pageRecipientUuid })
    .from(customers)
    .where(and(matching(appUuid, filters), isNotNull(customers.pageRecipientUuid)))
    .getSQL();

/** How many customers matching every filter have no Messenger conversation (none can be messaged). */
export const customersWithoutMessenger = (db: Db | Tx, appUuid: string, filters: readonly CustomerFilter[]) =>
  cappedCount(db, customers, and(matching(appUuid, filters), isNull(customers.pageRecipientUuid)));

/** A subquery of the customers linked to the conversations in `recipients` (a subquery of page recipient uuids). */
export const customersOfRecipients = (db: Db | Tx, appUuid: string, recipients: SQL): SQL =>
  db
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(and(eq(customers.appUuid, appUuid), inArray(customers.pageRecipientUuid, sql`(${recipients})`)))
    .getSQL();

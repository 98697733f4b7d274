/**
 * The console lists' counts at any size (issue 18): a list's plain counts (every order of a status,
 * every product, the unread notifications…) are read from `list_counts`, which triggers keep in the
 * same transaction as each change; a filtered count (a date range, a payment status…) counts at most
 * COUNT_CAP + 1 matching rows through the filter's index (SEARCH_COUNT_CAP + 1 with a text search)
 * and, past the cap, says so: the console shows "10,000+". Small counts stay exact either way.
 */
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type GraphQLResolveInfo, Kind } from 'graphql';
import { listCounts } from './counts.tables.ts';
import type { Db, Tx } from './db.ts';

/** The lists whose counts the triggers keep (migration `list_counts_triggers`). */
export type CountedList = 'orders' | 'products' | 'customers' | 'notifications' | 'conversations';

/** Filtered counts stop here: past it a list says "10,000+". */
export const COUNT_CAP = 10_000;

/**
 * A text search (ILIKE "contains") rechecks every row it counts, index or not: its count stops sooner
 * ("500+"), so a common word costs a few milliseconds, not a scan of a hundred thousand names.
 */
export const SEARCH_COUNT_CAP = 500;

/** A list's total as the connections give it: exact, or capped (at least `count`, shown as "10,000+"). */
export interface ListCount {
  count: number;
  capped: boolean;
}

/** A list's kept counts in a store, by key (a key without rows reads 0): one primary-key range read. */
export async function keptCounts(
  db: Db | Tx,
  list: CountedList,
  appUuid: string,
): Promise<(key: string) => number> {
  const rows = await db
    .select({ key: listCounts.key, n: sql<number>`sum(${listCounts.n})`.mapWith(Number) })
    .from(listCounts)
    .where(and(eq(listCounts.list, list), eq(listCounts.appUuid, appUuid)))
    .groupBy(listCounts.key);
  const byKey = new Map(rows.map((r) => [r.key, r.n]));
  return (key) => byKey.get(key) ?? 0;
}

/** One kept count (e.g. the unread notifications), exact. */
export const keptCount = async (db: Db | Tx, list: CountedList, appUuid: string, key: string) =>
  (await keptCounts(db, list, appUuid))(key);

/** What `badgeCount` needs of a request's context: its database and its per-request DataLoaders. */
interface Loading {
  db: Db | Tx;
  loader<K, V>(
    name: string,
    batch: (keys: readonly K[]) => Promise<readonly (V | Error)[]>,
  ): { load(key: K): Promise<V> };
}

/**
 * One kept count, batched with the others the same request asks for: the shell's badges (unread
 * notifications, unread conversations) arrive together and cost one primary-key read, not one each.
 */
export function badgeCount(ctx: Loading, list: CountedList, appUuid: string, key: string): Promise<number> {
  return ctx
    .loader<string, number>('keptCounts', async (wanted) => {
      const asked = wanted.map((w) => w.split('|') as [CountedList, string, string]);
      const rows = await ctx.db
        .select({
          list: listCounts.list,
          appUuid: listCounts.appUuid,
          key: listCounts.key,
          n: sql<number>`sum(${listCounts.n})`.mapWith(Number),
        })
        .from(listCounts)
        .where(
          and(
            or(...asked.map(([l, a]) => and(eq(listCounts.list, l), eq(listCounts.appUuid, a)))),
            inArray(listCounts.key, [...new Set(asked.map(([, , k]) => k))]),
          ),
        )
        .groupBy(listCounts.list, listCounts.appUuid, listCounts.key);
      const byKey = new Map(rows.map((r) => [`${r.list}|${r.appUuid}|${r.key}`, r.n]));
      return wanted.map((w) => byKey.get(w) ?? 0);
    })
    .load(`${list}|${appUuid}|${key}`);
}

/** Rows of `table` matching `where`, counted up to `cap` (an index-only scan with LIMIT where it can). */
export async function cappedCount(
  db: Db | Tx,
  table: PgTable,
  where: SQL | undefined,
  cap = COUNT_CAP,
): Promise<ListCount> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

export const exactCount = (count: number): ListCount => ({ count, capped: false });

/**
 * A connection's count, computed once whichever of totalCount and totalCountCapped the client asks for.
 * `now`: the client asked for it, so it starts at once, beside the page's own query (on PostgreSQL
 * the two run on two connections, and the request waits for the slower, not for both).
 */
export function lazyCount(compute: () => Promise<ListCount>, now = false): () => Promise<ListCount> {
  let pending: Promise<ListCount> | undefined;
  const start = () => {
    pending ??= compute();
    return pending;
  };
  // Observed here too: a count that fails after its page query failed first must not go unhandled.
  if (now) start().catch(() => undefined);
  return start;
}

/** Whether the query asks for the connection's count (a totalCount… field selected on it). */
export const asksForCount = (info: GraphQLResolveInfo): boolean =>
  info.fieldNodes.some((node) =>
    node.selectionSet?.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('totalCount')),
  );

/** What a counted connection carries: its count, computed on demand. */
interface Counted {
  count: () => Promise<ListCount>;
}

/** The connections' `totalCount`: exact, or the cap when `totalCountCapped`. */
export const totalCountOf = async (conn: unknown): Promise<number> => (await (conn as Counted).count()).count;

/** The connections' `totalCountCapped`: whether there are more than the cap (the console shows "10,000+"). */
export const totalCountCappedOf = async (conn: unknown): Promise<boolean> =>
  (await (conn as Counted).count()).capped;

export const TOTAL_COUNT_CAPPED_DESCRIPTION =
  'True when the filtered list has more rows than were counted: totalCount is then the cap, 10,000 (500 with a search), shown as "10,000+". Unfiltered totals are always exact.';

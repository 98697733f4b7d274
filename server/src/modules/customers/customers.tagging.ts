/** A customer's tags, set by the store's managers, and the store's tags in use (for suggestions). */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput } from '../../platform/errors.ts';
import { appOrThrow } from '../apps/index.ts';
import { customerOrThrow } from './customers.service.ts';
import { type CustomerRow, customers } from './customers.tables.ts';
import { cleanTags, MAX_TAG_SUGGESTIONS } from './customers.tags.ts';

/** Replaces a customer's tags (normalized, deduplicated); bad input changes nothing. */
export async function setCustomerTags(
  ctx: Context,
  appUuid: string,
  uuid: string,
  tags: readonly string[],
): Promise<CustomerRow> {
  const customer = await customerOrThrow(ctx, appUuid, uuid);
  const clean = cleanTags(tags);
  if (clean.problem) throw badInput({ tags: clean.problem }, clean.problem);
  const [updated] = await ctx.db
    .update(customers)
    .set({ tags: clean.tags })
    .where(and(eq(customers.appUuid, customer.appUuid), eq(customers.uuid, customer.uuid)))
    .returning();
  return updated as CustomerRow;
}

export interface TagCount {
  tag: string;
  count: number;
}

/** The store's tags in use with how many customers carry each, most used first (then by name). */
export async function storeCustomerTags(ctx: Context, appUuid: string): Promise<TagCount[]> {
  const app = await appOrThrow(ctx, appUuid);
  const each = ctx.db
    .select({ tag: sql<string>`unnest(${customers.tags})`.as('tag') })
    .from(customers)
    .where(and(eq(customers.appUuid, app.uuid), sql`${customers.tags} <> '{}'`))
    .as('each_tag');
  const used = sql<number>`count(*)::int`;
  const rows = await ctx.db
    .select({ tag: each.tag, count: used })
    .from(each)
    .groupBy(each.tag)
    .orderBy(desc(used), asc(each.tag))
    .limit(MAX_TAG_SUGGESTIONS);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

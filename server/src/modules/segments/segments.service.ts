/** Customer segments: saved rules over a store's customers, their members, and a form's live preview. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badInput, isUniqueViolation, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { productsUnderCategories } from '../catalog/index.ts';
import {
  type CustomerFilter,
  customersMatching,
  customersWithoutMessenger,
  isTag,
  normalizeTag,
  recipientsOfCustomersMatching,
} from '../customers/index.ts';
import { psgcPlace } from '../delivery-areas/index.ts';
import { recipientsMessagedSince } from '../inbox/index.ts';
import { customersWithOrderFact, type OrderFact } from '../orders/index.ts';
import {
  cleanRule,
  daysBefore,
  type IdCheck,
  MAX_SEGMENTS,
  rulesProblems,
  SAMPLE_SIZE,
  type SegmentInput,
  type SegmentRule,
  segmentProblems,
} from './segments.rules.ts';
import { type CustomerSegmentRow, customerSegments } from './segments.tables.ts';

const NAME_TAKEN = 'A segment with this name already exists';
const CHECK: IdCheck = { isId: isUuid, isPlace: (code) => psgcPlace(code) !== null, isTag };

/** Rules as the customers keep them: a tags rule's tags normalized ("  VIP " → "vip"), then deduplicated. */
const normalized = (rules: readonly SegmentRule[]): SegmentRule[] =>
  rules.map((r) => (r.field === 'tags' ? { ...r, ids: (r.ids ?? []).map(normalizeTag) } : r));

/** A store's segments by name. */
export async function listSegments(ctx: Context, appUuid: string): Promise<CustomerSegmentRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  return ctx.db
    .select()
    .from(customerSegments)
    .where(eq(customerSegments.appUuid, app.uuid))
    .orderBy(asc(customerSegments.name), asc(customerSegments.uuid))
    .limit(MAX_SEGMENTS);
}

export async function segmentOrThrow(
  ctx: Context,
  appUuid: string,
  uuid: string,
): Promise<CustomerSegmentRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(customerSegments)
        .where(and(eq(customerSegments.appUuid, app.uuid), eq(customerSegments.uuid, uuid)))
    : [];
  if (!row) throw notFound('Segment');
  return row;
}

function checked(input: SegmentInput): SegmentInput {
  const problems = segmentProblems(input, CHECK);
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  return { name: input.name.trim(), rules: normalized(input.rules).map(cleanRule) };
}

export async function createSegment(ctx: Context, appUuid: string, input: SegmentInput) {
  const app = await appOrThrow(ctx, appUuid);
  const clean = checked(input);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(customerSegments)
    .where(eq(customerSegments.appUuid, app.uuid));
  if ((row?.n ?? 0) >= MAX_SEGMENTS)
    throw badInput(
      { name: `A store keeps at most ${MAX_SEGMENTS} segments` },
      `A store keeps at most ${MAX_SEGMENTS} segments`,
    );
  const now = ctx.clock.now();
  try {
    const [created] = await ctx.db
      .insert(customerSegments)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        ...clean,
        rules: [...clean.rules],
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return created as CustomerSegmentRow;
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput({ name: NAME_TAKEN }, NAME_TAKEN);
    throw err;
  }
}

export async function updateSegment(ctx: Context, appUuid: string, uuid: string, input: SegmentInput) {
  const segment = await segmentOrThrow(ctx, appUuid, uuid);
  const clean = checked(input);
  try {
    const [updated] = await ctx.db
      .update(customerSegments)
      .set({ name: clean.name, rules: [...clean.rules], updatedAt: ctx.clock.now() })
      .where(eq(customerSegments.uuid, segment.uuid))
      .returning();
    return updated as CustomerSegmentRow;
  } catch (err) {
    if (isUniqueViolation(err)) throw badInput({ name: NAME_TAKEN }, NAME_TAKEN);
    throw err;
  }
}

export async function deleteSegment(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const segment = await segmentOrThrow(ctx, appUuid, uuid);
  await ctx.db.delete(customerSegments).where(eq(customerSegments.uuid, segment.uuid));
  return segment.uuid;
}

/** A rule as the orders' fact it tests, when the orders know it. */
async function orderFactOf(ctx: Context, appUuid: string, rule: SegmentRule): Promise<OrderFact | null> {
  const value = rule.value ?? 0;
  const ids = [...(rule.ids ?? [])];
  switch (rule.field) {
    case 'last_order':
      return {
        kind: 'ordered_since',
        since: daysBefore(ctx.clock.now(), value),
        negate: rule.op === 'not_within_days',
      };
    case 'orders_count':
    case 'total_spent':
      return { kind: rule.field, op: rule.op === 'at_most' ? 'at_most' : 'at_least', value };
    case 'bought_product':
      return { kind: 'bought', products: ids };
    case 'bought_category':
      return { kind: 'bought', products: await productsUnderCategories(ctx, appUuid, ids) };
    case 'location':
      return { kind: 'place', codes: ids };
    default:
      return null;
  }
}

/** The customer filters of a segment's rules: every rule must hold. */
async function filtersOf(
  ctx: Context,
  appUuid: string,
  rules: readonly SegmentRule[],
): Promise<CustomerFilter[]> {
  return Promise.all(
    rules.map(async (rule): Promise<CustomerFilter> => {
      if (rule.field === 'messenger') return { on: 'messenger', negate: rule.op === 'is_not' };
      if (rule.field === 'tags')
        return { on: 'tags', tags: (rule.ids ?? []).map(normalizeTag), negate: false };
      if (rule.field === 'last_message')
        return {
          on: 'recipient',
          set: recipientsMessagedSince(ctx.db, appUuid, daysBefore(ctx.clock.now(), rule.value ?? 0)),
          negate: rule.op === 'not_within_days',
        };
      const fact = await orderFactOf(ctx, appUuid, rule);
      if (!fact) throw new Error(`No filter for segment rule ${rule.field}`);
      const set = customersWithOrderFact(ctx.db, appUuid, fact);
      return { on: 'customer', set: set.customers, negate: set.negate };
    }),
  );
}

/** The customers matching `rules` in a store already resolved, newest activity first. */
export async function customersOfRules(
  ctx: Context,
  appUuid: string,
  rules: readonly SegmentRule[],
  args: { first?: number | null; after?: string | null; withCount?: boolean },
) {
  return customersMatching(ctx, appUuid, await filtersOf(ctx, appUuid, rules), args);
}

/** A form's live preview: how many customers its rules match and the first few of them. */
export async function previewSegment(ctx: Context, appUuid: string, rules: readonly SegmentRule[]) {
  const app = await appOrThrow(ctx, appUuid);
  const problems = rulesProblems(rules, CHECK);
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  const page = await customersOfRules(ctx, app.uuid, normalized(rules).map(cleanRule), {
    first: SAMPLE_SIZE,
    withCount: true,
  });
  const total = await page.count();
  return { count: total.count, countCapped: total.capped, sample: page.edges.map((e) => e.node) };
}

/**
 * A broadcast's audience: the Messenger conversations of a segment's customers (a subquery of page
 * recipient uuids; null when there is no segment: every conversation), and how many of its customers
 * have no conversation at all.
 */
export async function segmentAudience(ctx: Context, appUuid: string, segmentUuid: string | null) {
  if (!segmentUuid) return { recipients: null, notOnMessenger: 0, segment: null };
  const segment = await segmentOrThrow(ctx, appUuid, segmentUuid);
  const filters = await filtersOf(ctx, appUuid, segment.rules);
  const without = await customersWithoutMessenger(ctx.db, appUuid, filters);
  return {
    recipients: recipientsOfCustomersMatching(ctx.db, appUuid, filters),
    notOnMessenger: without.count,
    segment,
  };
}

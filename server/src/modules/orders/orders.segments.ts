/**
 * What the orders know of customers, as sets for customer segments: each fact is a subquery of the
 * customer uuids it holds for, and whether the segment wants those customers or everyone else (so
 * "at most 2 orders" also holds for customers who never ordered).
 */
import { and, eq, gte, inArray, isNotNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { UNSPENT_STATUSES } from './orders.customers.ts';
import { orderItems, orders } from './orders.tables.ts';

export type OrderFact =
  | { kind: 'ordered_since'; since: Date; negate: boolean }
  | { kind: 'orders_count'; op: 'at_least' | 'at_most'; value: number }
  | { kind: 'total_spent'; op: 'at_least' | 'at_most'; value: number }
  /** `products`: a subquery of product uuids (or a list). */
  | { kind: 'bought'; products: SQL | readonly string[] }
  /** Delivered to any of these PSGC places (a region, a province or a city). */
  | { kind: 'place'; codes: readonly string[] };

export interface CustomerSet {
  /** A subquery selecting one column: customer uuids (never null). */
  customers: SQL;
  /** True: the segment wants the customers NOT in the set. */
  negate: boolean;
}

const spent = sql`coalesce(sum(${orders.total}) filter (where ${notInArray(orders.status, [...UNSPENT_STATUSES])}), 0)`;

/** The customers of `appUuid` an order fact holds for. */
export function customersWithOrderFact(db: Db | Tx, appUuid: string, fact: OrderFact): CustomerSet {
  const ofApp = and(eq(orders.appUuid, appUuid), isNotNull(orders.customerUuid));
  const select = () => db.selectDistinct({ uuid: orders.customerUuid }).from(orders);
  const grouped = (having: SQL) =>
    db
      .select({ uuid: orders.customerUuid })
      .from(orders)
      .where(ofApp)
      .groupBy(orders.customerUuid)
      .having(having);
  switch (fact.kind) {
    case 'ordered_since':
      return {
        customers: select()
          .where(and(ofApp, gte(orders.createdAt, fact.since)))
          .getSQL(),
        negate: fact.negate,
      };
    case 'orders_count':
      // At most N: everyone but those with more than N (customers who never ordered have 0).
      return fact.op === 'at_least'
        ? { customers: grouped(sql`count(*) >= ${fact.value}`).getSQL(), negate: false }
        : { customers: grouped(sql`count(*) > ${fact.value}`).getSQL(), negate: true };
    case 'total_spent':
      return fact.op === 'at_least'
        ? { customers: grouped(sql`${spent} >= ${fact.value}`).getSQL(), negate: false }
        : { customers: grouped(sql`${spent} > ${fact.value}`).getSQL(), negate: true };
    case 'bought':
      return {
        customers: select()
          .innerJoin(orderItems, eq(orderItems.orderUuid, orders.uuid))
          .where(
            and(
              ofApp,
              Array.isArray(fact.products)
                ? inArray(orderItems.productUuid, fact.products as string[])
                : inArray(orderItems.productUuid, sql`(${fact.products as SQL})`),
            ),
          )
          .getSQL(),
        negate: false,
      };
    case 'place': {
      const codes = [...fact.codes];
      const at = or(
        inArray(orders.regionCode, codes),
        inArray(orders.provinceCode, codes),
        inArray(orders.cityCode, codes),
      );
      return { customers: select().where(and(ofApp, at)).getSQL(), negate: false };
    }
  }
}

/**
 * Orders of `appUuid` placed in [from, to) by the given conversations (`recipients`, page recipient
 * uuids) or customers (`customers`, customer uuids): how many were placed (cancelled ones left out)
 * and what they are worth (cancelled and refunded ones left out), in centavos.
 */
export async function ordersPlacedBy(
  db: Db | Tx,
  appUuid: string,
  by: { recipients: SQL; customers: SQL },
  range: { from: Date; to: Date },
): Promise<{ orders: number; revenue: number }> {
  const [row] = await db
    .select({
      orders: sql<number>`count(*) filter (where ${orders.status} <> 'cancelled')`.mapWith(Number),
      revenue: spent.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.appUuid, appUuid),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
        or(
          inArray(orders.pageRecipientUuid, sql`(${by.recipients})`),
          inArray(orders.customerUuid, sql`(${by.customers})`),
        ),
      ),
    );
  return { orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
}

/**
 * bench/lists' cases: each request the console makes for a list's first page with its counts (the
 * web's own documents), with the SQL it costs now and the SQL it cost before (the old form).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { DocumentNode } from 'graphql';
import {
  CustomersDocument,
  NotificationsDocument,
  OrderCountsDocument,
  OrdersDocument,
  PageRecipientsDocument,
  ProductsDocument,
  UnreadMessagesCountDocument,
  UnreadNotificationsCountDocument,
} from '../../web/src/generated/graphql.ts';

/** The budgets: a list with its counts, and the unread badge. */
const LIST_BUDGET_MS = 20;
const BADGE_BUDGET_MS = 5;

export interface Case {
  key: string;
  label: string;
  budget: number;
  doc: DocumentNode;
  vars: Record<string, unknown>;
  /** The new form as SQL: the page query and its count as the server runs them now. */
  now: (app: string) => SQL[];
  /** The old form: the page query and its plain count(*), as the server ran them before. */
  baseline: (app: string) => SQL[];
  /**
   * Whether CI holds the ratio (kind `ratio`): only where the old form counted many rows. Where both
   * forms are the same query or a sub-millisecond one, the ratio is noise and is printed only.
   */
  checked: boolean;
}

const today = new Date().toISOString().slice(0, 10);
const NEWEST = 'created_at desc, uuid desc';
const page = (table: string, where: string, order: string) =>
  sql.raw(`select * from ${table} where ${where} order by ${order} limit 21`);
const countOf = (table: string, where: string) => sql.raw(`select count(*) from ${table} where ${where}`);
const kept = (list: string, a: string) =>
  sql.raw(`select key, sum(n) from list_counts where list = '${list}' and app_uuid = '${a}' group by key`);
const capped = (table: string, where: string, cap: number) =>
  sql.raw(`select count(*) from (select 1 from ${table} where ${where} limit ${cap + 1}) s`);

/**
 * A list's first page with its count: `count` says how it is counted now (a kept count, a capped
 * count, or none: the list shows no total); before, every count was count(*) over the filter.
 */
function list(
  key: string,
  label: string,
  doc: DocumentNode,
  vars: Record<string, unknown>,
  at: { table: string; where: (a: string) => string; order: string },
  count: { kept: string } | { cap: number } | null,
): Case {
  return {
    key,
    label,
    budget: LIST_BUDGET_MS,
    doc,
    vars,
    now: (a) => [
      page(at.table, at.where(a), at.order),
      ...(count === null
        ? []
        : ['kept' in count ? kept(count.kept, a) : capped(at.table, at.where(a), count.cap)]),
    ],
    baseline: (a) => [
      page(at.table, at.where(a), at.order),
      ...(count === null ? [] : [countOf(at.table, at.where(a))]),
    ],
    checked: count !== null && key !== 'orders_day',
  };
}

const orders = (where: (a: string) => string) => ({ table: 'orders', where, order: NEWEST });
const products = (where: (a: string) => string) => ({ table: 'products', where, order: NEWEST });
const customers = (where: (a: string) => string) => ({
  table: 'customers',
  where,
  order: 'last_active_at desc, uuid desc',
});
const day = `created_at >= '${today}T00:00:00+08' and created_at < '${today}T00:00:00+08'::timestamptz + interval '1 day'`;

export const CASES: Case[] = [
  list(
    'orders_tracker',
    'orders: tracker tab (pending)',
    OrdersDocument,
    { status: 'pending', first: 20 },
    orders((a) => `app_uuid = '${a}' and status = 'pending'`),
    { kept: 'orders' },
  ),
  {
    key: 'order_counts',
    label: 'orderCounts (tracker tabs)',
    budget: LIST_BUDGET_MS,
    doc: OrderCountsDocument,
    vars: {},
    now: (a) => [kept('orders', a)],
    baseline: (a) => [sql.raw(`select status, count(*) from orders where app_uuid = '${a}' group by status`)],
    checked: true,
  },
  list(
    'orders_history',
    'orders: history (all)',
    OrdersDocument,
    { status: null, first: 20 },
    orders((a) => `app_uuid = '${a}'`),
    { kept: 'orders' },
  ),
  list(
    'orders_paid',
    'orders: payment = paid',
    OrdersDocument,
    { status: null, paymentStatus: 'pay_success', first: 20 },
    orders((a) => `app_uuid = '${a}' and payment_status = 'pay_success'`),
    { kept: 'orders' },
  ),
  list(
    'orders_day',
    'orders: one day (from–to)',
    OrdersDocument,
    { status: null, from: today, to: today, first: 20 },
    orders((a) => `app_uuid = '${a}' and ${day}`),
    { cap: 10_000 },
  ),
  list(
    'orders_search',
    'orders: search "maria"',
    OrdersDocument,
    { status: null, search: 'maria', first: 20 },
    orders((a) => `app_uuid = '${a}' and (transaction_number = 'MARIA' or customer_name ilike '%maria%')`),
    { cap: 500 },
  ),
  list(
    'products',
    'products (newest)',
    ProductsDocument,
    { first: 20, sort: 'newest' },
    products((a) => `app_uuid = '${a}'`),
    { kept: 'products' },
  ),
  list(
    'products_search',
    'products: search "ube"',
    ProductsDocument,
    { first: 20, sort: 'newest', search: 'ube' },
    products((a) => `app_uuid = '${a}' and name ilike '%ube%'`),
    { cap: 500 },
  ),
  list(
    'customers',
    'customers (latest activity)',
    CustomersDocument,
    { first: 20 },
    customers((a) => `app_uuid = '${a}'`),
    { kept: 'customers' },
  ),
  list(
    'customers_search',
    'customers: search "santos"',
    CustomersDocument,
    { first: 20, search: 'santos' },
    customers((a) => `app_uuid = '${a}' and name ilike '%santos%'`),
    { cap: 500 },
  ),
  list(
    'notifications',
    'notifications (first page)',
    NotificationsDocument,
    { first: 20 },
    { table: 'notifications', where: (a) => `app_uuid = '${a}'`, order: NEWEST },
    null,
  ),
  {
    key: 'unread_notifications',
    label: 'unreadNotificationsCount',
    budget: BADGE_BUDGET_MS,
    doc: UnreadNotificationsCountDocument,
    vars: {},
    now: (a) => [kept('notifications', a)],
    baseline: (a) => [countOf('notifications', `app_uuid = '${a}' and read_at is null`)],
    checked: false,
  },
  list(
    'conversations',
    'conversations (inbox list)',
    PageRecipientsDocument,
    { first: 20 },
    { table: 'page_recipients', where: (a) => `app_uuid = '${a}'`, order: 'updated_at desc, uuid desc' },
    null,
  ),
  {
    key: 'unread_conversations',
    label: 'unreadMessagesCount',
    budget: BADGE_BUDGET_MS,
    doc: UnreadMessagesCountDocument,
    vars: {},
    now: (a) => [kept('conversations', a)],
    baseline: (a) => [
      countOf('page_recipients', `app_uuid = '${a}' and (not messenger_read or not facebook_comment_read)`),
    ],
    checked: false,
  },
];

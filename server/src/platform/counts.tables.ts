import { bigint, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';

/**
 * Row counts of the console's lists, per store (platform/counts.ts), kept by triggers in the same
 * transaction as the change (migration `list_counts_triggers`), so no code path can forget them.
 * `list` names the table (orders, products, customers, notifications, conversations), `key` what is
 * counted (an order status, `all`, `unread`). A count is the sum of its shards: each database
 * connection adds to its own shard (its backend pid mod 16), so concurrent writers in one store rarely
 * wait on one hot row. No foreign key to apps (the platform sits below it): deleting a store deletes
 * its rows by trigger.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    appUuid: uuid('app_uuid').notNull(),
    key: text('key').notNull(),
    shard: smallint('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.appUuid, t.key, t.shard] })],
);

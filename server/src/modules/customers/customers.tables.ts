import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';

/**
 * Everyone who ordered from or wrote to a store: one row per person, linked to their Messenger
 * conversation (page recipient) and/or known by their mobile number, so that the inbox, the customer
 * list and the orders show the same person.
 */
export const customers = pgTable(
  'customers',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** Their Messenger conversation, when they came from Messenger. */
    pageRecipientUuid: uuid('page_recipient_uuid').references(() => pageRecipients.uuid, {
      onDelete: 'set null',
    }),
    /** A PH mobile without +63: 10 digits starting with 9 (as on orders). */
    mobileNumber: text('mobile_number'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Their latest order or message: the list is newest activity first on (last_active_at, uuid). */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull(),
    /** The store's own labels ("vip", "suki"): normalized, at most 10 (customers.tags.ts). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('customers_page_recipient_key')
      .on(t.pageRecipientUuid)
      .where(sql`${t.pageRecipientUuid} IS NOT NULL`),
    uniqueIndex('customers_app_mobile_key')
      .on(t.appUuid, t.mobileNumber)
      .where(sql`${t.mobileNumber} IS NOT NULL`),
    index('customers_app_active_idx').on(t.appUuid, t.lastActiveAt, t.uuid),
    // Name search (ILIKE "contains"): trigram GIN (pg_trgm is loaded on PGlite and PostgreSQL).
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Segments' "tagged any of" (tags && ARRAY[...]).
    index('customers_tags_idx').using('gin', t.tags),
  ],
);

export type CustomerRow = typeof customers.$inferSelect;

import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

/** White-label partners: their own logo, title, domain, header, favicon and plan prices (centavos). */
export const whiteLabels = pgTable(
  'white_labels',
  {
    uuid: uuid('uuid').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid),
    logo: text('logo'),
    title: text('title').notNull(),
    /** Lowercase host, e.g. shop.partner.ph (optionally with :port). */
    domain: text('domain').notNull(),
    header: text('header'),
    status: text('status').notNull().default('active'),
    favicon: text('favicon'),
    starterPrice: integer('starter_price'),
    bronzePrice: integer('bronze_price'),
    silverPrice: integer('silver_price'),
    goldPrice: integer('gold_price'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('white_labels_domain_key').on(t.domain)],
);

export type WhiteLabelRow = typeof whiteLabels.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import type { SegmentRule } from './segments.rules.ts';

/** A store's saved customer segments: a name and rules (segments.rules.ts); members are computed when asked. */
export const customerSegments = pgTable(
  'customer_segments',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rules: jsonb('rules').$type<SegmentRule[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_segments_app_name_key').on(t.appUuid, sql`lower(${t.name})`),
    index('customer_segments_app_updated_idx').on(t.appUuid, t.updatedAt),
  ],
);

export type CustomerSegmentRow = typeof customerSegments.$inferSelect;

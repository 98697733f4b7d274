import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

/**
 * Where a store delivers: a set of PSGC codes at any level (whole regions, provinces, or single
 * cities/municipalities), with the fee (centavos) and lead time charged for addresses inside it.
 */
export const deliveryAreas = pgTable(
  'delivery_areas',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 10-digit PSGC codes; normalised so that no code sits inside another of the same area. */
    coverage: text('coverage').array().notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    leadTimeMinDays: integer('lead_time_min_days').notNull(),
    leadTimeMaxDays: integer('lead_time_max_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('delivery_areas_app_oldest_idx').on(t.appUuid, t.createdAt, t.uuid)],
);

export type DeliveryAreaRow = typeof deliveryAreas.$inferSelect;

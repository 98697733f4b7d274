import { boolean, pgTable, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { DEFAULT_FLAGS } from './flags.rules.ts';

/** A store's feature flags: one row per app, written on its first change (no row: the defaults). */
export const appFeatureFlags = pgTable('app_feature_flags', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  bulkable: boolean('bulkable').notNull().default(DEFAULT_FLAGS.bulkable),
  importableCsv: boolean('importable_csv').notNull().default(DEFAULT_FLAGS.importableCsv),
  ordersExportable: boolean('orders_exportable').notNull().default(DEFAULT_FLAGS.ordersExportable),
  allowAdvanceOrder: boolean('allow_advance_order').notNull().default(DEFAULT_FLAGS.allowAdvanceOrder),
});

export type FeatureFlagsRow = typeof appFeatureFlags.$inferSelect;

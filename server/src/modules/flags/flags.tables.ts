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
  referrable: boolean('referrable').notNull().default(DEFAULT_FLAGS.referrable),
  appliesKyc: boolean('applies_kyc').notNull().default(DEFAULT_FLAGS.appliesKyc),
  productTrackable: boolean('product_trackable').notNull().default(DEFAULT_FLAGS.productTrackable),
  kioskTracker: boolean('kiosk_tracker').notNull().default(DEFAULT_FLAGS.kioskTracker),
  allowProductRemarks: boolean('allow_product_remarks').notNull().default(DEFAULT_FLAGS.allowProductRemarks),
  insurance: boolean('insurance').notNull().default(DEFAULT_FLAGS.insurance),
  sunLife: boolean('sun_life').notNull().default(DEFAULT_FLAGS.sunLife),
  withLalamoveShipping: boolean('with_lalamove_shipping')
    .notNull()
    .default(DEFAULT_FLAGS.withLalamoveShipping),
  withGrabExpressShipping: boolean('with_grab_express_shipping')
    .notNull()
    .default(DEFAULT_FLAGS.withGrabExpressShipping),
  onlinePayments: boolean('online_payments').notNull().default(DEFAULT_FLAGS.onlinePayments),
  businessPromotionReminder: boolean('business_promotion_reminder')
    .notNull()
    .default(DEFAULT_FLAGS.businessPromotionReminder),
  marketingMessages: boolean('marketing_messages').notNull().default(DEFAULT_FLAGS.marketingMessages),
});

export type FeatureFlagsRow = typeof appFeatureFlags.$inferSelect;

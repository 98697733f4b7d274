import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import type { KycStatus } from './kyc.rules.ts';

/** A store's merchant registration and KYC: one row per app, its status moved only by KYC_STATUS. */
export const storeKyc = pgTable(
  'store_kyc',
  {
    appUuid: uuid('app_uuid')
      .primaryKey()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    status: text('status').$type<KycStatus>().notNull().default('not_submitted'),
    businessType: text('business_type').notNull(),
    businessName: text('business_name').notNull(),
    tin: text('tin').notNull(),
    businessAddress: text('business_address').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    idType: text('id_type').notNull(),
    /** Images (photos module, kind kyc_document), kept by this row. */
    idPhotoUuid: uuid('id_photo_uuid').notNull(),
    selfiePhotoUuid: uuid('selfie_photo_uuid').notNull(),
    registrationPhotoUuid: uuid('registration_photo_uuid'),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [index('store_kyc_status_idx').on(t.status, t.submittedAt)],
);

export type StoreKycRow = typeof storeKyc.$inferSelect;

/**
 * The phase-out of a store's temporary e-wallet gateway (document 3 §4 payment-gateway reminder): set
 * by an operator, it runs 30 days from its start; the reminder pushes the merchant to verify the store
 * for the provider. `notices` holds the stages already announced (start, ended), each once.
 */
export const gatewayPhaseouts = pgTable('gateway_phaseouts', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  notices: text('notices').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type GatewayPhaseoutRow = typeof gatewayPhaseouts.$inferSelect;

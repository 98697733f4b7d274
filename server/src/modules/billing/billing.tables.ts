import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { DEFAULT_BILLING } from './billing.rules.ts';

/** A store's plan: one row per app, written on its first change (no row: the free plan). */
export const appBilling = pgTable('app_billing', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  plan: text('plan').notNull().default(DEFAULT_BILLING.plan),
  planPaymentType: text('plan_payment_type'),
});

export type BillingRow = typeof appBilling.$inferSelect;

// --- Payment method on file (document 3 §3): the payment provider's customer and saved methods ---

/** The app's customer at the payment provider (reference id = the app's uuid): one per app. */
export const paymentCustomers = pgTable('payment_customers', {
  uuid: uuid('uuid').primaryKey(),
  appUuid: uuid('app_uuid')
    .notNull()
    .unique('payment_customers_app_key')
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull(),
  referenceId: text('reference_id').notNull(),
  givenNames: text('given_names').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  mobileNumber: text('mobile_number').notNull(),
  nationality: text('nationality').notNull(),
  dateOfBirth: text('date_of_birth'),
  placeOfBirth: text('place_of_birth'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A saved (reusable) payment method; its status moves only through PAYMENT_METHOD_STATUS (billing.rules.ts). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    customerUuid: uuid('customer_uuid')
      .notNull()
      .references(() => paymentCustomers.uuid, { onDelete: 'cascade' }),
    /** The provider's id (pm-…). */
    paymentMethodId: text('payment_method_id').notNull(),
    paymentMethodType: text('payment_method_type').notNull(),
    channelCode: text('channel_code').notNull(),
    reusability: text('reusability').notNull().default('MULTIPLE_USE'),
    status: text('status').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    actionUrl: text('action_url'),
    failureCode: text('failure_code'),
    /** The key of the create at the provider: a repeated request answers the first method. */
    idempotencyKey: text('idempotency_key').notNull(),
    originalResponse: jsonb('original_response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_id_key').on(t.paymentMethodId),
    uniqueIndex('payment_methods_idempotency_key').on(t.appUuid, t.idempotencyKey),
    index('payment_methods_app_idx').on(t.appUuid, t.createdAt),
    // Exactly one default per app: the database refuses a second.
    uniqueIndex('payment_methods_one_default_key').on(t.appUuid).where(sql`${t.isDefault}`),
  ],
);

/** The billing details of a saved method (document 3 §3 Billing address): one per method. */
export const billingAddresses = pgTable('billing_addresses', {
  uuid: uuid('uuid').primaryKey(),
  paymentMethodUuid: uuid('payment_method_uuid')
    .notNull()
    .unique('billing_addresses_method_key')
    .references(() => paymentMethods.uuid, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  company: text('company').notNull().default(''),
  billingContactEmail: text('billing_contact_email').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  stateProvinceRegion: text('state_province_region').notNull().default(''),
  zipPostalCode: text('zip_postal_code').notNull().default(''),
  country: text('country').notNull().default('PH'),
  paymentCurrency: text('payment_currency').notNull().default('PHP'),
  isDefaultAddress: boolean('is_default_address').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Provider callbacks already processed, by event id: a replay changes nothing. */
export const paymentCallbacks = pgTable('payment_callbacks', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
});

export type PaymentCustomerRow = typeof paymentCustomers.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type BillingAddressRow = typeof billingAddresses.$inferSelect;

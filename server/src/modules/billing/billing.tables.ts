import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { DEFAULT_BILLING } from './billing.rules.ts';
import type { BillingStatus } from './invoice.rules.ts';

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

// --- Monthly bills (document 3 §3) -----------------------------------------------------------------

/**
 * One bill per app and billing period (periods run monthly from the launch day, in Manila days).
 * Amounts are integer centavos fixed by the billing run; the status moves only through
 * BILLING_STATUS (invoice.rules.ts).
 */
export const billings = pgTable(
  'billings',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    referenceNumber: text('reference_number').notNull().unique('billings_reference_key'),
    planName: text('plan_name').notNull(),
    tierType: text('tier_type').notNull(),
    billingType: text('billing_type').notNull().default('monthly'),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** The last day to pay; Extend Payment moves it. */
    periodDue: date('period_due', { mode: 'string' }).notNull(),
    subscriptionFee: integer('subscription_fee').notNull(),
    transactions: integer('transactions').notNull(),
    transactionFees: integer('transaction_fees').notNull(),
    excessUser: integer('excess_user').notNull().default(0),
    excessSupport: integer('excess_support').notNull().default(0),
    /** This period's charges. */
    currentAmount: integer('current_amount').notNull(),
    /** What earlier bills still owed at the run, penalty included. */
    balance: integer('balance').notNull(),
    penalty: integer('penalty').notNull().default(0),
    totalPayableAmount: integer('total_payable_amount').notNull(),
    /** Paid so far. */
    collected: integer('collected').notNull().default(0),
    status: text('status').$type<BillingStatus>().notNull().default('for_payment'),
    disabled: boolean('disabled').notNull().default(false),
    gracePeriodActivated: boolean('grace_period_activated').notNull().default(false),
    /** The end of the grace period a deactivated store took for this bill (overdue.rules.ts). */
    graceEndsAt: timestamp('grace_ends_at', { withTimezone: true }),
    /** The earliest due day of the balance this bill carried (its own due day is periodDue). */
    balanceDue: date('balance_due', { mode: 'string' }),
    /** The notices the overdue job sent for this bill, each once. */
    dueSoonNoticed: boolean('due_soon_noticed').notNull().default(false),
    graceLastDayNoticed: boolean('grace_last_day_noticed').notNull().default(false),
    extended: boolean('extended').notNull().default(false),
    /** Charges of the saved method asked for so far (each with its own idempotency key). */
    chargeAttempts: integer('charge_attempts').notNull().default(0),
    /** The saved method the latest charge used. */
    paymentMethodUuid: uuid('payment_method_uuid'),
    chargeFailureCode: text('charge_failure_code'),
    /** A later bill that carried what this one still owed: paying that one settles this one. */
    carriedInto: uuid('carried_into'),
    paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The run bills each app and period once, however many processes run it.
    uniqueIndex('billings_app_period_key').on(t.appUuid, t.periodStart),
    index('billings_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('billings_status_idx').on(t.status, t.periodDue),
  ],
);

export type BillingRecordRow = typeof billings.$inferSelect;

/** The lines of a bill, in order: subscription, transaction fees, excess, earlier balance, penalty. */
export const billingDetails = pgTable(
  'billing_details',
  {
    uuid: uuid('uuid').primaryKey(),
    billingUuid: uuid('billing_uuid')
      .notNull()
      .references(() => billings.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    amount: integer('amount').notNull(),
    /** The transaction fees part of the line (its convenienceFee in document 3 §3). */
    convenienceFee: integer('convenience_fee').notNull().default(0),
    planName: text('plan_name').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
  },
  (t) => [index('billing_details_billing_idx').on(t.billingUuid, t.position)],
);

export type BillingDetailRow = typeof billingDetails.$inferSelect;

/**
 * Deposit slips a merchant sent for a bill (a bank or e-wallet transfer): the bill waits as
 * payment_submitted until an operator confirms one (paid) or refuses it (for_payment, with the reason).
 */
export const billingDepositSlips = pgTable(
  'billing_deposit_slips',
  {
    uuid: uuid('uuid').primaryKey(),
    billingUuid: uuid('billing_uuid')
      .notNull()
      .references(() => billings.uuid, { onDelete: 'cascade' }),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** The image (photos module, kind billing_slip). */
    photoUuid: uuid('photo_uuid').notNull(),
    status: text('status').$type<'submitted' | 'confirmed' | 'refused'>().notNull().default('submitted'),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
  },
  (t) => [
    index('billing_deposit_slips_billing_idx').on(t.billingUuid, t.submittedAt),
    index('billing_deposit_slips_status_idx').on(t.status, t.submittedAt),
  ],
);

export type BillingDepositSlipRow = typeof billingDepositSlips.$inferSelect;

import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import { photos } from '../photos/photos.tables.ts';
import type { PaymentAccountKind } from './payment-accounts.rules.ts';
import type {
  AdditionalTaxType,
  AddressInputType,
  ChargeDeliveryFeeFrom,
  DeliveryFeeType,
  ExpirationDateType,
  LocationScope,
  ShippingKind,
} from './store-setup.rules.ts';

/** Checkout settings ("cart setting", document 2 §3): one row per app, created on first save. */
export const cartSettings = pgTable('cart_settings', {
  uuid: uuid('uuid').primaryKey(),
  appUuid: uuid('app_uuid')
    .notNull()
    .unique()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  subcategorized: boolean('subcategorized').notNull(),
  /** Basis points when percent, centavos when fixed. */
  additionalTax: integer('additional_tax').notNull(),
  additionalTaxType: text('additional_tax_type').$type<AdditionalTaxType>().notNull(),
  addressInputType: text('address_input_type').$type<AddressInputType>().notNull(),
  deliveryFeeType: text('delivery_fee_type').$type<DeliveryFeeType>().notNull(),
  emailNotifRecipient: text('email_notif_recipient'),
  expiration: integer('expiration').notNull(),
  expirationDateType: text('expiration_date_type').$type<ExpirationDateType>().notNull(),
  freeShippingRequiredAmount: integer('free_shipping_required_amount').notNull(),
  locationScope: text('location_scope').$type<LocationScope>().notNull(),
  chargeDeliveryFeeFrom: text('charge_delivery_fee_from').$type<ChargeDeliveryFeeFrom>().notNull(),
  requiredAmount: integer('required_amount').notNull(),
  shipping: boolean('shipping').notNull(),
  enableProductLocationAvailability: boolean('enable_product_location_availability').notNull(),
  digitalProduct: boolean('digital_product').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type CartSettingRow = typeof cartSettings.$inferSelect;

/** How the in-app store looks (guided setup step 3, In-App Store Settings): one row per app once saved. */
export const storeAppearance = pgTable('store_appearance', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  logoUrl: text('logo_url'),
  coverUrl: text('cover_url'),
  brandColor: text('brand_color').notNull(),
  welcomeText: text('welcome_text').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type StoreAppearanceRow = typeof storeAppearance.$inferSelect;

/** How customers get their orders: pickup, flat rate, per-area rate or an on-demand courier. */
export const shippingMethods = pgTable(
  'shipping_methods',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<ShippingKind>().notNull(),
    /** Centavos (flat_rate only; 0 otherwise). */
    fee: integer('fee').notNull(),
    pickupAddress: text('pickup_address').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    enabled: boolean('enabled').notNull(),
    instructions: text('instructions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // Ascending on NOT NULL columns: scanned backward it serves ORDER BY created_at DESC, uuid DESC.
  (t) => [index('shipping_methods_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid)],
);

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;

/**
 * Payment Manager: where the store's customers pay by bank transfer or e-wallet (GCash, Maya), with
 * an optional QR code image (a photo of kind payment_qr). The storefront offers bank transfer only
 * with a bank account, and e-wallet only with a GCash or Maya number.
 */
export const storePaymentAccounts = pgTable(
  'store_payment_accounts',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    /** bank, gcash or maya. */
    kind: text('kind').$type<PaymentAccountKind>().notNull(),
    /** The bank's name; '' for an e-wallet. */
    bankName: text('bank_name').notNull().default(''),
    accountName: text('account_name').notNull(),
    /** The account number, or the e-wallet's mobile number (+639…). */
    accountNumber: text('account_number').notNull(),
    qrPhotoUuid: uuid('qr_photo_uuid').references(() => photos.uuid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_payment_accounts_app_idx').on(t.appUuid, t.createdAt)],
);

export type StorePaymentAccountRow = typeof storePaymentAccounts.$inferSelect;

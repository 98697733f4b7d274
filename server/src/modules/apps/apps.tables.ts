import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';

export const apps = pgTable(
  'apps',
  {
    uuid: uuid('uuid').primaryKey(),
    name: text('name').notNull(),
    /** Service bundle identifier, e.g. ecommerce-b2c-bundle. */
    bundleKey: text('bundle_key').notNull(),
    status: text('status').notNull().default('Unlaunched'),
    maintenance: boolean('maintenance').notNull().default(false),
    deactivated: boolean('deactivated').notNull().default(false),
    /** The store status machine (apps.rules.ts STORE_STATUS); maintenance and deactivated mirror it. */
    storeStatus: text('store_status').notNull().default('pending_store'),
    /** What customers read on the storefront while the store is under maintenance. */
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    supportContactNumber: text('support_contact_number'),
    sentimentAnalysisEnabled: boolean('sentiment_analysis_enabled').notNull().default(true),
    /** The 2.5% payment fee (MDR) is in every product price: confirmed by the merchant or added by Suki. */
    mdrApplied: boolean('mdr_applied').notNull().default(false),
    /** A main (parent) store: its prices are not asked about the payment fee. */
    mainStore: boolean('main_store').notNull().default(false),
    businessDescription: text('business_description'),
    /** Selected merchant categories: primaries, and secondaries qualified as 'Primary > Secondary'. */
    categories: jsonb('categories')
      .$type<{ primaryCategories: string[]; secondaryCategories: string[] }>()
      .notNull()
      .default({ primaryCategories: [], secondaryCategories: [] }),
    ownerUuid: uuid('owner_uuid')
      .notNull()
      .references(() => users.uuid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('apps_owner_idx').on(t.ownerUuid), index('apps_created_idx').on(t.createdAt, t.uuid)],
);

/** Who may open an app: its owner and the members invited from Manage Access. The tenancy guard reads this. */
export const appMembers = pgTable(
  'app_members',
  {
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    /** owner, admin or store_manager. */
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.appUuid, t.userUuid] }),
    index('app_members_user_idx').on(t.userUuid, t.appUuid),
  ],
);

/** Facebook pages connected to an app; at most one active. */
export const pages = pgTable(
  'pages',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    fbPageId: text('fb_page_id').notNull(),
    name: text('name').notNull(),
    /** The page access token, sealed with the server secret (AES-256-GCM); never sent to a client. */
    accessTokenSealed: text('access_token_sealed'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the page's utility templates were last read from Messenger, and why the last read failed. */
    templatesSyncedAt: timestamp('templates_synced_at', { withTimezone: true }),
    templatesSyncError: text('templates_sync_error'),
    /** The page photo as Meta last gave it (at connection, or refreshed by updatePageImage). */
    photoUrl: text('photo_url'),
    /** When the app was subscribed to the page's webhooks, and why the last subscription call failed. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }),
    subscribeError: text('subscribe_error'),
    /** The persistent menu on this page: none, pending, published or failed (with Meta's reason and subcode). */
    menuStatus: text('menu_status')
      .$type<'none' | 'pending' | 'published' | 'failed'>()
      .notNull()
      .default('none'),
    menuError: text('menu_error'),
    menuErrorSubcode: integer('menu_error_subcode'),
  },
  (t) => [
    index('pages_app_idx').on(t.appUuid),
    uniqueIndex('pages_one_active_per_app').on(t.appUuid).where(sql`${t.active}`),
  ],
);

/** Support and notification email recipients of an app; each verified through an emailed link. */
export const appEmailRecipients = pgTable(
  'app_email_recipients',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<'support' | 'notification'>().notNull(),
    email: text('email').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_email_recipients_key').on(t.appUuid, t.kind, t.email),
    uniqueIndex('app_email_recipients_token_key').on(t.tokenHash),
  ],
);

/** Invitations to an app from Manage Access: single-use, hashed, expiring. */
export const appInvitations = pgTable(
  'app_invitations',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUuid: uuid('invited_by_uuid')
      .notNull()
      .references(() => users.uuid),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('app_invitations_token_key').on(t.tokenHash),
    index('app_invitations_app_idx').on(t.appUuid),
  ],
);

export type AppRow = typeof apps.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type AppInvitationRow = typeof appInvitations.$inferSelect;

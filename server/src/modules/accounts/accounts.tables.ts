import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    uuid: uuid('uuid').primaryKey(),
    /** Stored lowercased and trimmed; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The account type (document 1 §1): client, affiliate, store_manager... */
    role: text('role').notNull().default('client'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    imageUrl: text('image_url'),
    affiliateCode: text('affiliate_code'),
    contactDialCode: text('contact_dial_code'),
    contactNumber: text('contact_number'),
    birthdate: date('birthdate', { mode: 'string' }),
    authorizedNetworkDashboard: boolean('authorized_network_dashboard').notNull().default(false),
    businessEmailAddress: text('business_email_address'),
    businessEmailVerifiedAt: timestamp('business_email_verified_at', { withTimezone: true }),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** Set after 5 failed sign-ins in 15 minutes; cleared by the emailed unlock link or a password reset. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** Failures before this instant no longer count towards a lock (set on unlock and on success). */
    failuresResetAt: timestamp('failures_reset_at', { withTimezone: true }),
    /** The sales partner (a user with an affiliate code) who referred this merchant. */
    referredByUuid: uuid('referred_by_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_affiliate_code_idx').on(t.affiliateCode),
    // A partner's network (the reseller dashboard): the merchants they referred.
    index('users_referred_by_idx').on(t.referredByUuid),
  ],
);

/** One row per issued token (its jti), so a token can be revoked before it expires. */
export const generatedTokenLogs = pgTable(
  'generated_token_logs',
  {
    uuid: uuid('uuid').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('generated_token_logs_user_idx').on(t.userUuid),
    index('generated_token_logs_active_idx').on(t.expiresAt).where(sql`${t.revokedAt} IS NULL`),
  ],
);

export type UserRow = typeof users.$inferSelect;

export const ACCOUNT_TOKEN_PURPOSES = [
  'email_confirmation',
  'business_email',
  'password_reset',
  'unlock',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Single-use emailed tokens, hashed at rest, each with an expiry. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    uuid: uuid('uuid').primaryKey(),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address the token was mailed to (the business email it verifies). */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userUuid, t.purpose),
  ],
);

/** Failed sign-ins by (hashed) email, known account or not, for lockout and throttling. */
export const loginFailures = pgTable(
  'login_failures',
  {
    uuid: uuid('uuid').primaryKey(),
    emailHash: text('email_hash').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_email_idx').on(t.emailHash, t.attemptedAt)],
);

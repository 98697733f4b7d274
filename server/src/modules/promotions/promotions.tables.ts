import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type {
  PromotionCondition,
  PromotionKind,
  PromotionScope,
  PromotionValueType,
  Tier,
} from './promotions.rules.ts';

/**
 * A store's promotions (docs/decisions.md "Promotions"): discount codes (`code`), automatic discounts
 * (`automatic`) and cart promos (`cart`, an automatic offer the cart advertises until its minimum is met).
 * Status is not stored: it follows from startsAt, endsAt and now (promotions.rules.ts statusOf).
 */
export const promotions = pgTable(
  'promotions',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** What the shopper sees on the discount line and in the cart. */
    title: text('title').notNull(),
    /** Discount codes only: kept upper-case, unique per store. */
    code: text('code'),
    valueType: text('value_type').$type<PromotionValueType>().notNull(),
    /** percent: whole percent 1-100; fixed: centavos; free_shipping: 0. */
    value: integer('value').notNull(),
    scope: text('scope').$type<PromotionScope>().notNull(),
    productUuids: uuid('product_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    categoryUuids: uuid('category_uuids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Centavos of eligible items the cart must reach (0: none). */
    minimumPurchase: integer('minimum_purchase').notNull().default(0),
    condition: text('condition').$type<PromotionCondition>().notNull().default('none'),
    buyQuantity: integer('buy_quantity'),
    getQuantity: integer('get_quantity'),
    tiers: jsonb('tiers').$type<Tier[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Uses by orders not cancelled; raised in the order's own transaction, never past usageLimit. */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('promotions_app_code_idx').on(t.appUuid, t.code),
    index('promotions_app_kind_newest_idx').on(t.appUuid, t.kind, t.createdAt, t.uuid),
    check(
      'promotions_used_within_limit',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
  ],
);

/**
 * One promotion applied to one order, with the amount it took off: the order's discount lines, the
 * per-customer limit and each promotion's results. A cancelled order releases its uses (releasedAt).
 */
export const promotionUses = pgTable(
  'promotion_uses',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    promotionUuid: uuid('promotion_uuid')
      .notNull()
      .references(() => promotions.uuid, { onDelete: 'cascade' }),
    /** The order (orders module): no foreign key across modules. */
    orderUuid: uuid('order_uuid').notNull(),
    /** The shopper's normalised mobile number: the per-customer limit counts by it. */
    customerKey: text('customer_key').notNull(),
    title: text('title').notNull(),
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** Centavos taken off (a free delivery: the delivery fee waived). */
    amount: integer('amount').notNull(),
    /** The order's total after every discount, centavos: the promotion's revenue. */
    orderTotal: integer('order_total').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('promotion_uses_order_promotion_idx').on(t.orderUuid, t.promotionUuid),
    index('promotion_uses_promotion_customer_idx').on(t.promotionUuid, t.customerKey),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionUseRow = typeof promotionUses.$inferSelect;

/**
 * The single-use codes of a voucher batch or a rebate (promotions of kind voucher and rebate). issued:
 * not given to anyone yet; claimed: given to (or earned by) one customer, by mobile number; redeemed:
 * used, at checkout (orderUuid) or in the store (redeemedByUserUuid). Expired is not stored: the batch's
 * endsAt has passed and the voucher was not redeemed.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    promotionUuid: uuid('promotion_uuid')
      .notNull()
      .references(() => promotions.uuid, { onDelete: 'cascade' }),
    /** Upper-case, unique in the store among promotion codes' and vouchers' namespaces. */
    code: text('code').notNull(),
    status: text('status').$type<'issued' | 'claimed' | 'redeemed'>().notNull(),
    customerKey: text('customer_key'),
    /** A rebate: the completed order that earned it (one per order and rebate). */
    sourceOrderUuid: uuid('source_order_uuid'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    /** Redeemed at checkout: the order (orders module; no foreign key across modules). */
    orderUuid: uuid('order_uuid'),
    /** Redeemed in the store: the member who took it. */
    redeemedByUserUuid: uuid('redeemed_by_user_uuid'),
    /** Centavos it took off when redeemed. */
    amount: integer('amount'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('vouchers_app_code_idx').on(t.appUuid, t.code),
    index('vouchers_promotion_status_idx').on(t.promotionUuid, t.status, t.createdAt, t.uuid),
    index('vouchers_app_status_idx').on(t.appUuid, t.status, t.createdAt, t.uuid),
    uniqueIndex('vouchers_rebate_order_idx').on(t.promotionUuid, t.sourceOrderUuid),
    index('vouchers_order_idx').on(t.orderUuid),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import type {
  BroadcastButton,
  BroadcastStatus,
  MarketingOptInStatus,
  RecipientStatus,
  SendVia,
} from './broadcasts.rules.ts';

/**
 * A store's broadcasts: one message (text, an optional image, up to 3 buttons) to a segment's
 * customers on Messenger, sent only to those inside the 24-hour window when it goes out.
 */
export const broadcasts = pgTable(
  'broadcasts',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    message: text('message').notNull(),
    imageUrl: text('image_url'),
    buttons: jsonb('buttons').$type<BroadcastButton[]>().notNull().default([]),
    /** The audience: a saved segment, or every customer on Messenger when null. */
    segmentUuid: uuid('segment_uuid'),
    /** The segment's name when the broadcast went out (a segment may be renamed or deleted later). */
    segmentName: text('segment_name'),
    /** The ref its buttons carry to the storefront: its clicks and the visits they bring. */
    ref: text('ref').notNull(),
    status: text('status').$type<BroadcastStatus>().notNull().default('draft'),
    /** The plan when it was sent: queued (inside the window), out of the window, not on Messenger. */
    queuedCount: integer('queued_count').notNull().default(0),
    outOfWindowCount: integer('out_of_window_count').notNull().default(0),
    notOnMessengerCount: integer('not_on_messenger_count').notNull().default(0),
    /** Of those queued, outside the window but opted in: sent as paid marketing messages. */
    marketingCount: integer('marketing_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why sending paused (Meta's rate limit), until it resumes. */
    pausedReason: text('paused_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('broadcasts_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
    uniqueIndex('broadcasts_app_ref_key').on(t.appUuid, t.ref),
  ],
);

/**
 * One person a broadcast goes to, written when it is sent: queued, then sending (claimed just before
 * the call to Messenger), then sent (with Messenger's id) or failed (with why). A row left `sending`
 * by a process that died is never sent again (unconfirmed): nobody gets a broadcast twice.
 */
export const broadcastRecipients = pgTable(
  'broadcast_recipients',
  {
    uuid: uuid('uuid').primaryKey(),
    broadcastUuid: uuid('broadcast_uuid')
      .notNull()
      .references(() => broadcasts.uuid, { onDelete: 'cascade' }),
    pageRecipientUuid: uuid('page_recipient_uuid').notNull(),
    pageUuid: uuid('page_uuid').notNull(),
    psid: text('psid').notNull(),
    name: text('name'),
    /** When their window closed as it stood at queueing (their last message + 24 hours). */
    windowClosesAt: timestamp('window_closes_at', { withTimezone: true }).notNull(),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    /** standard: the Send API inside the window; marketing: a paid marketing message to their opt-in. */
    via: text('via').$type<SendVia>().notNull().default('standard'),
    mid: text('mid'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('broadcast_recipients_once_key').on(t.broadcastUuid, t.pageRecipientUuid),
    index('broadcast_recipients_status_idx').on(t.broadcastUuid, t.status, t.uuid),
    index('broadcast_recipients_receipts_idx')
      .on(t.pageUuid, t.psid, t.sentAt)
      .where(sql`${t.sentAt} IS NOT NULL`),
  ],
);

/**
 * Who opted in to a page's marketing messages (Meta's `messaging_optins`, `notification_messages`):
 * one row per page and person, the token sealed like page tokens, its expiry and where it stands.
 * `statusAt` is the time of the webhook event it reflects: an older (retried) event changes nothing.
 */
export const marketingOptIns = pgTable(
  'marketing_opt_ins',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid').notNull(),
    psid: text('psid').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    /** Null: no expiry given (Meta's tokens stopped expiring in August 2023). */
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    status: text('status').$type<MarketingOptInStatus>().notNull(),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull(),
    /** Why it ended, in plain words (a stop from the person, or Meta refusing the token). */
    endedReason: text('ended_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('marketing_opt_ins_person_key').on(t.pageUuid, t.psid),
    index('marketing_opt_ins_page_status_idx').on(t.pageUuid, t.status),
    // The merchant's list of opt-ins: a page's newest first, in keyset pages.
    index('marketing_opt_ins_page_newest_idx').on(t.pageUuid, t.createdAt, t.uuid),
  ],
);

export type BroadcastRow = typeof broadcasts.$inferSelect;
export type MarketingOptInRow = typeof marketingOptIns.$inferSelect;
export type BroadcastRecipientRow = typeof broadcastRecipients.$inferSelect;

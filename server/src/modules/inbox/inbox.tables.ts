import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps, pages } from '../apps/apps.tables.ts';
import type {
  ButtonTemplateData,
  InboxProductData,
  MessageSender,
  MessageState,
  MessageTemplateData,
  PlatformOrigin,
  SentimentLabel,
} from './inbox.rules.ts';

/** A customer of a page: who wrote to it on Messenger (or commented on it). */
export const pageRecipients = pgTable(
  'page_recipients',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid')
      .notNull()
      .references(() => pages.uuid, { onDelete: 'cascade' }),
    /** Page-scoped id of the customer on Messenger. */
    psid: text('psid').notNull(),
    name: text('name').notNull(),
    profilePic: text('profile_pic'),
    inboxPlatformOrigin: text('inbox_platform_origin').$type<PlatformOrigin>().notNull().default('messenger'),
    messengerRead: boolean('messenger_read').notNull().default(true),
    facebookCommentRead: boolean('facebook_comment_read').notNull().default(true),
    latestInboxMessageUuid: uuid('latest_inbox_message_uuid'),
    /** The 24-hour and 7-day reply windows count from here. */
    lastCustomerMessageAt: timestamp('last_customer_message_at', { withTimezone: true }),
    /** The chatbot test tool's simulated customer. */
    dummy: boolean('dummy').notNull().default(false),
    /** Test tool: the simulated customer's latest order status, as chosen in the tool. */
    simulatedOrder: jsonb('simulated_order').$type<{ orderStatus: string; paymentStatus: string } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Latest activity: the inbox lists newest first on (updated_at, uuid). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('page_recipients_page_psid_key').on(t.pageUuid, t.psid),
    index('page_recipients_app_latest_idx').on(t.appUuid, t.updatedAt, t.uuid),
    index('page_recipients_app_unread_idx')
      .on(t.appUuid, t.updatedAt, t.uuid)
      .where(sql`NOT ${t.messengerRead} OR NOT ${t.facebookCommentRead}`),
    index('page_recipients_app_origin_idx').on(t.appUuid, t.inboxPlatformOrigin, t.updatedAt, t.uuid),
    // Name search (ILIKE "contains"): trigram GIN, so a rare name is not a scan of every conversation.
    index('page_recipients_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** One message of a conversation, from the customer or from the page. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageRecipientUuid: uuid('page_recipient_uuid')
      .notNull()
      .references(() => pageRecipients.uuid, { onDelete: 'cascade' }),
    /** Messenger's message id: a delivery seen twice is stored once. Null while a send is pending. */
    mid: text('mid'),
    platformOrigin: text('platform_origin').$type<PlatformOrigin>().notNull().default('messenger'),
    sender: text('sender').$type<MessageSender>().notNull(),
    message: text('message'),
    state: text('state').$type<MessageState>().notNull().default('new'),
    /** A page message not yet echoed back by Messenger. */
    pending: boolean('pending').notNull().default(false),
    /** Why Messenger refused this page message (it was not sent); shown on it in the conversation. */
    sendError: text('send_error'),
    humanAgentTag: boolean('human_agent_tag').notNull().default(false),
    noTemplate: boolean('no_template').notNull().default(true),
    isButtonTemplate: boolean('is_button_template').notNull().default(false),
    buttonTemplate: jsonb('button_template').$type<ButtonTemplateData | null>(),
    isCarouselTemplate: boolean('is_carousel_template').notNull().default(false),
    template: jsonb('template').$type<MessageTemplateData | null>(),
    products: jsonb('products').$type<InboxProductData[]>().notNull().default([]),
    galleryPhotos: jsonb('gallery_photos').$type<string[]>().notNull().default([]),
    sentiment: text('sentiment').$type<SentimentLabel>(),
    /** Assistant work for a customer message: queued → running → done (claimed with SKIP LOCKED). */
    assistStatus: text('assist_status').$type<'queued' | 'running' | 'done'>(),
    assistClaimedAt: timestamp('assist_claimed_at', { withTimezone: true }),
    /** A NEGATIVE customer message nobody has answered yet: the 10-minute reminder sweeps these. */
    awaitingReply: boolean('awaiting_reply').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('inbox_messages_mid_key').on(t.appUuid, t.mid),
    index('inbox_messages_conversation_idx').on(t.pageRecipientUuid, t.createdAt, t.uuid),
    index('inbox_messages_assist_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.assistStatus} IN ('queued', 'running')`),
    index('inbox_messages_awaiting_reply_idx').on(t.createdAt).where(sql`${t.awaitingReply}`),
  ],
);

/** Page admins who opted in (through the page's m.me link) to receive store notifications in Messenger. */
export const messengerNotificationRecipients = pgTable(
  'messenger_notification_recipients',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid')
      .notNull()
      .references(() => pages.uuid, { onDelete: 'cascade' }),
    psid: text('psid').notNull(),
    name: text('name').notNull(),
    optedInAt: timestamp('opted_in_at', { withTimezone: true }).notNull(),
    /** Their latest message to the page (the opt-in is one): the 24-hour window counts from here. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** The latest notification Messenger accepted for them. */
    lastReachedAt: timestamp('last_reached_at', { withTimezone: true }),
    /** Set when a notification could not be sent to them; cleared by the next one that is. */
    unreachableSince: timestamp('unreachable_since', { withTimezone: true }),
    /** Why the latest one was not sent, in plain words. */
    unreachableReason: text('unreachable_reason'),
  },
  (t) => [
    uniqueIndex('messenger_notification_recipients_key').on(t.pageUuid, t.psid),
    index('messenger_notification_recipients_app_idx').on(t.appUuid),
  ],
);

/**
 * A page's message templates as Meta lists them (GET /{page-id}/message_templates, utility category),
 * refreshed by syncPageTemplates: what the page may send outside the 24-hour window.
 */
export const pageUtilityTemplates = pgTable(
  'page_utility_templates',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid')
      .notNull()
      .references(() => pages.uuid, { onDelete: 'cascade' }),
    /** Meta's template id (null for the local adapter's). */
    templateId: text('template_id'),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    parameterFormat: text('parameter_format').$type<'POSITIONAL' | 'NAMED'>().notNull(),
    /** The body's placeholders in order ('1', '2'... or their names). */
    parameters: jsonb('parameters').$type<string[]>().notNull().default([]),
    body: text('body').notNull().default(''),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('page_utility_templates_key').on(t.pageUuid, t.name, t.language)],
);

export type PageUtilityTemplateRow = typeof pageUtilityTemplates.$inferSelect;
export type PageRecipientRow = typeof pageRecipients.$inferSelect;
export type InboxMessageRow = typeof inboxMessages.$inferSelect;
export type MessengerNotificationRecipientRow = typeof messengerNotificationRecipients.$inferSelect;

/**
 * People who opened the page's conversation from an m.me link with a ref (a referral link): once per
 * person and ref, when they first did. The conversations a referral link started are counted here.
 */
export const messengerReferrals = pgTable(
  'messenger_referrals',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid')
      .notNull()
      .references(() => pages.uuid, { onDelete: 'cascade' }),
    psid: text('psid').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('messenger_referrals_key').on(t.pageUuid, t.psid, t.ref),
    index('messenger_referrals_app_ref_idx').on(t.appUuid, t.ref, t.createdAt),
  ],
);

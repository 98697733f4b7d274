import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

export const NOTIFICATIONABLE_TYPES = ['Order', 'Billing', 'Extension'] as const;
export type NotificationableType = (typeof NOTIFICATIONABLE_TYPES)[number];

export const notifications = pgTable(
  'notifications',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    message: text('message').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The customer the notification is about, as shown (name and photo when it was raised). */
    pageRecipientName: text('page_recipient_name'),
    pageRecipientProfilePic: text('page_recipient_profile_pic'),
    /** The linked object: an Order (by transactionNumber), a Billing or an Extension (by uuid). */
    notificationableType: text('notificationable_type').$type<NotificationableType>(),
    notificationableUuid: uuid('notificationable_uuid'),
    notificationableTransactionNumber: text('notificationable_transaction_number'),
  },
  (t) => [
    // Ascending on NOT NULL columns: scanned backward it is exactly ORDER BY created_at DESC, uuid DESC.
    index('notifications_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
    index('notifications_app_unread_idx').on(t.appUuid).where(sql`${t.readAt} IS NULL`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

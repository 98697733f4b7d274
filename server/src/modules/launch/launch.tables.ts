import { integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

/** The store-launch announcement (Overview → store-launch): one per store, sent once. */
export const launchAnnouncements = pgTable('launch_announcements', {
  uuid: uuid('uuid').primaryKey(),
  appUuid: uuid('app_uuid')
    .notNull()
    .unique()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  /** Customers within the 24-hour window, and outside it, when the merchant sent it. */
  reachable: integer('reachable').notNull(),
  outsideWindow: integer('outside_window').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Each customer the announcement went to: written before the send, so a redelivery never sends twice. */
export const launchAnnouncementSends = pgTable(
  'launch_announcement_sends',
  {
    announcementUuid: uuid('announcement_uuid')
      .notNull()
      .references(() => launchAnnouncements.uuid, { onDelete: 'cascade' }),
    recipientUuid: uuid('recipient_uuid').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why Messenger refused it, in plain words; null when sent. */
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.announcementUuid, t.recipientUuid] })],
);

export type LaunchAnnouncementRow = typeof launchAnnouncements.$inferSelect;

import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded default's outbox: every mail kept in the database, readable in demo mode. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    uuid: uuid('uuid').primaryKey(),
    /** Insertion order: mails sent within one clock tick still list newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_seq_idx').on(t.seq)],
);

export type OutboxMailRow = typeof mailOutbox.$inferSelect;

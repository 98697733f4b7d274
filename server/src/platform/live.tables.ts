import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The live event log (platform/pubsub.ts): every event a subscription carries, in order. Its `seq` is
 * the event's cursor; a subscriber that comes back with the cursor of the last event it saw is sent
 * what it missed from here. Kept 24 hours.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    /** The subscription topic, e.g. `inboxMessage`. */
    topic: text('topic').notNull(),
    /** Whose it is: the app's or the user's uuid, or the import's. */
    scope: text('scope').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('live_events_topic_scope_seq_idx').on(t.topic, t.scope, t.seq),
    index('live_events_created_idx').on(t.createdAt),
  ],
);

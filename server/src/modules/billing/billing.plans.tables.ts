import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { apps } from '../apps/apps.tables.ts';

/**
 * Every change of a store's plan made on Subscription Plans, in order: the monthly bill charges each
 * plan for the Manila days it was in effect (billing.plans.rules.ts). A store without rows has had
 * its plan for every day.
 */
export const appPlanChanges = pgTable(
  'app_plan_changes',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    fromPlan: text('from_plan').notNull(),
    toPlan: text('to_plan').notNull(),
    changedByUuid: uuid('changed_by_uuid').references(() => users.uuid, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('app_plan_changes_app_idx').on(t.appUuid, t.changedAt)],
);

export type PlanChangeRow = typeof appPlanChanges.$inferSelect;

/**
 * The store's window in the MSME programme (docs/decisions.md): its subscription fee is waived for
 * the days inside [startAt, endAt); the merchant may extend the window once.
 */
export const appMsme = pgTable('app_msme', {
  appUuid: uuid('app_uuid')
    .primaryKey()
    .references(() => apps.uuid, { onDelete: 'cascade' }),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  extended: boolean('extended').notNull().default(false),
  extendedAt: timestamp('extended_at', { withTimezone: true }),
});

export type MsmeRow = typeof appMsme.$inferSelect;

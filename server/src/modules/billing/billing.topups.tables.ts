import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';

/**
 * Response-credit top-ups a store bought (document 3 §2 screen 11, §4, §9): a fixed pack paid through
 * the provider's checkout (the customer-style payment request) or by charging the default saved method.
 * Credits are added once, when the provider's verified callback says the exact amount was paid.
 */
export const responseCreditTopUps = pgTable(
  'response_credit_top_ups',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    credits: integer('credits').notNull(),
    /** Centavos. */
    amount: integer('amount').notNull(),
    /** checkout (the provider's page) or saved_method (the default saved method, charged). */
    method: text('method').$type<'checkout' | 'saved_method'>().notNull(),
    status: text('status').$type<'pending' | 'paid' | 'failed'>().notNull().default('pending'),
    /** The provider's payment request id (checkout). */
    providerRequestId: text('provider_request_id'),
    paymentMethodUuid: uuid('payment_method_uuid'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('response_credit_top_ups_app_idx').on(t.appUuid, t.createdAt)],
);

export type ResponseCreditTopUpRow = typeof responseCreditTopUps.$inferSelect;

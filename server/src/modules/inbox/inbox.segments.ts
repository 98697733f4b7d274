/** What the inbox knows of customers, as sets for customer segments and broadcasts. */
import { and, eq, gte, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { pageRecipients } from './inbox.tables.ts';

/**
 * A subquery of the page recipients (Messenger conversations) of `appUuid` whose latest message to
 * the page is at or after `since`: within 24 hours of it, a store may message them (document 2 §3).
 */
export const recipientsMessagedSince = (db: Db | Tx, appUuid: string, since: Date): SQL =>
  db
    .select({ uuid: pageRecipients.uuid })
    .from(pageRecipients)
    .where(and(eq(pageRecipients.appUuid, appUuid), gte(pageRecipients.lastCustomerMessageAt, since)))
    .getSQL();

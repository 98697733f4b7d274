/**
 * Who a customer is, kept as orders and messages arrive: one row per person per store, found by their
 * Messenger conversation first, then by mobile number. Called inside the writer's transaction.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { newUuid } from '../../platform/ids.ts';
import { type CustomerRow, customers } from './customers.tables.ts';

type Writer = Db | Tx;

const latest = (at: Date): SQL => sql`GREATEST(${customers.lastActiveAt}, ${at.toISOString()}::timestamptz)`;

const findOne = async (w: Writer, where: SQL | undefined): Promise<CustomerRow | undefined> =>
  (await w.select().from(customers).where(where).limit(1))[0];

export interface OrderCustomer {
  appUuid: string;
  /** The Messenger customer the order was placed for, if any. */
  pageRecipientUuid: string | null;
  /** That Messenger customer is the chatbot test tool's simulated one (nobody's customer). */
  simulated: boolean;
  /** Normalized (10 digits) or null. */
  mobileNumber: string | null;
  name: string;
  at: Date;
}

/**
 * The customer an order counts for: the recipient's, else the mobile number's (taking the recipient
 * link when it has none), else a new one. A missing mobile or recipient is filled in when no other
 * customer holds it. Inserts use ON CONFLICT, so a concurrent first order or message never makes two
 * rows; a rare clash on a filled-in mobile is a unique violation that the checkout retries.
 * An order for the test tool's simulated customer counts for nobody (null).
 */
export async function linkOrderCustomer(w: Writer, o: OrderCustomer): Promise<string | null> {
  // The chatbot test tool's simulated customer is nobody's customer.
  if (o.simulated) return null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const byRecipient = o.pageRecipientUuid
      ? await findOne(w, eq(customers.pageRecipientUuid, o.pageRecipientUuid))
      : undefined;
    const byMobile =
      o.mobileNumber && !byRecipient
        ? await findOne(w, and(eq(customers.appUuid, o.appUuid), eq(customers.mobileNumber, o.mobileNumber)))
        : undefined;
    // A mobile customer already tied to another conversation stays theirs; this recipient gets its own.
    const found =
      byRecipient ??
      (byMobile && (!o.pageRecipientUuid || !byMobile.pageRecipientUuid) ? byMobile : undefined);
    if (found) {
      const mobileFree =
        !found.mobileNumber && o.mobileNumber
          ? !(await findOne(
              w,
              and(eq(customers.appUuid, o.appUuid), eq(customers.mobileNumber, o.mobileNumber)),
            ))
          : false;
      await w
        .update(customers)
        .set({
          lastActiveAt: latest(o.at),
          ...(mobileFree ? { mobileNumber: o.mobileNumber } : {}),
          ...(!found.pageRecipientUuid && o.pageRecipientUuid
            ? { pageRecipientUuid: o.pageRecipientUuid }
            : {}),
        })
        .where(eq(customers.uuid, found.uuid));
      return found.uuid;
    }
    const [created] = await w
      .insert(customers)
      .values({
        uuid: newUuid(),
        appUuid: o.appUuid,
        pageRecipientUuid: o.pageRecipientUuid,
        mobileNumber: byMobile ? null : o.mobileNumber,
        name: o.name,
        createdAt: o.at,
        lastActiveAt: o.at,
      })
      .onConflictDoNothing()
      .returning({ uuid: customers.uuid });
    if (created) return created.uuid;
    // Someone else created them a moment ago: find theirs.
  }
  throw new Error('customer link found nothing');
}

export interface RecipientForCustomer {
  uuid: string;
  appUuid: string;
  name: string;
  dummy: boolean;
}

/**
 * A Messenger customer wrote (or the demo seeded a conversation): their customer row exists and is
 * active as of `at`. The chatbot test tool's simulated customer (dummy) is nobody's customer.
 */
export async function ensureRecipientCustomer(
  w: Writer,
  recipient: RecipientForCustomer,
  at: Date,
): Promise<string | null> {
  if (recipient.dummy) return null;
  const [row] = await w
    .insert(customers)
    .values({
      uuid: newUuid(),
      appUuid: recipient.appUuid,
      pageRecipientUuid: recipient.uuid,
      mobileNumber: null,
      name: recipient.name,
      createdAt: at,
      lastActiveAt: at,
    })
    .onConflictDoUpdate({
      target: customers.pageRecipientUuid,
      targetWhere: sql`${customers.pageRecipientUuid} IS NOT NULL`,
      set: { lastActiveAt: latest(at) },
    })
    .returning({ uuid: customers.uuid });
  return row?.uuid ?? null;
}

/** The customer a conversation belongs to (null for the test tool's customer, or before they wrote). */
export async function customerUuidOfRecipient(w: Writer, pageRecipientUuid: string): Promise<string | null> {
  const [row] = await w
    .select({ uuid: customers.uuid })
    .from(customers)
    .where(eq(customers.pageRecipientUuid, pageRecipientUuid));
  return row?.uuid ?? null;
}

import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { type PaymentMethodRow, paymentMethods } from './billing.tables.ts';

/**
 * Whether the app has a saved payment method marked default: launch and the payment alert ask. Only an
 * ACTIVE method can be default, and removing or expiring one takes the mark away (billing.rules.ts).
 */
export async function hasDefaultPaymentMethod(db: Db | Tx, appUuid: string): Promise<boolean> {
  return (await defaultPaymentMethod(db, appUuid)) !== null;
}

/** The app's default saved method (ACTIVE), which bills are charged to, or null. */
export async function defaultPaymentMethod(db: Db | Tx, appUuid: string): Promise<PaymentMethodRow | null> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.appUuid, appUuid),
        eq(paymentMethods.isDefault, true),
        eq(paymentMethods.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row ?? null;
}

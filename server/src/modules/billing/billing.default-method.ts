import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import { paymentMethods } from './billing.tables.ts';

/**
 * Whether the app has a saved payment method marked default: launch and the payment alert ask. Only an
 * ACTIVE method can be default, and removing or expiring one takes the mark away (billing.rules.ts).
 */
export async function hasDefaultPaymentMethod(db: Db | Tx, appUuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: paymentMethods.uuid })
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.appUuid, appUuid),
        eq(paymentMethods.isDefault, true),
        eq(paymentMethods.status, 'ACTIVE'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

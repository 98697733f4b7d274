import type { Db, Tx } from '../../platform/db.ts';

/**
 * Whether the app has a saved payment method marked default: launch and the payment alert ask.
 * Saved payment methods (issue 15, payment method on file) replace this with the real read.
 */
export async function hasDefaultPaymentMethod(_db: Db | Tx, _appUuid: string): Promise<boolean> {
  return false;
}

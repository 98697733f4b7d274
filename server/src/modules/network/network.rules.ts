/**
 * A reseller's network (document 2 §2.3 "Reseller network"): the merchants they brought in, each in
 * one status by how far their stores got. Rules as data; the service only gathers the facts.
 */

/** In the order a merchant moves through them; the URL's `merchants/:status` uses these words. */
export const MERCHANT_STATUSES = ['signed-up', 'store-created', 'activated', 'deactivated'] as const;
export type MerchantStatus = (typeof MERCHANT_STATUSES)[number];

export const isMerchantStatus = (value: string): value is MerchantStatus =>
  (MERCHANT_STATUSES as readonly string[]).includes(value);

export const UNKNOWN_STATUS = 'Choose signed up, store created, activated or deactivated';
export const NOT_YOUR_NETWORK = 'You can only see the merchants you brought in';

export interface StoreFacts {
  uuid: string;
  name: string;
  storeStatus: string;
  launchedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MerchantState {
  status: MerchantStatus;
  /** Since when the merchant is in this status. */
  since: Date;
  /** The store that puts them there (their first live one, first open one, last deactivated one). */
  store: StoreFacts | null;
}

const earliest = <T>(rows: T[], at: (row: T) => Date): T | undefined =>
  rows.reduce<T | undefined>((best, r) => (best === undefined || at(r) < at(best) ? r : best), undefined);

/**
 * Where a merchant is: activated once a store of theirs is launched and not deactivated; store
 * created while a store is open but none live; deactivated when every store they have is; signed up
 * with no store yet.
 */
export function merchantState(signedUpAt: Date, stores: readonly StoreFacts[]): MerchantState {
  const open = stores.filter((s) => s.storeStatus !== 'deactivated');
  const live = open.filter((s): s is StoreFacts & { launchedAt: Date } => s.launchedAt !== null);
  const first = earliest(live, (s) => s.launchedAt);
  if (first) return { status: 'activated', since: first.launchedAt, store: first };
  const created = earliest(open, (s) => s.createdAt);
  if (created) return { status: 'store-created', since: created.createdAt, store: created };
  const last = stores.reduce<StoreFacts | undefined>(
    (best, s) => (best === undefined || s.updatedAt > best.updatedAt ? s : best),
    undefined,
  );
  if (last) return { status: 'deactivated', since: last.updatedAt, store: last };
  return { status: 'signed-up', since: signedUpAt, store: null };
}

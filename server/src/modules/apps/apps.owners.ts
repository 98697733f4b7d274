import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db.ts';
import type { StoreStatus } from './apps.rules.ts';
import { apps } from './apps.tables.ts';

/** A store as its owner's partner sees it: name, where it is in its life, and when. */
export interface OwnedStore {
  ownerUuid: string;
  uuid: string;
  name: string;
  storeStatus: StoreStatus;
  launchedAt: Date | null;
  createdAt: Date;
  /** The last change of the store (for a deactivated store, when it was deactivated, give or take an edit). */
  updatedAt: Date;
}

const CHUNK = 1000;

/** The stores these users own (apps_owner_idx), oldest first, a thousand owners per statement. */
export async function storesOwnedBy(db: Db | Tx, ownerUuids: readonly string[]): Promise<OwnedStore[]> {
  const out: OwnedStore[] = [];
  for (let i = 0; i < ownerUuids.length; i += CHUNK) {
    const rows = await db
      .select({
        ownerUuid: apps.ownerUuid,
        uuid: apps.uuid,
        name: apps.name,
        storeStatus: apps.storeStatus,
        launchedAt: apps.launchedAt,
        createdAt: apps.createdAt,
        updatedAt: apps.updatedAt,
      })
      .from(apps)
      .where(inArray(apps.ownerUuid, ownerUuids.slice(i, i + CHUNK)))
      .orderBy(asc(apps.createdAt), asc(apps.uuid));
    for (const r of rows) out.push({ ...r, storeStatus: r.storeStatus as StoreStatus });
  }
  return out;
}

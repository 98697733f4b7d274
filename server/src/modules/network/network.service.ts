/**
 * The reseller dashboard's data: the merchants a reseller referred (accounts) and their stores (apps),
 * each merchant in one status (network.rules.ts). Two indexed reads per request whatever the size of
 * the network; the statuses are derived, so counts and pages are taken from that one set.
 */
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, pageSize } from '../../platform/cursor.ts';
import { badInput, forbidden } from '../../platform/errors.ts';
import { referredUsers } from '../accounts/index.ts';
import { storesOwnedBy } from '../apps/index.ts';
import {
  isMerchantStatus,
  MERCHANT_STATUSES,
  type MerchantState,
  type MerchantStatus,
  merchantState,
  NOT_YOUR_NETWORK,
  UNKNOWN_STATUS,
} from './network.rules.ts';

export interface NetworkMerchant extends MerchantState {
  uuid: string;
  name: string;
  email: string;
  signedUpAt: Date;
}

/** Only the signed-in reseller's own network: another reseller's uuid is refused. */
function ownNetworkOrThrow(ctx: Context, resellerUuid: string): string {
  const me = ctx.userOrThrow();
  if (resellerUuid !== me.uuid) throw forbidden(NOT_YOUR_NETWORK);
  return me.uuid;
}

/** Every merchant of the network, newest in their status first (since, then uuid, descending). */
async function readNetwork(ctx: Context, resellerUuid: string): Promise<NetworkMerchant[]> {
  const people = await referredUsers(ctx.db, resellerUuid);
  const stores = await storesOwnedBy(
    ctx.db,
    people.map((p) => p.uuid),
  );
  const byOwner = new Map<string, typeof stores>();
  for (const s of stores) byOwner.set(s.ownerUuid, [...(byOwner.get(s.ownerUuid) ?? []), s]);
  return people
    .map((p) => ({
      uuid: p.uuid,
      name: p.name,
      email: p.email,
      signedUpAt: p.createdAt,
      ...merchantState(p.createdAt, byOwner.get(p.uuid) ?? []),
    }))
    .sort(
      (a, b) => b.since.getTime() - a.since.getTime() || (a.uuid < b.uuid ? 1 : a.uuid > b.uuid ? -1 : 0),
    );
}

/** Read once per request (the counts and a page of one request share it). */
const networkOf = (ctx: Context, resellerUuid: string) =>
  ctx
    .loader<string, NetworkMerchant[]>('network.merchants', (keys) =>
      Promise.all(keys.map((k) => readNetwork(ctx, k))),
    )
    .load(resellerUuid);

export async function merchantCounts(
  ctx: Context,
  resellerUuid: string,
): Promise<Array<{ status: MerchantStatus; count: number }>> {
  const network = await networkOf(ctx, ownNetworkOrThrow(ctx, resellerUuid));
  return MERCHANT_STATUSES.map((status) => ({
    status,
    count: network.filter((m) => m.status === status).length,
  }));
}

export async function merchantsByStatus(
  ctx: Context,
  args: { resellerUuid: string; status: string; first?: number | null; after?: string | null },
) {
  const own = ownNetworkOrThrow(ctx, args.resellerUuid);
  if (!isMerchantStatus(args.status)) throw badInput({ status: UNKNOWN_STATUS });
  const size = pageSize(args.first);
  const cursor = decodeCursor(args.after);
  const network = await networkOf(ctx, own);
  const after = (m: NetworkMerchant) =>
    !cursor ||
    m.since.getTime() < cursor.createdAt.getTime() ||
    (m.since.getTime() === cursor.createdAt.getTime() && m.uuid < cursor.uuid);
  const rows = network.filter((m) => m.status === args.status && after(m)).slice(0, size + 1);
  return connectionFrom(rows, size, (m) => ({ createdAt: m.since, uuid: m.uuid }));
}

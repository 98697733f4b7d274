/**
 * Who opted in to the page's marketing messages, as the merchant sees them: the store's active page's
 * opt-ins, newest first, with the name the inbox knows and where each stands now (active, stopped, or
 * expired: Meta's expiry is checked against the clock, not only the stored status). The sealed token
 * never leaves this module's tables.
 */
import { and, desc, eq, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { cappedCount, type ListCount, lazyCount } from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { activePageOf, appOrThrow } from '../apps/index.ts';
import { recipientNames } from '../inbox/index.ts';
import { EXPIRED, usableOptIn } from './broadcasts.marketing.ts';
import { optInUsable } from './broadcasts.rules.ts';
import { type MarketingOptInRow, marketingOptIns } from './broadcasts.tables.ts';

/** Where an opt-in stands for the merchant at a moment. */
export type OptInState = 'active' | 'stopped' | 'expired';
export const OPT_IN_STATES = ['active', 'stopped', 'expired'] as const;
export const OPT_IN_STATE_LABELS: Record<OptInState, string> = {
  active: 'Active',
  stopped: 'Stopped',
  expired: 'Expired',
};

/** What the list gives of an opt-in: never its token, sealed or not. */
export interface OptInListed {
  uuid: string;
  name: string | null;
  state: OptInState;
  optedInAt: Date;
  expiresAt: Date | null;
  statusChangedAt: Date;
  endedReason: string | null;
}

const o = marketingOptIns;
/** The columns the list reads: the token is not among them. */
const LISTED = {
  uuid: o.uuid,
  psid: o.psid,
  status: o.status,
  tokenExpiresAt: o.tokenExpiresAt,
  statusAt: o.statusAt,
  endedReason: o.endedReason,
  createdAt: o.createdAt,
};

/** An opt-in still `opted_in` whose token is past its expiry has expired, though no webhook said so. */
export function stateOf(row: Pick<MarketingOptInRow, 'status' | 'tokenExpiresAt'>, now: Date): OptInState {
  if (row.status === 'stopped') return 'stopped';
  return optInUsable(row, now) ? 'active' : 'expired';
}

/** The same rule as SQL, for the status filter and its count. */
function stateWhere(state: OptInState | null | undefined, now: Date): SQL | undefined {
  if (state === 'active') return usableOptIn(now);
  if (state === 'stopped') return eq(o.status, 'stopped');
  if (state === 'expired')
    return or(
      eq(o.status, 'expired'),
      and(eq(o.status, 'opted_in'), isNotNull(o.tokenExpiresAt), lte(o.tokenExpiresAt, now)),
    );
  return undefined;
}

export interface OptInListArgs {
  appUuid: string;
  first?: number | null;
  after?: string | null;
  status?: OptInState | null;
  /** The client asks for the count: it runs beside the page's query. */
  withCount?: boolean;
}

const NONE = async (): Promise<ListCount> => ({ count: 0, capped: false });

/**
 * The store's active page's opt-ins, newest first (keyset pages on when they first opted in, which
 * never changes, so a page is never skipped or repeated while statuses move), optionally in one state.
 * The count reads the (page, status) index, at most COUNT_CAP rows.
 */
export async function listOptIns(ctx: Context, args: OptInListArgs) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, 20);
  const cursor = decodeCursor(args.after);
  const page = await activePageOf(ctx.db, app.uuid);
  if (!page) return { ...connectionFrom<OptInListed>([], size, keyOf), count: NONE };
  const now = ctx.clock.now();
  const where = and(eq(o.appUuid, app.uuid), eq(o.pageUuid, page.uuid), stateWhere(args.status, now));
  const count = lazyCount(() => cappedCount(ctx.db, o, where), args.withCount);
  const rows = await ctx.db
    .select(LISTED)
    .from(o)
    .where(and(where, olderThan(o.createdAt, o.uuid, cursor)))
    .orderBy(desc(o.createdAt), desc(o.uuid))
    .limit(size + 1);
  const names = await recipientNames(
    ctx.db,
    page.uuid,
    rows.map((r) => r.psid),
  );
  const listed = rows.map((r): OptInListed => {
    const state = stateOf(r, now);
    return {
      uuid: r.uuid,
      name: names.get(r.psid) ?? null,
      state,
      optedInAt: r.createdAt,
      expiresAt: r.tokenExpiresAt,
      // Past its expiry with no webhook saying so: it ended when the token expired.
      statusChangedAt:
        state === 'expired' && r.status === 'opted_in' ? (r.tokenExpiresAt ?? r.statusAt) : r.statusAt,
      endedReason: state === 'active' ? null : (r.endedReason ?? (state === 'expired' ? EXPIRED : null)),
    };
  });
  return { ...connectionFrom(listed, size, keyOf), count };
}
const keyOf = (r: OptInListed) => ({ createdAt: r.optedInAt, uuid: r.uuid });

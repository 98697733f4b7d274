/**
 * The store's life as a state machine (apps.rules.ts STORE_STATUS): every change is checked against
 * the table, refused with its sentence when wrong, and announced as `app.storeStatusChanged` through
 * the outbox in the same transaction. Launch, the Maintenance screen and billing all move it here.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../graphql/context.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { type Emitter, inTransaction } from '../../platform/events.ts';
import { isUuid } from '../../platform/ids.ts';
import {
  DEACTIVATED_NOTICE,
  isStoreStatus,
  LAUNCH_FIRST,
  MAINTENANCE_MESSAGE_MAX,
  MERCHANT_STORE_STATUSES,
  STORE_STATUS,
  type StoreStatus,
} from './apps.rules.ts';
import { type AppRow, apps } from './apps.tables.ts';

const statusOf = (app: AppRow): StoreStatus =>
  isStoreStatus(app.storeStatus) ? app.storeStatus : 'pending_store';

async function lockApp(tx: Tx, appUuid: string): Promise<AppRow> {
  if (!isUuid(appUuid)) throw notFound('App');
  const [app] = await tx.select().from(apps).where(eq(apps.uuid, appUuid)).for('update');
  if (!app) throw notFound('App');
  return app;
}

type Extra = Partial<Pick<AppRow, 'maintenanceMessage' | 'launchedAt' | 'status'>>;

/** One checked move inside the caller's transaction; the mirrors (maintenance, deactivated) follow. */
async function move(
  tx: Tx,
  emit: (payload: { appUuid: string; from: StoreStatus; to: StoreStatus }) => void,
  app: AppRow,
  to: StoreStatus,
  at: Date,
  extra: Extra = {},
): Promise<AppRow> {
  const from = statusOf(app);
  STORE_STATUS.assert(from, to);
  const [updated] = await tx
    .update(apps)
    .set({
      storeStatus: to,
      maintenance: to === 'maintenance',
      deactivated: to === 'deactivated',
      updatedAt: at,
      ...extra,
    })
    .where(eq(apps.uuid, app.uuid))
    .returning();
  if (!updated) throw notFound('App');
  emit({ appUuid: app.uuid, from, to });
  return updated;
}

/**
 * Moves a store to `to` (the transition function billing calls to deactivate and reactivate). A move
 * the table does not allow is a CONFLICT in plain words ("The store status cannot change from Closed to
 * Under Maintenance") and changes nothing.
 */
export function changeStoreStatus(deps: ServiceContext, appUuid: string, to: StoreStatus): Promise<AppRow> {
  return inTransaction(deps, async (tx, events) => {
    const app = await lockApp(tx, appUuid);
    return move(tx, (p) => events.emit('app.storeStatusChanged', p), app, to, deps.clock.now());
  });
}

/** Billing deactivates a store for an unpaid balance: it stops taking orders, whatever it was. */
export const deactivateStore = (deps: ServiceContext, appUuid: string): Promise<AppRow> =>
  changeStoreStatus(deps, appUuid, 'deactivated');

/** Billing reactivates a store: active again when it had launched, else back to pending. */
export function reactivateStore(deps: ServiceContext, appUuid: string): Promise<AppRow> {
  return inTransaction(deps, async (tx, events) => {
    const app = await lockApp(tx, appUuid);
    const to: StoreStatus = app.launchedAt ? 'active_store' : 'pending_store';
    return move(tx, (p) => events.emit('app.storeStatusChanged', p), app, to, deps.clock.now());
  });
}

/**
 * Billing's moves inside its own transaction (with the bill's change and its announcement): the store
 * deactivated, or reopened after a payment or a grace period. Idempotent: true when the store moved,
 * false when it already was there (or is a pending store that was never deactivated).
 */
export async function setStoreDeactivated(
  tx: Tx,
  events: Emitter,
  appUuid: string,
  deactivated: boolean,
  at: Date,
): Promise<boolean> {
  const app = await lockApp(tx, appUuid);
  if ((statusOf(app) === 'deactivated') === deactivated) return false;
  const to: StoreStatus = deactivated ? 'deactivated' : app.launchedAt ? 'active_store' : 'pending_store';
  await move(tx, (p) => events.emit('app.storeStatusChanged', p), app, to, at);
  return true;
}

/**
 * Marks a store launched: launchedAt, status Active, storeStatus active_store. Idempotent: a store that
 * already launched is returned as it is (no second event). The readiness checks (page, payment method,
 * terms) are the caller's (the launch module), made before.
 */
export function markLaunched(
  deps: ServiceContext,
  appUuid: string,
): Promise<{ app: AppRow; launched: boolean }> {
  return inTransaction(deps, async (tx, events) => {
    const app = await lockApp(tx, appUuid);
    if (app.launchedAt) return { app, launched: false };
    const now = deps.clock.now();
    const updated = await move(
      tx,
      (p) => events.emit('app.storeStatusChanged', p),
      app,
      'active_store',
      now,
      {
        launchedAt: now,
        status: 'Active',
      },
    );
    return { app: updated, launched: true };
  });
}

export interface StoreStatusInput {
  appUuid: string;
  storeStatus: string;
  maintenanceMessage?: string | null;
}

/**
 * The Maintenance screen: a merchant opens the store, puts it under maintenance with a message for
 * customers, or closes it. Launch and billing own the other statuses. Keeping the status and only
 * changing the message is allowed (it is not a move).
 */
export function updateStoreStatus(
  deps: ServiceContext,
  app: AppRow,
  input: StoreStatusInput,
): Promise<AppRow> {
  const to = input.storeStatus;
  if (!isStoreStatus(to) || !MERCHANT_STORE_STATUSES.includes(to))
    throw badInput({ storeStatus: 'Store Status has invalid value' });
  const message = input.maintenanceMessage?.trim();
  if (message !== undefined && message.length > MAINTENANCE_MESSAGE_MAX)
    throw badInput({
      maintenanceMessage: `Maintenance Message should not exceed ${MAINTENANCE_MESSAGE_MAX} characters`,
    });
  return inTransaction(deps, async (tx, events) => {
    const current = await lockApp(tx, app.uuid);
    const extra: Extra = message === undefined ? {} : { maintenanceMessage: message };
    const now = deps.clock.now();
    const from = statusOf(current);
    // Only billing lifts a deactivation, and only launch opens a store for the first time.
    if (from === 'deactivated') throw conflict(DEACTIVATED_NOTICE);
    if (from === 'pending_store' && to === 'active_store') throw conflict(LAUNCH_FIRST);
    if (from === to) {
      const [same] = await tx
        .update(apps)
        .set({ ...extra, updatedAt: now })
        .where(eq(apps.uuid, app.uuid))
        .returning();
      return same ?? current;
    }
    return move(tx, (p) => events.emit('app.storeStatusChanged', p), current, to, now, extra);
  });
}

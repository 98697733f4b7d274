import { type AnyColumn, and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  type CartSettingValues,
  cartSettingProblems,
  DEFAULT_CART_SETTING,
  DEFAULT_LATITUDE,
  DEFAULT_LONGITUDE,
  normalizeRecipient,
  normalizeShippingMethod,
  type ShippingMethodValues,
  shippingMethodProblems,
} from './store-setup.rules.ts';
import { cartSettings, type ShippingMethodRow, shippingMethods } from './store-setup.tables.ts';

type Db = Pick<ServiceContext, 'db'>;

/** What the API answers: the stored row, or the defaults (uuid null) before the first save. */
export type CartSetting = CartSettingValues & { uuid: string | null; appUuid: string };

export async function cartSettingOf(ctx: Db, appUuid: string): Promise<CartSetting> {
  const [row] = await ctx.db.select().from(cartSettings).where(eq(cartSettings.appUuid, appUuid));
  if (!row) return { uuid: null, appUuid, ...DEFAULT_CART_SETTING };
  const { updatedAt: _u, ...values } = row;
  return values;
}

/** Each app's checkout setting (or the defaults), batched per request; the caller passed the tenancy guard. */
export const cartSettingLoader = (ctx: Context) =>
  ctx.loader<string, CartSetting>('storeSetup.cartSetting', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(cartSettings)
      .where(inArray(cartSettings.appUuid, [...appUuids]));
    return appUuids.map((appUuid) => {
      const row = rows.find((r) => r.appUuid === appUuid);
      if (!row) return { uuid: null, appUuid, ...DEFAULT_CART_SETTING };
      const { updatedAt: _u, ...values } = row;
      return values;
    });
  });

export async function getCartSetting(ctx: Context, appUuid: string): Promise<CartSetting> {
  const app = await appOrThrow(ctx, appUuid);
  return cartSettingOf(ctx, app.uuid);
}

export type CartSettingPatch = { [K in keyof CartSettingValues]?: CartSettingValues[K] | null };

/** Saves the given fields over the current setting (absent or null = unchanged; "" clears the recipient). */
export async function saveCartSetting(
  ctx: ServiceContext,
  appUuid: string,
  patch: CartSettingPatch,
): Promise<CartSetting> {
  const current = await cartSettingOf(ctx, appUuid);
  const next: CartSettingValues = { ...current };
  for (const key of Object.keys(DEFAULT_CART_SETTING) as (keyof CartSettingValues)[]) {
    const value = patch[key];
    if (value !== undefined && value !== null) Object.assign(next, { [key]: value });
  }
  if (typeof patch.emailNotifRecipient === 'string')
    next.emailNotifRecipient = normalizeRecipient(patch.emailNotifRecipient);
  const problems = cartSettingProblems(next);
  if (Object.keys(problems).length) throw badInput(problems);
  const row = { ...next, uuid: current.uuid ?? newUuid(), appUuid, updatedAt: ctx.clock.now() };
  const [saved] = await ctx.db
    .insert(cartSettings)
    .values(row)
    .onConflictDoUpdate({ target: cartSettings.appUuid, set: { ...next, updatedAt: row.updatedAt } })
    .returning();
  if (!saved) throw new Error('cart setting not saved');
  const { updatedAt: _u, ...values } = saved;
  return values;
}

export async function updateCartSetting(
  ctx: Context,
  input: CartSettingPatch & { appUuid: string },
): Promise<CartSetting> {
  const { appUuid, ...patch } = input;
  const app = await appOrThrow(ctx, appUuid);
  return saveCartSetting(ctx, app.uuid, patch);
}

// --- Shipping methods ---------------------------------------------------------------------------

/**
 * A shipping method of one of the caller's apps. Another merchant's method, or none, is
 * "Shipping method not found" (never leaked); a member without the operation's role is FORBIDDEN.
 */
async function shippingMethodOrThrow(ctx: Context, uuid: string): Promise<ShippingMethodRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(shippingMethods).where(eq(shippingMethods.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Shipping method');
}

export const getShippingMethod = (ctx: Context, uuid: string) => shippingMethodOrThrow(ctx, uuid);

/** The app's shipping methods, newest first, keyset-paged on (createdAt, uuid). */
export async function listShippingMethods(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first);
  const cursor = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.appUuid, app.uuid),
        olderThan(shippingMethods.createdAt, shippingMethods.uuid, cursor),
      ),
    )
    .orderBy(desc(shippingMethods.createdAt), desc(shippingMethods.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

export type ShippingMethodPatch = { [K in keyof ShippingMethodValues]?: ShippingMethodValues[K] | null };

const NEW_METHOD: ShippingMethodValues = {
  name: '',
  kind: 'pickup',
  fee: 0,
  pickupAddress: '',
  latitude: DEFAULT_LATITUDE,
  longitude: DEFAULT_LONGITUDE,
  enabled: true,
  instructions: '',
};

/** `base`'s method fields with the given ones over them, normalized and checked. */
function merged(base: ShippingMethodValues, patch: ShippingMethodPatch): ShippingMethodValues {
  const next = { ...NEW_METHOD };
  for (const key of Object.keys(NEW_METHOD) as (keyof ShippingMethodValues)[]) {
    const value = patch[key] ?? base[key];
    Object.assign(next, { [key]: value });
  }
  const values = normalizeShippingMethod(next);
  const problems = shippingMethodProblems(values);
  if (Object.keys(problems).length) throw badInput(problems);
  return values;
}

export async function createShippingMethodFor(
  ctx: ServiceContext,
  appUuid: string,
  patch: ShippingMethodPatch,
): Promise<ShippingMethodRow> {
  const values = merged(NEW_METHOD, patch);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(shippingMethods)
    .values({ ...values, uuid: newUuid(), appUuid, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('shipping method not saved');
  return row;
}

export async function createShippingMethod(
  ctx: Context,
  input: ShippingMethodPatch & { appUuid: string },
): Promise<ShippingMethodRow> {
  const { appUuid, ...patch } = input;
  const app = await appOrThrow(ctx, appUuid);
  return createShippingMethodFor(ctx, app.uuid, patch);
}

export async function updateShippingMethod(
  ctx: Context,
  input: ShippingMethodPatch & { uuid: string },
): Promise<ShippingMethodRow> {
  const { uuid, ...patch } = input;
  const current = await shippingMethodOrThrow(ctx, uuid);
  const values = merged(current, patch);
  const [row] = await ctx.db
    .update(shippingMethods)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(shippingMethods.uuid, current.uuid))
    .returning();
  if (!row) throw notFound('Shipping method');
  return row;
}

export async function deleteShippingMethod(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const current = await shippingMethodOrThrow(ctx, uuid);
  await ctx.db.delete(shippingMethods).where(eq(shippingMethods.uuid, current.uuid));
  return { uuid: current.uuid };
}

/** An enabled shipping method of the app (what a checkout may choose), or null. */
export async function enabledShippingMethod(
  ctx: Db,
  appUuid: string,
  uuid: string,
): Promise<ShippingMethodRow | null> {
  if (!isUuid(uuid)) return null;
  const [row] = await ctx.db
    .select()
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.uuid, uuid),
        eq(shippingMethods.appUuid, appUuid),
        eq(shippingMethods.enabled, true),
      ),
    );
  return row ?? null;
}

/** The enabled shipping methods, oldest first (the order the merchant added them). */
export const enabledShippingMethods = (ctx: Db, appUuid: string): Promise<ShippingMethodRow[]> =>
  ctx.db
    .select()
    .from(shippingMethods)
    .where(and(eq(shippingMethods.appUuid, appUuid), eq(shippingMethods.enabled, true)))
    .orderBy(asc(shippingMethods.createdAt), asc(shippingMethods.uuid));

/**
 * The checkout setting's expiration in minutes of the app in `appUuid` (a column of the caller's query),
 * as SQL: `fallback` when the app has no setting saved. For jobs that pick the orders due in one query.
 */
export function expirationMinutesSql(appUuid: AnyColumn, fallback: number): SQL<number> {
  return sql<number>`coalesce((select case ${cartSettings.expirationDateType}
    when 'minutes' then ${cartSettings.expiration}
    when 'hours' then ${cartSettings.expiration} * 60
    else ${cartSettings.expiration} * 1440 end
    from ${cartSettings} where ${cartSettings.appUuid} = ${appUuid}), ${fallback})`;
}

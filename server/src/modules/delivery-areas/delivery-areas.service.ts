import { and, desc, eq } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  type AddressCodes,
  type AreaInput,
  areaFor,
  areaProblems,
  DELIVERY_AREAS_PAGE_SIZE,
  normalizeCoverage,
  reaches,
} from './delivery-areas.rules.ts';
import { type DeliveryAreaRow, deliveryAreas } from './delivery-areas.tables.ts';
import { type PsgcPlace, psgcChildren, psgcPlace } from './psgc/psgc.ts';

export interface DeliveryAreaInput extends AreaInput {
  enabled?: boolean | null;
}

const isKnownCode = (code: string) => psgcPlace(code) !== null;

function validOrThrow(input: DeliveryAreaInput) {
  const problems = areaProblems(input, isKnownCode);
  if (Object.keys(problems).length) throw badInput(problems);
  return {
    name: input.name.trim(),
    coverage: normalizeCoverage(input.coverage),
    deliveryFee: input.deliveryFee,
    leadTimeMinDays: input.leadTimeMinDays,
    leadTimeMaxDays: input.leadTimeMaxDays,
  };
}

/** An app's delivery areas, newest first, keyset-paged on (createdAt, uuid). Any member may read. */
export async function listDeliveryAreas(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, DELIVERY_AREAS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(deliveryAreas)
    .where(
      and(
        eq(deliveryAreas.appUuid, app.uuid),
        olderThan(deliveryAreas.createdAt, deliveryAreas.uuid, cursor),
      ),
    )
    .orderBy(desc(deliveryAreas.createdAt), desc(deliveryAreas.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** One area, for members of its app only: another merchant's area is "not found", never leaked. */
export async function deliveryAreaOrThrow(ctx: Context, uuid: string): Promise<DeliveryAreaRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(deliveryAreas).where(eq(deliveryAreas.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Delivery area');
}

export async function createDeliveryArea(
  ctx: Context,
  input: DeliveryAreaInput & { appUuid: string },
): Promise<DeliveryAreaRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  return insertDeliveryArea(ctx, app.uuid, input);
}

/** Validates and stores an area of an app already resolved by the caller (the guard, or the seed). */
export async function insertDeliveryArea(
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  appUuid: string,
  input: DeliveryAreaInput,
): Promise<DeliveryAreaRow> {
  const values = validOrThrow(input);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(deliveryAreas)
    .values({
      uuid: newUuid(),
      appUuid,
      ...values,
      enabled: input.enabled ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('delivery area insert returned nothing');
  return row;
}

export async function updateDeliveryArea(
  ctx: Context,
  input: DeliveryAreaInput & { uuid: string },
): Promise<DeliveryAreaRow> {
  const area = await deliveryAreaOrThrow(ctx, input.uuid);
  const values = validOrThrow(input);
  const [row] = await ctx.db
    .update(deliveryAreas)
    .set({ ...values, enabled: input.enabled ?? area.enabled, updatedAt: ctx.clock.now() })
    .where(eq(deliveryAreas.uuid, area.uuid))
    .returning();
  if (!row) throw notFound('Delivery area');
  return row;
}

export async function deleteDeliveryArea(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const area = await deliveryAreaOrThrow(ctx, uuid);
  await ctx.db.delete(deliveryAreas).where(eq(deliveryAreas.uuid, area.uuid));
  return { uuid: area.uuid };
}

/**
 * For the checkout (a later issue): the enabled area that serves an address, or null when the store
 * does not deliver there. No tenancy check: the caller has already resolved the store.
 */
export async function deliveryAreaForAddress(
  ctx: Pick<ServiceContext, 'db'>,
  appUuid: string,
  address: AddressCodes,
): Promise<DeliveryAreaRow | null> {
  return areaFor(await enabledAreas(ctx, appUuid), address);
}

/**
 * The places one level under `parentCode` (the regions when null) that the app's enabled delivery
 * areas reach: what a shopper's address picker offers, so a store delivering to Metro Manila only
 * offers Metro Manila, not every region.
 */
export async function deliveryPlaces(
  ctx: Pick<ServiceContext, 'db'>,
  appUuid: string,
  parentCode: string | null,
): Promise<PsgcPlace[]> {
  const coverage = (await enabledAreas(ctx, appUuid)).flatMap((area) => area.coverage);
  return psgcChildren(parentCode).filter((place) => reaches(coverage, place.code));
}

function enabledAreas(ctx: Pick<ServiceContext, 'db'>, appUuid: string): Promise<DeliveryAreaRow[]> {
  return ctx.db
    .select()
    .from(deliveryAreas)
    .where(and(eq(deliveryAreas.appUuid, appUuid), eq(deliveryAreas.enabled, true)))
    .orderBy(deliveryAreas.createdAt, deliveryAreas.uuid);
}

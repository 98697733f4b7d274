import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or } from 'drizzle-orm';
import type { Metadata } from 'sharp';
import type { Context, ContextBase } from '../../graphql/context.ts';
import type { Storage } from '../../integrations/storage/storage.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput } from '../../platform/errors.ts';
import type { Emitter } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { fileSizeBytes } from '../../platform/plans.ts';
import { appOrThrow } from '../apps/index.ts';
import { deleteStoredFiles } from './listeners/delete-files.ts';
import {
  KEPT_KINDS,
  MAIN_LONG_SIDE,
  MAX_PHOTO_PIXELS,
  MAX_PHOTOS_PER_PRODUCT,
  PHOTO_NAME,
  PHOTO_NOT_FOUND,
  type PhotoKind,
  photoKeys,
  photoUploadProblem,
  pixelsMessage,
  STORED_TYPE,
  THUMBNAIL_LONG_SIDE,
  TOO_MANY_PHOTOS,
  typeMessage,
  UNATTACHED_TTL_MS,
  uniqueInOrder,
} from './photos.rules.ts';
import { type PhotoRow, photos } from './photos.tables.ts';

interface Rendered {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an upload as WebP: the main image at most 1600 px on its long side and a 320 px
 * thumbnail, turned upright by its EXIF orientation and stripped of all metadata (EXIF, GPS, ICC
 * beyond sRGB). Only the first frame of an animated GIF or WebP is kept. Bytes that sharp cannot
 * decode are "not an image", whatever their first bytes claimed.
 */
async function renderPhoto(bytes: Buffer, name: string): Promise<{ main: Rendered; thumbnail: Rendered }> {
  // Loaded with the first photo, not with the server (its native library is part of a cold start).
  const { default: sharp } = await import('sharp');
  const notAnImage = () => badInput({ photo: typeMessage(name) });
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage();
  }
  if (!meta.width || !meta.height) throw notAnImage();
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw badInput({ photo: pixelsMessage(name) });
  const encode = async (input: Buffer, longSide: number, quality: number): Promise<Rendered> => {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    const main = await encode(bytes, MAIN_LONG_SIDE, 82);
    // From the (already upright, smaller) main image: one full decode per upload, not two.
    const thumbnail = await encode(main.data, THUMBNAIL_LONG_SIDE, 75);
    return { main, thumbnail };
  } catch {
    throw notAnImage();
  }
}

/**
 * Stores an uploaded photo for an app, unattached until a product is saved with it. The bytes are
 * checked by size and by content (never by file name or Content-Type) and re-encoded; the original is
 * not kept. Owners, admins and store managers only; another merchant's app is "App not found".
 */
export async function storePhoto(
  ctx: Context,
  appUuid: string,
  bytes: Buffer,
  fileName?: string,
): Promise<PhotoRow> {
  const app = await appOrThrow(ctx, appUuid);
  // The store's plan sets the file size limit (the upload route refused past it already).
  const maxBytes = fileSizeBytes(await ctx.limits.planOf(ctx.db, app.uuid));
  return storeImage(ctx, { appUuid: app.uuid, kind: 'product', name: PHOTO_NAME, maxBytes }, bytes, fileName);
}

/**
 * Checks, re-encodes and stores an image for an app the caller already checked, unattached. `name`
 * words its messages ("Deposit slip should be less than 5MB").
 */
export async function storeImage(
  ctx: Pick<Context, 'db' | 'clock' | 'storage' | 'log'>,
  image: { appUuid: string; kind: PhotoKind; name: string; maxBytes?: number },
  bytes: Buffer,
  fileName?: string,
): Promise<PhotoRow> {
  const problem = photoUploadProblem(bytes, image.name, image.maxBytes);
  if (problem) throw badInput({ photo: problem });
  const { main, thumbnail } = await renderPhoto(bytes, image.name);
  const uuid = newUuid();
  const app = { uuid: image.appUuid };
  const { key, thumbnailKey } = photoKeys(app.uuid, uuid, image.kind);
  try {
    await ctx.storage.put(key, main.data, STORED_TYPE);
    await ctx.storage.put(thumbnailKey, thumbnail.data, STORED_TYPE);
    const [row] = await ctx.db
      .insert(photos)
      .values({
        uuid,
        appUuid: app.uuid,
        kind: image.kind,
        key,
        thumbnailKey,
        contentType: STORED_TYPE,
        bytes: main.data.length,
        width: main.width,
        height: main.height,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('photo insert returned nothing');
    ctx.log.debug({ photoUuid: uuid, kind: image.kind, fileName, bytes: bytes.length }, 'image stored');
    return row;
  } catch (err) {
    await deleteStoredFiles(ctx.storage, [key, thumbnailKey], ctx.log);
    throw err;
  }
}

/**
 * Sets a product's photos to `photoUuids`, in that order (position 0 is the cover). Each must be a
 * photo of the app that is unattached or already this product's; anything else (another app's, another
 * product's, unknown) is "Photo not found" and nothing changes. The product's photos left out are
 * deleted, and their files after the commit (the 'photos.removed' event). Run it inside the product's
 * transaction: `inTransaction(ctx, (tx, events) => attachPhotos(tx, events, ...))`.
 */
export async function attachPhotos(
  tx: Db | Tx,
  events: Emitter,
  appUuid: string,
  productUuid: string,
  photoUuids: readonly string[],
): Promise<PhotoRow[]> {
  const wanted = uniqueInOrder(photoUuids);
  if (wanted.length > MAX_PHOTOS_PER_PRODUCT) throw badInput({ photoUuids: TOO_MANY_PHOTOS });
  if (!wanted.every(isUuid)) throw badInput({ photoUuids: PHOTO_NOT_FOUND });
  // Locked, so the sweep of stale unattached photos cannot delete one while it is being attached.
  const candidates = await tx
    .select()
    .from(photos)
    .where(
      and(
        eq(photos.appUuid, appUuid),
        eq(photos.kind, 'product'),
        or(
          eq(photos.productUuid, productUuid),
          wanted.length ? and(inArray(photos.uuid, wanted), isNull(photos.productUuid)) : undefined,
        ),
      ),
    )
    .for('update');
  const byUuid = new Map(candidates.map((row) => [row.uuid, row]));
  const attached: PhotoRow[] = [];
  for (const [position, uuid] of wanted.entries()) {
    const row = byUuid.get(uuid);
    if (!row) throw badInput({ photoUuids: PHOTO_NOT_FOUND });
    attached.push({ ...row, productUuid, position });
  }
  const dropped = candidates.filter((row) => row.productUuid === productUuid && !wanted.includes(row.uuid));
  if (dropped.length) {
    await tx.delete(photos).where(
      inArray(
        photos.uuid,
        dropped.map((row) => row.uuid),
      ),
    );
    events.emit('photos.removed', { keys: dropped.flatMap((row) => [row.key, row.thumbnailKey]) });
  }
  for (const row of attached) {
    const before = byUuid.get(row.uuid);
    if (before?.productUuid === productUuid && before.position === row.position) continue;
    await tx.update(photos).set({ productUuid, position: row.position }).where(eq(photos.uuid, row.uuid));
  }
  return attached;
}

/** Before deleting a product: its photos go (rows now, files after the commit). */
export const deleteProductPhotos = (tx: Db | Tx, events: Emitter, appUuid: string, productUuid: string) =>
  attachPhotos(tx, events, appUuid, productUuid, []);

/** Each product's photos in order, batched per request; the caller already passed the tenancy guard. */
export const photosLoader = (ctx: Context) =>
  ctx.loader<string, PhotoRow[]>('photos.byProduct', async (productUuids) => {
    const rows = await ctx.db
      .select()
      .from(photos)
      .where(inArray(photos.productUuid, [...productUuids]))
      .orderBy(asc(photos.position), asc(photos.createdAt));
    return productUuids.map((uuid) => rows.filter((row) => row.productUuid === uuid));
  });

/**
 * Attaches an uploaded image of the app that is still unattached (no product, no order) to an order, in
 * the order's transaction (a customer's deposit slip). False when there is no such image.
 */
export async function attachToOrder(
  tx: Db | Tx,
  input: { appUuid: string; orderUuid: string; photoUuid: string; kind: PhotoKind },
): Promise<boolean> {
  const [row] = isUuid(input.photoUuid)
    ? await tx
        .update(photos)
        .set({ orderUuid: input.orderUuid })
        .where(
          and(
            eq(photos.uuid, input.photoUuid),
            eq(photos.appUuid, input.appUuid),
            eq(photos.kind, input.kind),
            isNull(photos.orderUuid),
            isNull(photos.productUuid),
          ),
        )
        .returning({ uuid: photos.uuid })
    : [];
  return row !== undefined;
}

/** Each order's latest image of a kind (the deposit slip the merchant is to check), batched per request. */
export const latestOrderPhotoLoader = (ctx: Context, kind: PhotoKind) =>
  ctx.loader<string, PhotoRow | null>(`photos.latestOfOrder:${kind}`, async (orderUuids) => {
    const rows = await ctx.db
      .select()
      .from(photos)
      .where(and(inArray(photos.orderUuid, [...orderUuids]), eq(photos.kind, kind)))
      .orderBy(desc(photos.createdAt));
    return orderUuids.map((uuid) => rows.find((row) => row.orderUuid === uuid) ?? null);
  });

/** The URLs the browser uses for a photo and its thumbnail. */
export const photoUrls = (ctx: { storage: Storage }, row: Pick<PhotoRow, 'key' | 'thumbnailKey'>) => ({
  url: ctx.storage.url(row.key),
  thumbnailUrl: ctx.storage.url(row.thumbnailKey),
});

const SWEEP_BATCH = 100;

/**
 * Deletes images uploaded more than a day ago and never saved with a product or an order, and their files.
 * Claimed with SKIP LOCKED, so N processes never sweep one photo twice. Returns how many went.
 */
export async function sweepStalePhotos(deps: Pick<ContextBase, 'db' | 'clock' | 'storage' | 'log'>) {
  const cutoff = new Date(deps.clock.now().getTime() - UNATTACHED_TTL_MS);
  let removed = 0;
  for (;;) {
    const stale = deps.db
      .select({ uuid: photos.uuid })
      .from(photos)
      .where(
        and(
          isNull(photos.productUuid),
          isNull(photos.orderUuid),
          notInArray(photos.kind, [...KEPT_KINDS]),
          lt(photos.createdAt, cutoff),
        ),
      )
      .orderBy(asc(photos.createdAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const rows = await deps.db
      .delete(photos)
      .where(
        and(
          inArray(photos.uuid, stale),
          isNull(photos.productUuid),
          isNull(photos.orderUuid),
          notInArray(photos.kind, [...KEPT_KINDS]),
        ),
      )
      .returning({ key: photos.key, thumbnailKey: photos.thumbnailKey });
    await deleteStoredFiles(
      deps.storage,
      rows.flatMap((row) => [row.key, row.thumbnailKey]),
      deps.log,
    );
    removed += rows.length;
    if (rows.length < SWEEP_BATCH) return removed;
  }
}

/**
 * Keeps an uploaded, unattached photo of the app as a payment account's QR code (Payment Manager), so
 * the sweep leaves it; "Photo not found" for anything else. Run it in the account's transaction.
 */
export async function claimQrPhoto(tx: Db | Tx, appUuid: string, photoUuid: string): Promise<PhotoRow> {
  if (!isUuid(photoUuid)) throw badInput({ qrPhotoUuid: PHOTO_NOT_FOUND });
  const [row] = await tx
    .update(photos)
    .set({ kind: 'payment_qr' })
    .where(
      and(
        eq(photos.uuid, photoUuid),
        eq(photos.appUuid, appUuid),
        isNull(photos.productUuid),
        isNull(photos.orderUuid),
        or(eq(photos.kind, 'product'), eq(photos.kind, 'payment_qr')),
      ),
    )
    .returning();
  if (!row) throw badInput({ qrPhotoUuid: PHOTO_NOT_FOUND });
  return row;
}

/**
 * Keeps an uploaded, unattached image of the app as a record's own (a bill's deposit slip, a KYC
 * document), so the sweep leaves it; null for anything else. An image already kept as that kind may
 * be claimed again (a resubmitted form). Run it in the record's transaction.
 */
export async function claimKeptPhoto(
  tx: Db | Tx,
  appUuid: string,
  photoUuid: string,
  kind: 'billing_slip' | 'kyc_document',
) {
  if (!isUuid(photoUuid)) return null;
  const [row] = await tx
    .update(photos)
    .set({ kind })
    .where(
      and(
        eq(photos.uuid, photoUuid),
        eq(photos.appUuid, appUuid),
        isNull(photos.productUuid),
        isNull(photos.orderUuid),
        or(eq(photos.kind, 'product'), eq(photos.kind, kind)),
      ),
    )
    .returning();
  return row ?? null;
}

/** A QR code no longer used: its row now, its files after the commit. */
export async function dropQrPhoto(tx: Db | Tx, events: Emitter, appUuid: string, photoUuid: string) {
  const rows = await tx
    .delete(photos)
    .where(and(eq(photos.uuid, photoUuid), eq(photos.appUuid, appUuid), eq(photos.kind, 'payment_qr')))
    .returning();
  if (rows.length)
    events.emit('photos.removed', { keys: rows.flatMap((row) => [row.key, row.thumbnailKey]) });
}

/** Photos by uuid (QR codes of payment accounts), batched per request. */
export const photoByUuidLoader = (ctx: Context) =>
  ctx.loader<string, PhotoRow | null>('photoByUuid', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(photos)
      .where(inArray(photos.uuid, [...uuids]));
    const byUuid = new Map(rows.map((row) => [row.uuid, row]));
    return uuids.map((uuid) => byUuid.get(uuid) ?? null);
  });

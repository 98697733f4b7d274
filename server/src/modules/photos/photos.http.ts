import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSafeKey, type Storage, UPLOADS_PATH } from '../../integrations/storage/storage.port.ts';
import { sendJson } from '../../platform/http.ts';
import { fileSizeBytes, limitMessage, MAX_FILE_BYTES } from '../../platform/plans.ts';
import type { Upload } from '../../platform/upload.ts';
import { appOrThrow } from '../apps/index.ts';
import { PHOTO_TOO_LARGE } from './photos.rules.ts';
import { photoUrls, storePhoto } from './photos.service.ts';
import type { PhotoRow } from './photos.tables.ts';

/** POST the raw image bytes here (not multipart), `?appUuid=…`, with the session's bearer token. */
export const PHOTO_UPLOAD_PATH = '/uploads/photos';

/** What an upload answers (201): the stored photo and the URLs the browser uses. */
export interface UploadedPhoto {
  uuid: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

export const uploadedPhoto = (ctx: { storage: Storage }, row: PhotoRow): UploadedPhoto => ({
  uuid: row.uuid,
  ...photoUrls(ctx, row),
  width: row.width,
  height: row.height,
  bytes: row.bytes,
  contentType: row.contentType,
});

/**
 * POST /uploads/photos?appUuid=…: tenancy first, then the store's plan's file size limit (5MB on the
 * free plan; the refusal names the plan that lifts it), then the content check.
 */
export const photoUpload: Upload<UploadedPhoto> = {
  permission: 'photoUpload',
  maxBytes: MAX_FILE_BYTES,
  tooLarge: PHOTO_TOO_LARGE,
  status: 201,
  async authorize(ctx, params) {
    await appOrThrow(ctx, params.get('appUuid') ?? '');
  },
  async limitFor(ctx, params) {
    const plan = await ctx.limits.planOf(ctx.db, params.get('appUuid') ?? '');
    return { maxBytes: fileSizeBytes(plan), tooLarge: limitMessage(plan, 'fileSizeLimit') };
  },
  async accept(ctx, bytes, params, fileName) {
    return uploadedPhoto(ctx, await storePhoto(ctx, params.get('appUuid') ?? '', bytes, fileName));
  },
};

/**
 * GET /uploads/{key}: a stored image, for the local adapter (and S3 without a public URL). Keys are
 * never rewritten (each upload gets a new uuid), so browsers may cache them for a year. Only images
 * are served, with nosniff, so a stored file can never be taken for a page or a script.
 */
export async function serveUpload(
  storage: Storage,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  let key = '';
  try {
    key = decodeURIComponent(pathname.slice(UPLOADS_PATH.length));
  } catch {
    key = '';
  }
  const object = isSafeKey(key) ? await storage.get(key) : null;
  if (!object?.contentType.startsWith('image/')) {
    sendJson(res, 404, { error: 'Not found' }, { 'cache-control': 'no-store' });
    return;
  }
  res.writeHead(200, {
    'content-type': object.contentType,
    'content-length': String(object.bytes.length),
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  });
  res.end(req.method === 'HEAD' ? undefined : object.bytes);
}

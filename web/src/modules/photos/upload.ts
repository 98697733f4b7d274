import { consoleUploadAuth } from '../../app/apollo';
import { uploadFile } from '../../lib/upload';
import { fileSize } from '../../lib/validation';

/*
 * Product photos go to the server as the raw file (POST /uploads/photos), not through GraphQL. The
 * browser checks size and type first with the server's own messages; the server checks again by
 * content and re-encodes (it is the one that decides).
 */

/** Larger than this is refused, here and on the server. */
export const MAX_PHOTO_BYTES = 5_000_000;
export const PHOTO_TOO_LARGE = 'Photo should be less than 5MB';
export const PHOTO_TYPE_MESSAGE = 'Photo should be a JPG, PNG, WebP or GIF image';
export const UPLOAD_NETWORK_ERROR = 'The photo could not be uploaded. Check your connection and try again.';
export const SESSION_EXPIRED = 'Your session has expired. Sign in again to add photos.';
/** For the file picker (a hint only: the bytes are what count). */
export const ACCEPTED_PHOTO_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

/** What a product keeps of a photo. */
export interface Photo {
  uuid: string;
  url: string;
  thumbnailUrl: string;
}

/** The server's answer to an upload (201). */
export interface UploadedPhoto extends Photo {
  width: number;
  height: number;
  bytes: number;
  contentType: string;
}

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/** The image type by its first bytes (the same check as the server's); null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  // Older engines (and some test DOMs) lack Blob.arrayBuffer.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

/**
 * Why a picked file cannot be a photo (size first, then its content), or null when it may be uploaded.
 * `maxBytes` is the store's plan's file size limit (5MB on the free plan, the default).
 */
export async function photoFileProblem(file: Blob, maxBytes = MAX_PHOTO_BYTES): Promise<string | null> {
  if (file.size > maxBytes) return fileSize('Photo', maxBytes);
  return sniffPhotoType(await headOf(file, 12)) ? null : PHOTO_TYPE_MESSAGE;
}

/** An upload the server refused, or that never arrived. */
export { UploadError as PhotoUploadError } from '../../lib/upload';

/** Uploads one photo; `onProgress` gets the fraction sent, 0..1. Resolves with the stored photo. */
export const uploadPhoto = (
  appUuid: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedPhoto> =>
  uploadFile<UploadedPhoto>(`/uploads/photos?appUuid=${encodeURIComponent(appUuid)}`, file, {
    ...consoleUploadAuth(),
    onProgress,
    signal,
    sessionExpired: SESSION_EXPIRED,
    networkError: UPLOAD_NETWORK_ERROR,
  });

/** Photo rules as data and pure functions: the size limit, content sniffing, the stored sizes. */

/**
 * What an image is for: a product's photo, a customer's deposit slip for an order, the QR code of
 * one of the store's bank or e-wallet accounts (Payment Manager), or the merchant's deposit slip for
 * a Suki bill (billing), or a document of the store's KYC verification.
 */
export type PhotoKind = 'product' | 'deposit_slip' | 'payment_qr' | 'billing_slip' | 'kyc_document';

/** Kinds kept by another record than a product or an order (the sweep leaves them). */
export const KEPT_KINDS: readonly PhotoKind[] = ['payment_qr', 'billing_slip', 'kyc_document'];

/** Larger than this is refused (issue 6): "Photo should be less than 5MB". */
export const MAX_PHOTO_BYTES = 5_000_000;
export const PHOTO_NAME = 'Photo';
export const tooLargeMessage = (name: string = PHOTO_NAME, maxBytes = MAX_PHOTO_BYTES): string =>
  `${name} should be less than ${maxBytes / 1_000_000}MB`;
export const PHOTO_TOO_LARGE = tooLargeMessage();
export const typeMessage = (name: string = PHOTO_NAME): string =>
  `${name} should be a JPG, PNG, WebP or GIF image`;
export const PHOTO_TYPE_MESSAGE = typeMessage();
/** Decoding bigger images costs more memory than a product photo is worth (a 48 MP phone photo fits). */
export const MAX_PHOTO_PIXELS = 100_000_000;
export const pixelsMessage = (name: string = PHOTO_NAME): string =>
  `${name} should be at most 100 megapixels`;
export const PHOTO_PIXELS_MESSAGE = pixelsMessage();
export const PHOTO_NOT_FOUND = 'Photo not found';
export const MAX_PHOTOS_PER_PRODUCT = 10;
export const TOO_MANY_PHOTOS = `A product can have at most ${MAX_PHOTOS_PER_PRODUCT} photos`;

/** Stored sizes: the long side of the main image and of the thumbnail, both WebP. */
export const MAIN_LONG_SIDE = 1600;
export const THUMBNAIL_LONG_SIDE = 320;
export const STORED_TYPE = 'image/webp';

/** Uploaded but never saved with a product: swept (with their files) after a day. */
export const UNATTACHED_TTL_MS = 24 * 60 * 60 * 1000;

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type by its magic bytes — the Content-Type header and the file name are not trusted.
 * null for anything that is not a JPEG, PNG, WebP or GIF.
 */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  return null;
}

/** The first problem with an upload before decoding it: its size (5MB unless the plan allows more), then its type. */
export function photoUploadProblem(
  bytes: Uint8Array,
  name: string = PHOTO_NAME,
  maxBytes = MAX_PHOTO_BYTES,
): string | null {
  if (bytes.length > maxBytes) return tooLargeMessage(name, maxBytes);
  if (!sniffPhotoType(bytes)) return typeMessage(name);
  return null;
}

// A QR code is uploaded as a photo and kept by its payment account: its files stay under photos/.
const KEY_FOLDER: Record<PhotoKind, string> = {
  product: 'photos',
  deposit_slip: 'deposit-slips',
  payment_qr: 'photos',
  billing_slip: 'photos',
  kyc_document: 'photos',
};

/** Storage keys, generated here and nowhere else: never a user's file name or path. */
export const photoKeys = (appUuid: string, photoUuid: string, kind: PhotoKind = 'product') => ({
  key: `${KEY_FOLDER[kind]}/${appUuid}/${photoUuid}.webp`,
  thumbnailKey: `${KEY_FOLDER[kind]}/${appUuid}/${photoUuid}-thumb.webp`,
});

/** The photo uuids in the order given, each once. */
export const uniqueInOrder = (uuids: readonly string[]): string[] => [...new Set(uuids)];

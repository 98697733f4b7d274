/**
 * Deposit slips (bank transfer and e-wallet payments): a photo the shopper uploads to
 * /uploads/deposit-slips, without signing in; the checkout or the order page then sends its uuid.
 */
import type { PaymentMethod } from '../generated/graphql';
import { MAX_FILE_SIZE } from '../lib/constants';
import { uploadFile } from '../lib/upload';

/** The payment methods paid outside the store, whose deposit slip the store confirms. */
export const takesDepositSlip = (
  method: string,
): method is Extract<PaymentMethod, 'bank_transfer' | 'e_wallet'> =>
  method === 'bank_transfer' || method === 'e_wallet';

export const DEPOSIT_SLIP_INSTRUCTION =
  "Pay to the store's bank or e-wallet account, then upload a photo of your deposit slip. You can also upload it later from your order page.";

/** The server's own wording for a slip that is too large. */
export const DEPOSIT_SLIP_TOO_LARGE = 'Deposit slip should be less than 5MB';
export const DEPOSIT_SLIP_TYPE = 'Deposit slip should be a JPEG, PNG or WebP photo';
export const DEPOSIT_SLIP_NETWORK_ERROR =
  'The deposit slip did not reach the store. Check your connection and try again.';

const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Why a picked file cannot be a deposit slip, or null when it may be uploaded (the server checks again). */
export function depositSlipProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (file.size > MAX_FILE_SIZE) return DEPOSIT_SLIP_TOO_LARGE;
  // Some phones give no type for a camera photo: the server reads the bytes and decides.
  if (file.type !== '' && !PHOTO_TYPES.has(file.type)) return DEPOSIT_SLIP_TYPE;
  return null;
}

export interface UploadedDepositSlip {
  uuid: string;
  url: string;
}

/** Uploads one deposit slip (no session: the store's uuid names where it goes). */
export const uploadDepositSlip = (
  appUuid: string,
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedDepositSlip> =>
  uploadFile<UploadedDepositSlip>(`/uploads/deposit-slips?appUuid=${encodeURIComponent(appUuid)}`, file, {
    onProgress,
    signal,
    networkError: DEPOSIT_SLIP_NETWORK_ERROR,
  });

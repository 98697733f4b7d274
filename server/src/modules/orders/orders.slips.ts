/**
 * Deposit slips: the customer's photo of a bank transfer or e-wallet payment. Uploaded anonymously
 * from the storefront (rate-limited per address and store), kept unattached until the checkout or the
 * order page sends it with an order, which moves the payment status to for_confirmation; the
 * merchant then confirms the payment or asks for a new slip (for_reupload).
 */
import type { Context } from '../../graphql/context.ts';
import type { Tx } from '../../platform/db.ts';
import { badInput, conflict, notFound } from '../../platform/errors.ts';
import { callerKey } from '../../platform/rate-limit.ts';
import type { Upload } from '../../platform/upload.ts';
import { appByUuid } from '../apps/index.ts';
import {
  attachToOrder,
  latestOrderPhotoLoader,
  MAX_PHOTO_BYTES,
  photoUrls,
  storeImage,
  tooLargeMessage,
} from '../photos/index.ts';
import { SLIP_ONLY_FOR_TRANSFERS } from './orders.input.ts';
import { PAID_OUTSIDE, type PaymentStatus } from './orders.rules.ts';
import { changePaymentStatus, storeOrderOrThrow } from './orders.service.ts';
import type { OrderRow } from './orders.tables.ts';

/** POST the raw image here, `?appUuid=…`, no session: the storefront's customers are anonymous. */
export const DEPOSIT_SLIP_UPLOAD_PATH = '/uploads/deposit-slips';
export const DEPOSIT_SLIP = 'Deposit slip';
export const DEPOSIT_SLIP_NOT_FOUND = 'Deposit slip not found, please upload it again';
export const SLIP_NOT_EXPECTED = 'This order is not waiting for a deposit slip';

/** The payment statuses in which the customer may send a slip (the first one, or a new one asked for). */
export const SLIP_AWAITED: readonly PaymentStatus[] = ['pay_pending', 'for_reupload'];

export const canSendDepositSlip = (order: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>) =>
  PAID_OUTSIDE.includes(order.paymentMethod) &&
  SLIP_AWAITED.includes(order.paymentStatus) &&
  (order.status === 'pending' || order.status === 'for_delivery');

export interface UploadedSlip {
  uuid: string;
  url: string;
  thumbnailUrl: string;
}

/** POST /uploads/deposit-slips?appUuid=…: the store must exist; limited per address and store. */
export const depositSlipUpload: Upload<UploadedSlip> = {
  permission: 'depositSlipUpload',
  maxBytes: MAX_PHOTO_BYTES,
  tooLarge: tooLargeMessage(DEPOSIT_SLIP),
  status: 201,
  async authorize(ctx, params) {
    const app = await appByUuid(ctx.db, params.get('appUuid') ?? '');
    if (!app) throw notFound('Store');
    await ctx.limiter.check(callerKey('slip', ctx.remoteAddress, app.uuid), ctx.storeLimit);
  },
  async accept(ctx, bytes, params, fileName) {
    const row = await storeImage(
      ctx,
      { appUuid: params.get('appUuid') ?? '', kind: 'deposit_slip', name: DEPOSIT_SLIP },
      bytes,
      fileName,
    );
    return { uuid: row.uuid, ...photoUrls(ctx, row) };
  },
};

/** Attaches an uploaded, still unattached slip of the store to an order, inside the order's transaction. */
export async function attachDepositSlip(tx: Tx, appUuid: string, orderUuid: string, slipUuid: string) {
  const attached = await attachToOrder(tx, { appUuid, orderUuid, photoUuid: slipUuid, kind: 'deposit_slip' });
  if (!attached) throw badInput({ depositSlipUuid: DEPOSIT_SLIP_NOT_FOUND });
}

/** The customer sends a (new) deposit slip from their order page: the payment moves to for_confirmation. */
export async function sendDepositSlip(
  ctx: Context,
  args: { appUuid: string; transactionNumber: string; mobile: string; depositSlipUuid: string },
): Promise<OrderRow> {
  const order = await storeOrderOrThrow(ctx, args);
  if (!PAID_OUTSIDE.includes(order.paymentMethod))
    throw badInput({ depositSlipUuid: SLIP_ONLY_FOR_TRANSFERS });
  if (!canSendDepositSlip(order)) throw conflict(SLIP_NOT_EXPECTED);
  return changePaymentStatus(ctx, order.uuid, 'for_confirmation', (tx, locked) => {
    if (!canSendDepositSlip(locked)) throw conflict(SLIP_NOT_EXPECTED);
    return attachDepositSlip(tx, locked.appUuid, locked.uuid, args.depositSlipUuid);
  });
}

/** The URLs of the order's latest deposit slip (the one the merchant is to check); null without one. */
export const depositSlipUrls = async (ctx: Context, orderUuid: string) => {
  const row = await latestOrderPhotoLoader(ctx, 'deposit_slip').load(orderUuid);
  return row ? photoUrls(ctx, row) : null;
};

/** Payment Manager: the store's bank and e-wallet accounts customers pay to (managers edit, all read). */
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { claimQrPhoto, dropQrPhoto } from '../photos/index.ts';
import {
  ACCOUNTS_MAX,
  type PaymentAccountFields,
  type PaymentAccountKind,
  paymentAccountOf,
} from './payment-accounts.rules.ts';
import { type StorePaymentAccountRow, storePaymentAccounts } from './store-setup.tables.ts';

const ACCOUNT = 'Payment account';

/** A store's accounts, oldest first (no tenancy guard: the storefront shows them to its customers). */
export function paymentAccountsOf(db: Db | Tx, appUuid: string): Promise<StorePaymentAccountRow[]> {
  return db
    .select()
    .from(storePaymentAccounts)
    .where(eq(storePaymentAccounts.appUuid, appUuid))
    .orderBy(asc(storePaymentAccounts.createdAt), asc(storePaymentAccounts.uuid));
}

/** The kinds of account a store has (the checkout offers transfers and e-wallets by them). */
export async function paymentAccountKindsOf(db: Db | Tx, appUuid: string): Promise<PaymentAccountKind[]> {
  const rows = await db
    .selectDistinct({ kind: storePaymentAccounts.kind })
    .from(storePaymentAccounts)
    .where(eq(storePaymentAccounts.appUuid, appUuid));
  return rows.map((r) => r.kind);
}

/** Each store's accounts, batched per request (the storefront). */
export const paymentAccountsLoader = (ctx: Context) =>
  ctx.loader<string, StorePaymentAccountRow[]>('store.paymentAccounts', async (appUuids) => {
    const rows = await ctx.db
      .select()
      .from(storePaymentAccounts)
      .where(inArray(storePaymentAccounts.appUuid, [...appUuids]))
      .orderBy(asc(storePaymentAccounts.createdAt), asc(storePaymentAccounts.uuid));
    return appUuids.map((u) => rows.filter((r) => r.appUuid === u));
  });

export async function listPaymentAccounts(ctx: Context, appUuid: string) {
  const app = await appOrThrow(ctx, appUuid);
  return paymentAccountsOf(ctx.db, app.uuid);
}

async function accountOrThrow(ctx: Context, uuid: string): Promise<StorePaymentAccountRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(storePaymentAccounts).where(eq(storePaymentAccounts.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, ACCOUNT);
}

function clean(input: PaymentAccountFields) {
  const verdict = paymentAccountOf(input);
  if (!verdict.ok) throw badInput(verdict.problems);
  return verdict.value;
}

export interface PaymentAccountInput extends PaymentAccountFields {
  qrPhotoUuid?: string | null;
}

export async function createPaymentAccount(ctx: Context, input: PaymentAccountInput & { appUuid: string }) {
  const app = await appOrThrow(ctx, input.appUuid);
  const value = clean(input);
  return inTransaction(ctx, async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(storePaymentAccounts)
      .where(eq(storePaymentAccounts.appUuid, app.uuid));
    if (n >= ACCOUNTS_MAX)
      throw badInput({ kind: `A store can have at most ${ACCOUNTS_MAX} payment accounts` });
    const qr = input.qrPhotoUuid ? await claimQrPhoto(tx, app.uuid, input.qrPhotoUuid) : null;
    const [row] = await tx
      .insert(storePaymentAccounts)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        ...value,
        qrPhotoUuid: qr?.uuid ?? null,
        createdAt: ctx.clock.now(),
      })
      .returning();
    if (!row) throw new Error('payment account insert returned nothing');
    return row;
  });
}

export async function updatePaymentAccount(ctx: Context, input: PaymentAccountInput & { uuid: string }) {
  const account = await accountOrThrow(ctx, input.uuid);
  const value = clean(input);
  return inTransaction(ctx, async (tx, events) => {
    const wanted = input.qrPhotoUuid ?? null;
    if (wanted && wanted !== account.qrPhotoUuid) await claimQrPhoto(tx, account.appUuid, wanted);
    if (account.qrPhotoUuid && account.qrPhotoUuid !== wanted)
      await dropQrPhoto(tx, events, account.appUuid, account.qrPhotoUuid);
    const [row] = await tx
      .update(storePaymentAccounts)
      .set({ ...value, qrPhotoUuid: wanted })
      .where(eq(storePaymentAccounts.uuid, account.uuid))
      .returning();
    if (!row) throw notFound(ACCOUNT);
    return row;
  });
}

export async function deletePaymentAccount(ctx: Context, uuid: string) {
  const account = await accountOrThrow(ctx, uuid);
  return inTransaction(ctx, async (tx, events) => {
    await tx
      .delete(storePaymentAccounts)
      .where(
        and(eq(storePaymentAccounts.uuid, account.uuid), eq(storePaymentAccounts.appUuid, account.appUuid)),
      );
    if (account.qrPhotoUuid) await dropQrPhoto(tx, events, account.appUuid, account.qrPhotoUuid);
    return account;
  });
}

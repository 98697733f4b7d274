import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import {
  CHANNELS,
  type PaymentMethodType,
  PaymentProviderError,
  type ProviderPaymentMethod,
} from '../../integrations/payments/payments.port.ts';
import type { Db, Tx } from '../../platform/db.ts';
import { AppError, badInput, conflict } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import {
  type BillingAddressValues,
  billingAddressProblems,
  type CustomerForm,
  customerFormProblems,
  normalizeCustomerForm,
  PAYMENT_METHOD_STATUS,
  type PaymentMethodStatus,
} from './billing.rules.ts';
import {
  type BillingAddressRow,
  billingAddresses,
  type PaymentCustomerRow,
  type PaymentMethodRow,
  paymentCustomers,
  paymentMethods,
} from './billing.tables.ts';

export const NO_CUSTOMER = 'Please add your billing details before adding a payment method';
export const NOT_ACTIVE_DEFAULT = 'Only an active payment method can be the default';
export const CUSTOMER_EXISTS = 'Billing details already exist for this store';
const PROVIDER_DOWN = 'The payment provider could not be reached. Please try again in a few minutes';

export type PaymentMethodWithAddress = PaymentMethodRow & { billingAddress: BillingAddressRow | null };
export type PaymentCustomer = PaymentCustomerRow & {
  hasDefaultPaymentMethod: boolean;
  activePaymentMethods: number;
};

/** The provider's refusal as a user-facing answer (never its raw error for an outage). */
function providerFailure(err: unknown): never {
  if (err instanceof PaymentProviderError) {
    if (err.transient) throw new AppError(PROVIDER_DOWN, 'UPSTREAM_ERROR');
    throw new AppError(err.message, 'BAD_USER_INPUT');
  }
  throw err;
}

export async function customerOf(db: Db | Tx, appUuid: string): Promise<PaymentCustomerRow | null> {
  const [row] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.appUuid, appUuid));
  return row ?? null;
}

async function withCounts(db: Db | Tx, row: PaymentCustomerRow): Promise<PaymentCustomer> {
  const [counts] = await db
    .select({
      active: sql<number>`count(*) filter (where ${paymentMethods.status} = 'ACTIVE')`.mapWith(Number),
      defaults: sql<number>`count(*) filter (where ${paymentMethods.isDefault})`.mapWith(Number),
    })
    .from(paymentMethods)
    .where(eq(paymentMethods.appUuid, row.appUuid));
  return {
    ...row,
    activePaymentMethods: counts?.active ?? 0,
    hasDefaultPaymentMethod: (counts?.defaults ?? 0) > 0,
  };
}

/** customerDetails(appUuid): the app's payment customer, or null before the billing customer form. */
export async function customerDetails(ctx: Context, appUuid: string): Promise<PaymentCustomer | null> {
  const app = await appOrThrow(ctx, appUuid);
  const row = await customerOf(ctx.db, app.uuid);
  return row ? withCounts(ctx.db, row) : null;
}

export type CustomerInput = CustomerForm & {
  appUuid: string;
  dateOfBirth?: string | null;
  placeOfBirth?: string | null;
};

/** Creates the app's customer at the provider (reference id = the app's uuid) and keeps it. */
export async function createBillingCustomer(ctx: Context, input: CustomerInput): Promise<PaymentCustomer> {
  const app = await appOrThrow(ctx, input.appUuid);
  const problems = customerFormProblems(input);
  if (Object.keys(problems).length) throw badInput(problems);
  if (await customerOf(ctx.db, app.uuid)) throw conflict(CUSTOMER_EXISTS);
  const form = normalizeCustomerForm(input);
  const customer = await ctx.payments
    .createCustomer({
      referenceId: app.uuid,
      ...form,
      dateOfBirth: input.dateOfBirth ?? null,
      placeOfBirth: input.placeOfBirth ?? null,
      // One customer per app: a retry after a lost answer gets the same customer back.
      idempotencyKey: `customer-${app.uuid}`,
    })
    .catch(providerFailure);
  const now = ctx.clock.now();
  await ctx.db
    .insert(paymentCustomers)
    .values({
      uuid: newUuid(),
      appUuid: app.uuid,
      customerId: customer.id,
      referenceId: customer.referenceId,
      ...form,
      dateOfBirth: input.dateOfBirth ?? null,
      placeOfBirth: input.placeOfBirth ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: paymentCustomers.appUuid });
  const row = await customerOf(ctx.db, app.uuid);
  if (!row) throw new Error('payment customer not saved');
  return withCounts(ctx.db, row);
}

async function addressesOf(db: Db | Tx, rows: PaymentMethodRow[]): Promise<PaymentMethodWithAddress[]> {
  if (!rows.length) return [];
  const addresses = await db
    .select()
    .from(billingAddresses)
    .where(
      inArray(
        billingAddresses.paymentMethodUuid,
        rows.map((r) => r.uuid),
      ),
    );
  const byMethod = new Map(addresses.map((a) => [a.paymentMethodUuid, a]));
  return rows.map((r) => ({ ...r, billingAddress: byMethod.get(r.uuid) ?? null }));
}

/** fetchPaymentMethods(appUuid): the saved methods (removed ones left out), the default first, newest next. */
/** One saved method with its billing address (the method a bill was charged to), or null. */
export async function paymentMethodByUuid(
  db: Db | Tx,
  uuid: string,
): Promise<PaymentMethodWithAddress | null> {
  const rows = await db.select().from(paymentMethods).where(eq(paymentMethods.uuid, uuid));
  return (await addressesOf(db, rows))[0] ?? null;
}

export async function listPaymentMethods(ctx: Context, appUuid: string): Promise<PaymentMethodWithAddress[]> {
  const app = await appOrThrow(ctx, appUuid);
  const rows = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.appUuid, app.uuid), ne(paymentMethods.status, 'REMOVED')))
    .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
  return addressesOf(ctx.db, rows);
}

async function methodOrThrow(ctx: Context, uuid: string): Promise<PaymentMethodRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(paymentMethods).where(eq(paymentMethods.uuid, uuid))
    : [];
  const found = await appRowOrThrow(ctx, row?.status === 'REMOVED' ? undefined : row, 'Payment method');
  return found;
}

async function withAddress(db: Db | Tx, row: PaymentMethodRow): Promise<PaymentMethodWithAddress> {
  const [address] = await db
    .select()
    .from(billingAddresses)
    .where(eq(billingAddresses.paymentMethodUuid, row.uuid));
  return { ...row, billingAddress: address ?? null };
}

export interface PaymentMethodCreateInput {
  appUuid: string;
  type: PaymentMethodType;
  channelCode: string;
  /** The console path the provider sends the merchant back to (this server's origin). */
  returnPath: string;
  /** The same key for a repeated submit answers the first method. */
  idempotencyKey?: string | null;
  billingAddress?: Partial<BillingAddressValues> | null;
}

const returnUrl = (base: string, path: string, uuid: string, result: 'success' | 'failure') => {
  const url = new URL(path, `${base}/`);
  url.searchParams.set('paymentMethod', uuid);
  url.searchParams.set('result', result);
  return url.toString();
};

/** Saves a reusable method at the provider; usually REQUIRES_ACTION with the page the merchant opens. */
export async function createPaymentMethod(
  ctx: Context,
  input: PaymentMethodCreateInput,
): Promise<PaymentMethodWithAddress> {
  const app = await appOrThrow(ctx, input.appUuid);
  const problems: Record<string, string> = {};
  if (!ctx.payments.methodTypes.includes(input.type)) problems.type = 'Payment Method Type has invalid value';
  else if (!CHANNELS[input.type]?.includes(input.channelCode))
    problems.channelCode = 'Please select Payment Channel';
  if (!/^\/(?!\/)/.test(input.returnPath) || input.returnPath.includes('\\'))
    problems.returnPath = 'Return Path has invalid value';
  const addressProblems = billingAddressProblems(input.billingAddress ?? {});
  if (Object.keys(problems).length || Object.keys(addressProblems).length)
    throw badInput({ ...problems, ...addressProblems });
  const customer = await customerOf(ctx.db, app.uuid);
  if (!customer) throw conflict(NO_CUSTOMER);
  const uuid = newUuid();
  const idempotencyKey = input.idempotencyKey?.trim()
    ? `pm-${app.uuid}-${input.idempotencyKey.trim()}`
    : `pm-${uuid}`;
  const [earlier] = await ctx.db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.appUuid, app.uuid), eq(paymentMethods.idempotencyKey, idempotencyKey)));
  if (earlier) return withAddress(ctx.db, earlier);
  const base = ctx.publicUrl();
  const method: ProviderPaymentMethod = await ctx.payments
    .createPaymentMethod({
      customerId: customer.customerId,
      referenceId: uuid,
      type: input.type,
      channelCode: input.channelCode,
      successReturnUrl: returnUrl(base, input.returnPath, uuid, 'success'),
      failureReturnUrl: returnUrl(base, input.returnPath, uuid, 'failure'),
      idempotencyKey,
    })
    .catch(providerFailure);
  const status: PaymentMethodStatus =
    method.status === 'ACTIVE' ? 'ACTIVE' : method.status === 'FAILED' ? 'FAILED' : 'REQUIRES_ACTION';
  const now = ctx.clock.now();
  return inTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(paymentMethods)
      .values({
        uuid,
        appUuid: app.uuid,
        customerUuid: customer.uuid,
        paymentMethodId: method.id,
        paymentMethodType: input.type,
        channelCode: input.channelCode,
        status,
        actionUrl: method.actionUrl,
        failureCode: method.failureCode,
        idempotencyKey,
        originalResponse: method.raw,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('payment method not saved');
    await tx.insert(billingAddresses).values({
      uuid: newUuid(),
      paymentMethodUuid: uuid,
      ...input.billingAddress,
      createdAt: now,
      updatedAt: now,
    });
    if (status === 'ACTIVE') await defaultIfNone(tx, app.uuid, uuid);
    const [saved] = await tx.select().from(paymentMethods).where(eq(paymentMethods.uuid, uuid));
    return withAddress(tx, saved ?? row);
  });
}

/** Makes `uuid` the app's default when it has none (its first active method). */
export async function defaultIfNone(tx: Tx, appUuid: string, uuid: string): Promise<boolean> {
  const [current] = await tx
    .select({ uuid: paymentMethods.uuid })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.appUuid, appUuid), eq(paymentMethods.isDefault, true)));
  if (current) return current.uuid === uuid;
  await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.uuid, uuid));
  return true;
}

/** Edits a saved method's billing details (only the given fields change). */
export async function updatePaymentMethod(
  ctx: Context,
  input: { uuid: string; billingAddress: Partial<BillingAddressValues> },
): Promise<PaymentMethodWithAddress> {
  const row = await methodOrThrow(ctx, input.uuid);
  const problems = billingAddressProblems(input.billingAddress);
  if (Object.keys(problems).length) throw badInput(problems);
  const now = ctx.clock.now();
  const patch = Object.fromEntries(
    Object.entries(input.billingAddress).filter(([, v]) => v !== undefined && v !== null),
  );
  await ctx.db
    .insert(billingAddresses)
    .values({ uuid: newUuid(), paymentMethodUuid: row.uuid, ...patch, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: billingAddresses.paymentMethodUuid, set: { ...patch, updatedAt: now } });
  return withAddress(ctx.db, row);
}

/** Makes an active method the app's one default (the others lose it in the same transaction). */
export async function makeDefaultPaymentMethod(
  ctx: Context,
  uuid: string,
): Promise<PaymentMethodWithAddress> {
  const row = await methodOrThrow(ctx, uuid);
  if (row.status !== 'ACTIVE') throw conflict(NOT_ACTIVE_DEFAULT);
  return inTransaction(ctx, async (tx) => {
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.appUuid, row.appUuid), eq(paymentMethods.isDefault, true)));
    const [saved] = await tx
      .update(paymentMethods)
      .set({ isDefault: true, updatedAt: ctx.clock.now() })
      .where(eq(paymentMethods.uuid, uuid))
      .returning();
    return withAddress(tx, saved ?? row);
  });
}

/**
 * Removes a saved method: it is never charged again (the provider expires it through the outbox). When it
 * was the default, the newest other active method becomes the default, so a store keeps one if it has one.
 */
export async function removePaymentMethod(ctx: Context, uuid: string): Promise<{ uuid: string }> {
  const row = await methodOrThrow(ctx, uuid);
  PAYMENT_METHOD_STATUS.assert(row.status as PaymentMethodStatus, 'REMOVED');
  await inTransaction(ctx, async (tx, events) => {
    await tx
      .update(paymentMethods)
      .set({ status: 'REMOVED', isDefault: false, updatedAt: ctx.clock.now() })
      .where(eq(paymentMethods.uuid, uuid));
    if (row.isDefault) {
      const [next] = await tx
        .select({ uuid: paymentMethods.uuid })
        .from(paymentMethods)
        .where(and(eq(paymentMethods.appUuid, row.appUuid), eq(paymentMethods.status, 'ACTIVE')))
        .orderBy(desc(paymentMethods.createdAt))
        .limit(1);
      if (next)
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.uuid, next.uuid));
    }
    events.emit('billing.paymentMethodRemoved', {
      appUuid: row.appUuid,
      paymentMethodUuid: row.uuid,
      paymentMethodId: row.paymentMethodId,
    });
  });
  return { uuid };
}

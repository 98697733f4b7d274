import type { ServiceContext } from '../graphql/context.ts';
import { settleBill } from '../modules/billing/billing.charge.ts';
import { billApp } from '../modules/billing/billing.run.ts';
import { updateBilling } from '../modules/billing/billing.service.ts';
import { billingAddresses, paymentCustomers, paymentMethods } from '../modules/billing/billing.tables.ts';
import { periodOf } from '../modules/billing/invoice.rules.ts';
import { newUuid } from '../platform/ids.ts';
import { manilaDayStart } from '../platform/manila.ts';

/**
 * The demo store is launched, so it has a payment method on file: Maria Santos as the billing customer
 * and an active GCash e-wallet as the default (the payment alert stays away from the demo).
 */
export async function seedDemoPaymentMethod(ctx: ServiceContext, appUuid: string): Promise<void> {
  const now = ctx.clock.now();
  const customerUuid = newUuid();
  await ctx.db.insert(paymentCustomers).values({
    uuid: customerUuid,
    appUuid,
    customerId: 'cust-demo-suki',
    referenceId: appUuid,
    givenNames: 'Maria',
    surname: 'Santos',
    email: 'demo@suki.ph',
    mobileNumber: '+639171234567',
    nationality: 'PH',
    createdAt: now,
    updatedAt: now,
  });
  const methodUuid = newUuid();
  await ctx.db.insert(paymentMethods).values({
    uuid: methodUuid,
    appUuid,
    customerUuid,
    paymentMethodId: `pm-demo-${methodUuid}`,
    paymentMethodType: 'EWALLET',
    channelCode: 'GCASH',
    status: 'ACTIVE',
    isDefault: true,
    idempotencyKey: `seed-${methodUuid}`,
    originalResponse: {
      id: `pm-demo-${methodUuid}`,
      type: 'EWALLET',
      status: 'ACTIVE',
      reusability: 'MULTIPLE_USE',
    },
    createdAt: now,
    updatedAt: now,
  });
  await ctx.db.insert(billingAddresses).values({
    uuid: newUuid(),
    paymentMethodUuid: methodUuid,
    firstName: 'Maria',
    lastName: 'Santos',
    billingContactEmail: 'demo@suki.ph',
    phoneNumber: '+639171234567',
    address: '12 Maginhawa St., Teachers Village',
    city: 'Quezon City',
    stateProvinceRegion: 'Metro Manila',
    zipPostalCode: '1101',
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The demo store's bills: it is on the Starter plan, launched a little over two months ago; its first
 * bill is paid, its second is waiting for payment with the transaction fees of its completed orders.
 */
export async function seedDemoBills(ctx: ServiceContext, appUuid: string, launchedAt: Date): Promise<void> {
  await updateBilling(ctx.db, appUuid, { plan: 'pro_starter', planPaymentType: 'monthly' });
  const firstEnd = manilaDayStart(periodOf(launchedAt, 0).end);
  // Seeded history, not news: the demo's bills raise no notification.
  const [first] = await billApp(ctx, { uuid: appUuid, launchedAt }, firstEnd, { announce: false });
  if (first) await settleBill(ctx.db, first.uuid, new Date(firstEnd.getTime() + 2 * 24 * 3600 * 1000));
  await billApp(ctx, { uuid: appUuid, launchedAt }, ctx.clock.now(), { announce: false });
}

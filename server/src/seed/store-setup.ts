import type { ServiceContext } from '../graphql/context.ts';
import { createShippingMethodFor, saveCartSetting } from '../modules/store-setup/store-setup.service.ts';
import { storePaymentAccounts } from '../modules/store-setup/store-setup.tables.ts';
import { newUuid } from '../platform/ids.ts';

/** The demo store's checkout settings and two shipping methods: pickup in Quezon City and Metro Manila delivery. */
export async function seedDemoCheckoutAndShipping(ctx: ServiceContext, appUuid: string): Promise<void> {
  await saveCartSetting(ctx, appUuid, {
    deliveryFeeType: 'shipping_method',
    freeShippingRequiredAmount: 1_500_00,
    requiredAmount: 200_00,
    addressInputType: 'dropdown',
    locationScope: 'delivery_areas',
    expiration: 24,
    expirationDateType: 'hours',
    emailNotifRecipient: 'demo@suki.ph',
  });
  await createShippingMethodFor(ctx, appUuid, {
    name: 'Store pickup (Quezon City)',
    kind: 'pickup',
    pickupAddress: '25 Tomas Morato Avenue, Barangay South Triangle, Quezon City, Metro Manila',
    latitude: 14.6349,
    longitude: 121.0352,
    instructions: 'Pick up Monday to Saturday, 10 AM to 7 PM. Show your order number at the counter.',
  });
  // A millisecond later, so newest-first lists the delivery before the pickup on every run.
  await createShippingMethodFor(
    { ...ctx, clock: { now: () => new Date(ctx.clock.now().getTime() + 1) } },
    appUuid,
    {
      name: 'Metro Manila delivery',
      kind: 'flat_rate',
      fee: 80_00,
      instructions: 'Delivered within 1 to 2 days by our own riders.',
    },
  );
}

/** The demo store's Payment Manager: a bank account and a GCash number customers pay to. */
export async function seedDemoPaymentAccounts(ctx: ServiceContext, appUuid: string): Promise<void> {
  const at = ctx.clock.now();
  await ctx.db.insert(storePaymentAccounts).values([
    {
      uuid: newUuid(),
      appUuid,
      kind: 'bank',
      bankName: 'BDO Unibank',
      accountName: 'Suki Demo Store',
      accountNumber: '0012 3456 7890',
      createdAt: at,
    },
    {
      uuid: newUuid(),
      appUuid,
      kind: 'gcash',
      accountName: 'Maria Santos',
      accountNumber: '+639171234567',
      createdAt: new Date(at.getTime() + 1),
    },
  ]);
}

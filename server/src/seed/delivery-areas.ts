import type { ServiceContext } from '../graphql/context.ts';
import { insertDeliveryArea } from '../modules/delivery-areas/delivery-areas.service.ts';

/** PSGC codes of the demo store's areas (PSA PSGC 2025-2Q). */
export const NCR = '1300000000';
export const CAVITE = '0402100000';
export const LAGUNA = '0403400000';
export const RIZAL = '0405800000';
export const BULACAN = '0301400000';

/** Two delivery areas: Metro Manila, and the four provinces around it. */
export async function seedDemoDeliveryAreas(ctx: ServiceContext, appUuid: string): Promise<void> {
  await insertDeliveryArea(ctx, appUuid, {
    name: 'Metro Manila',
    coverage: [NCR],
    deliveryFee: 8_000,
    leadTimeMinDays: 1,
    leadTimeMaxDays: 2,
  });
  await insertDeliveryArea(
    { ...ctx, clock: { now: () => new Date(ctx.clock.now().getTime() + 1) } },
    appUuid,
    {
      name: 'Cavite, Laguna, Rizal and Bulacan',
      coverage: [CAVITE, LAGUNA, RIZAL, BULACAN],
      deliveryFee: 15_000,
      leadTimeMinDays: 2,
      leadTimeMaxDays: 4,
    },
  );
}

import type { ServiceContext } from '../graphql/context.ts';
import { promotions } from '../modules/promotions/promotions.tables.ts';
import { newUuid } from '../platform/ids.ts';

const DAY = 86_400_000;

/**
 * The demo store's promotions: a discount code a shopper can type today, and a sale and a cart promo
 * scheduled for later (so no demo order's total changes by itself).
 */
export async function seedDemoPromotions(ctx: ServiceContext, appUuid: string): Promise<void> {
  const now = ctx.clock.now();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const base = {
    appUuid,
    scope: 'order' as const,
    productUuids: [],
    categoryUuids: [],
    condition: 'none' as const,
    tiers: [],
    createdAt: now,
    updatedAt: now,
  };
  await ctx.db.insert(promotions).values([
    {
      ...base,
      uuid: newUuid(),
      kind: 'code',
      title: 'Suki 10% off',
      code: 'SUKI10',
      valueType: 'percent',
      value: 10,
      minimumPurchase: 50_000,
      startsAt: at(-7),
      endsAt: at(30),
      perCustomerLimit: 1,
    },
    {
      ...base,
      uuid: newUuid(),
      kind: 'automatic',
      title: 'Christmas Sale 15% off',
      valueType: 'percent',
      value: 15,
      minimumPurchase: 150_000,
      startsAt: at(20),
      endsAt: at(30),
      createdAt: new Date(now.getTime() + 1),
    },
    {
      ...base,
      uuid: newUuid(),
      kind: 'cart',
      title: 'Free delivery',
      valueType: 'free_shipping',
      value: 0,
      minimumPurchase: 100_000,
      startsAt: at(20),
      endsAt: at(30),
      createdAt: new Date(now.getTime() + 2),
    },
  ]);
}

import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { referralLinks } from '../modules/referrals/referrals.tables.ts';
import { newUuid } from '../platform/ids.ts';

/**
 * The demo store's referral links: one to the store (its Facebook page's button, ref=facebook: a source
 * of the demo's traffic, so the link shows figures), and one to a product.
 */
export async function seedDemoReferralLinks(ctx: ServiceContext, appUuid: string): Promise<void> {
  const [product] = await ctx.db
    .select({ uuid: products.uuid })
    .from(products)
    .where(and(eq(products.appUuid, appUuid), eq(products.published, true)))
    .orderBy(asc(products.name))
    .limit(1);
  const now = ctx.clock.now();
  const base = { appUuid, createdAt: now, updatedAt: now };
  await ctx.db.insert(referralLinks).values([
    { ...base, uuid: newUuid(), name: 'Facebook page button', code: 'facebook' },
    ...(product
      ? [
          {
            ...base,
            uuid: newUuid(),
            name: 'Payday flyer',
            code: 'payday-flyer',
            productUuid: product.uuid,
          },
        ]
      : []),
  ]);
}

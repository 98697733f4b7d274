import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../graphql/context.ts';
import { createUser } from '../modules/accounts/accounts.service.ts';
import { users } from '../modules/accounts/accounts.tables.ts';

export const DEMO_RESELLER_EMAIL = 'reseller@suki.ph';
export const DEMO_RESELLER_CODE = 'SUKI-RICO';

/**
 * A network distributor who brought the demo merchant in (their store is live) and one merchant who
 * signed up with the code but has no store yet: the reseller dashboard (/network-distributor/{uuid})
 * has something to show. Signs in at /login/client with the demo password (`passwordHash`: its hash).
 */
export async function seedDemoReseller(
  ctx: ServiceContext,
  merchantUuid: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const reseller = await createUser(
    ctx,
    {
      email: DEMO_RESELLER_EMAIL,
      password: { hash: passwordHash },
      role: 'network_distributor',
      firstName: 'Rico',
      lastName: 'Reyes',
    },
    now,
  );
  // A complete profile: the dashboard opens without the profile dialogs.
  await ctx.db
    .update(users)
    .set({
      affiliateCode: DEMO_RESELLER_CODE,
      birthdate: '1985-07-02',
      contactDialCode: '+63',
      contactNumber: '9171234500',
      businessEmailAddress: 'rico@sukidemo.ph',
      businessEmailVerifiedAt: now,
    })
    .where(eq(users.uuid, reseller.uuid));
  await ctx.db.update(users).set({ referredByUuid: reseller.uuid }).where(eq(users.uuid, merchantUuid));
  await createUser(
    ctx,
    {
      email: 'jun@sukidemo.ph',
      password: { hash: passwordHash },
      role: 'client',
      firstName: 'Jun',
      lastName: 'Dela Cruz',
      referredByUuid: reseller.uuid,
    },
    new Date(now.getTime() - 3 * 24 * 3600_000),
  );
}

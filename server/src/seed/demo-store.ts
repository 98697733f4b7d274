import { eq } from 'drizzle-orm';
import { createUser } from '../modules/accounts/accounts.service.ts';
import { users } from '../modules/accounts/accounts.tables.ts';
import { createApp } from '../modules/apps/apps.service.ts';
import { appEmailRecipients, pages } from '../modules/apps/apps.tables.ts';
import { syncPageTemplates } from '../modules/inbox/inbox.templates.ts';
import { newUuid } from '../platform/ids.ts';
import { seedDemoAnalytics } from './analytics.ts';
import { seedDemoAnnouncements } from './announcements.ts';
import { seedDemoBills, seedDemoPaymentMethod } from './billing.ts';
import { seedDemoCategoriesAndAddOns } from './catalog.ts';
import { seedDemoCatalog } from './catalog-products.ts';
import { seedDemoDeliveryAreas } from './delivery-areas.ts';
import type { DemoSeedContext } from './demo.ts';
import { DEMO_EMAIL, DEMO_STORE_NAME } from './demo.ts';
import { seedDemoInbox } from './inbox.ts';
import { seedDemoMarketingOptIns } from './marketing.ts';
import { seedDemoReseller } from './network.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoOrders } from './orders.ts';
import { seedDemoPlanUsage } from './plans.ts';
import { seedDemoPromotions } from './promotions.ts';
import { seedDemoReferralLinks } from './referrals.ts';
import { seedDemoCheckoutAndShipping, seedDemoPaymentAccounts } from './store-setup.ts';

/**
 * DEMO_PASSWORD hashed with ARGON2_OPTIONS, once, when it was written: the demo password is public (every
 * seeding start prints it), and hashing it while seeding kept the first start waiting up to half a second
 * on a busy machine (issue 18). demo-password.test.ts checks that it still matches both.
 */
export const DEMO_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$mOobB5mBlemGBTZ0goKg0w$PIwBSCdZp719E/qKwYJxYsksTwDZVAOGazgkoywyLNM';

/**
 * The demo store itself (seedDemo): loaded only when a start seeds it, so that every other start
 * loads none of the demo's data and seeding code.
 */
export async function seedDemoStore(ctx: DemoSeedContext, options: { traffic: boolean }): Promise<void> {
  const now = ctx.clock.now();
  const user = await createUser(
    ctx,
    {
      email: DEMO_EMAIL,
      password: { hash: DEMO_PASSWORD_HASH },
      role: 'client',
      firstName: 'Maria',
      lastName: 'Santos',
    },
    now,
  );
  // A complete, verified profile, so the demo opens on the store rather than on the profile dialogs.
  await ctx.db
    .update(users)
    .set({
      birthdate: '1988-03-14',
      contactDialCode: '+63',
      contactNumber: '9171234567',
      businessEmailAddress: 'hello@sukidemo.ph',
      businessEmailVerifiedAt: now,
    })
    .where(eq(users.uuid, user.uuid));
  // A little over two months ago: the demo store has a paid bill and one waiting for payment.
  const launchedAt = new Date(ctx.clock.now().getTime() - 65 * 24 * 3600 * 1000);
  const app = await createApp(
    ctx,
    user.uuid,
    { name: DEMO_STORE_NAME, bundleKey: 'ecommerce-b2c-bundle' },
    {
      status: 'Active',
      storeStatus: 'active_store',
      launchedAt,
      createdAt: launchedAt,
      supportContactNumber: '9171234567',
      // The demo's prices already include the 2.5% payment fee (the MDR question was answered).
      mdrApplied: true,
      businessDescription:
        'Suki Demo Store sells Filipino snacks, pasalubong and home essentials, delivered across Metro Manila.',
      categories: {
        primaryCategories: ['Groceries', 'Home Based Kitchen'],
        secondaryCategories: ['Groceries > Snacks', 'Groceries > Pantry', 'Home Based Kitchen > Filipino'],
      },
    },
  );
  await ctx.db.insert(appEmailRecipients).values({
    uuid: newUuid(),
    appUuid: app.uuid,
    kind: 'support',
    email: 'support@sukidemo.ph',
    verifiedAt: now,
  });
  const pageUuid = newUuid();
  const [page] = await ctx.db
    .insert(pages)
    .values({
      uuid: pageUuid,
      appUuid: app.uuid,
      fbPageId: '104839201938475',
      name: DEMO_STORE_NAME,
      active: true,
      // The demo page receives the chatbot test tool's messages: it counts as subscribed.
      subscribedAt: now,
    })
    .returning();
  // The local Messenger gives the demo page an approved order_update template (updates after 24 h).
  if (page) await syncPageTemplates(ctx, page);
  await seedDemoInbox(ctx, app.uuid, pageUuid);
  await seedDemoMarketingOptIns(ctx, app.uuid, pageUuid);
  await seedDemoCategoriesAndAddOns(ctx, app.uuid);
  await seedDemoCatalog(ctx, app.uuid);
  await seedDemoCheckoutAndShipping(ctx, app.uuid);
  await seedDemoPaymentAccounts(ctx, app.uuid);
  await seedDemoDeliveryAreas(ctx, app.uuid);
  await seedDemoPromotions(ctx, app.uuid);
  await seedDemoAnnouncements(ctx, app.uuid);
  await seedDemoReferralLinks(ctx, app.uuid);
  await seedDemoPaymentMethod(ctx, app.uuid);
  const orders = await seedDemoOrders(ctx, app.uuid);
  await seedDemoNotifications(ctx, app.uuid, orders);
  await seedDemoBills(ctx, app.uuid, launchedAt);
  await seedDemoPlanUsage(ctx, app.uuid);
  if (options.traffic) await seedDemoAnalytics(ctx, app.uuid);
  await seedDemoReseller(ctx, user.uuid, DEMO_PASSWORD_HASH, now);
}

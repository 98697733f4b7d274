import { count, eq } from 'drizzle-orm';
import type { ContextBase, ServiceContext } from '../graphql/context.ts';
import { users } from '../modules/accounts/accounts.tables.ts';

export const DEMO_EMAIL = 'demo@suki.ph';
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_STORE_NAME = 'Suki Demo Store';

export const isDatabaseEmpty = async (ctx: Pick<ServiceContext, 'db'>): Promise<boolean> => {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
};

export const demoUserExists = async (ctx: Pick<ServiceContext, 'db'>): Promise<boolean> =>
  (await ctx.db.select({ uuid: users.uuid }).from(users).where(eq(users.email, DEMO_EMAIL))).length > 0;

export type DemoSeedContext = ServiceContext & Pick<ContextBase, 'storage' | 'messenger' | 'sealer'>;

/**
 * Demo data for the embedded default: a merchant who owns one Active ecommerce store. Later domains
 * add their own demo rows (catalog, notifications, conversations) from their seed functions.
 */
export async function seedDemo(
  ctx: DemoSeedContext,
  options: { traffic: boolean } = { traffic: true },
): Promise<void> {
  if (await demoUserExists(ctx)) return;
  const { seedDemoStore } = await import('./demo-store.ts');
  await seedDemoStore(ctx, options);
}

import type { ServiceContext } from '../graphql/context.ts';
import { storeAnnouncements } from '../modules/announcements/announcements.tables.ts';
import { newUuid } from '../platform/ids.ts';

const DAY = 86_400_000;

/** The demo store's announcement: a banner its storefront shows from yesterday on. */
export async function seedDemoAnnouncements(ctx: ServiceContext, appUuid: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.insert(storeAnnouncements).values({
    uuid: newUuid(),
    appUuid,
    message: 'Fresh batches every Friday: order by Thursday night for weekend delivery.',
    startsAt: new Date(now.getTime() - DAY),
    createdAt: now,
    updatedAt: now,
  });
}

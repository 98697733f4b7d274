import { and, eq, ne } from 'drizzle-orm';
import { MetaError } from '../../../integrations/meta/meta.port.ts';
import type { Delivery, EventBus, ListenerDeps } from '../../../platform/events.ts';
import { menuButtons, menuItems } from '../apps.menu.ts';
import { pageAccessToken, pageByUuid } from '../apps.pages.ts';
import { type PageRow, pages } from '../apps.tables.ts';

/** Meta's temporary failures (unreachable, rate limits, "try again"): retried; anything else is recorded. */
const transient = (err: MetaError) =>
  err.detail.unreachable || [1, 2, 4, 17, 32, 341, 613].includes(err.detail.code ?? -1);

/** Runs a Meta call: a refusal is handed to `refused`; a temporary failure retries, the last one is recorded. */
async function atMeta(
  delivery: Delivery,
  call: () => Promise<void>,
  refused: (reason: string, subcode: number | null) => Promise<void>,
) {
  try {
    await call();
  } catch (err) {
    if (!(err instanceof MetaError)) throw err;
    if (transient(err) && !delivery.lastAttempt) throw err;
    await refused(err.detail.reason ?? err.message, err.detail.subcode ?? null);
  }
}

const request = (deps: ListenerDeps, page: PageRow) => ({
  fbPageId: page.fbPageId,
  accessToken: pageAccessToken(deps, page),
});

async function publishMenu(deps: ListenerDeps, page: PageRow, delivery: Delivery) {
  const { meta } = deps;
  if (!meta || !page.active) return;
  const buttons = menuButtons(await menuItems(deps.db, page.appUuid));
  const set = (values: Partial<PageRow>) =>
    deps.db.update(pages).set(values).where(eq(pages.uuid, page.uuid));
  await atMeta(
    delivery,
    async () => {
      await meta.setPersistentMenu(request(deps, page), buttons);
      await set({
        menuStatus: buttons.length ? 'published' : 'none',
        menuError: null,
        menuErrorSubcode: null,
      });
    },
    (reason, subcode) =>
      set({ menuStatus: 'failed', menuError: reason, menuErrorSubcode: subcode }).then(() => undefined),
  );
}

/**
 * The app's side of a page connection at Meta: subscribe to a connected page's webhooks (and publish the
 * store's menu on it), unsubscribe from a disconnected one, publish a changed menu. Each is idempotent
 * at Meta, so a redelivery repeats it harmlessly.
 */
export function registerAppsMetaListeners(events: EventBus): void {
  events.on('apps.pageConnected', async ({ pageUuid }, deps, delivery) => {
    const page = await pageByUuid(deps.db, pageUuid);
    const { meta } = deps;
    if (!meta || !page?.active || !page.accessTokenSealed) return;
    const set = (values: Partial<PageRow>) =>
      deps.db.update(pages).set(values).where(eq(pages.uuid, page.uuid));
    await atMeta(
      delivery,
      async () => {
        await meta.subscribe(request(deps, page));
        await set({ subscribedAt: deps.clock.now(), subscribeError: null });
      },
      (reason) => set({ subscribeError: reason }).then(() => undefined),
    );
    if ((await menuItems(deps.db, page.appUuid)).length) {
      await set({ menuStatus: 'pending' });
      await publishMenu(deps, { ...page, active: true }, delivery);
    }
  });

  events.on('apps.pageDisconnected', async ({ pageUuid }, deps, delivery) => {
    const page = await pageByUuid(deps.db, pageUuid);
    const { meta } = deps;
    if (!meta || !page || page.active || !page.accessTokenSealed) return;
    // The same Facebook page connected again since (to any store) keeps its subscription.
    const [again] = await deps.db
      .select({ uuid: pages.uuid })
      .from(pages)
      .where(and(eq(pages.fbPageId, page.fbPageId), eq(pages.active, true), ne(pages.uuid, page.uuid)));
    if (again) return;
    await atMeta(
      delivery,
      async () => {
        await meta.unsubscribe(request(deps, page));
        await deps.db.update(pages).set({ subscribedAt: null }).where(eq(pages.uuid, page.uuid));
      },
      async (reason) =>
        deps.log.warn({ pageUuid, reason }, 'Meta refused to unsubscribe the app from a page'),
    );
  });

  events.on('apps.persistentMenuChanged', async ({ pageUuid }, deps, delivery) => {
    const page = await pageByUuid(deps.db, pageUuid);
    if (page) await publishMenu(deps, page, delivery);
  });
}

/**
 * The Messenger persistent menu (document 2 §3: title, category, url, webHeight): stored per app and
 * published through the active page's Messenger profile by the outbox (listeners/meta.ts). A page whose
 * primary receiver is another app refuses it (subcode 2018297): the spec's words say what to do.
 */
import { asc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { type MetaMenuButton, NOT_PRIMARY_APP_SUBCODE } from '../../integrations/meta/meta.port.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import { type PersistentMenuRow, persistentMenus } from './apps.connect.tables.ts';
import { activePageOf } from './apps.pages.ts';
import { appOrThrow } from './apps.service.ts';
import { type PageRow, pages } from './apps.tables.ts';

/** Messenger takes at most 20 top-level buttons, each title at most 30 characters. */
export const MENU_MAX_BUTTONS = 20;
export const MENU_TITLE_MAX = 30;
export const MENU_CATEGORIES = ['web_url', 'postback'] as const;
export const WEB_HEIGHTS = ['compact', 'tall', 'full'] as const;
/** Document 1 §8 / document 3 §8: what the merchant reads when the page refuses the menu (subcode 2018297). */
export const PRIMARY_APP_MESSAGE =
  'Please make sure that the product is the primary app on your page. You can check our video guide for help.';

export interface MenuItemInput {
  title: string;
  category: (typeof MENU_CATEGORIES)[number];
  url?: string | null;
  webHeight?: (typeof WEB_HEIGHTS)[number] | null;
}

export interface PersistentMenuSettings {
  appUuid: string;
  items: PersistentMenuRow[];
  page: PageRow | null;
}

export async function persistentMenuOf(ctx: Context, appUuid: string): Promise<PersistentMenuSettings> {
  const app = await appOrThrow(ctx, appUuid);
  const [items, page] = await Promise.all([menuItems(ctx.db, app.uuid), activePageOf(ctx.db, app.uuid)]);
  return { appUuid: app.uuid, items, page };
}

export const menuItems = (db: Context['db'], appUuid: string) =>
  db
    .select()
    .from(persistentMenus)
    .where(eq(persistentMenus.appUuid, appUuid))
    .orderBy(asc(persistentMenus.position));

/** What the merchant reads about the last publish: the spec's words for 2018297, Meta's reason otherwise. */
export function menuErrorText(page: PageRow | null): string | null {
  if (page?.menuStatus !== 'failed') return null;
  if (page.menuErrorSubcode === NOT_PRIMARY_APP_SUBCODE) return PRIMARY_APP_MESSAGE;
  return `Messenger did not accept the menu: ${page.menuError ?? 'no reason given'}`;
}

/** The stored buttons as Messenger's profile API takes them. */
export const menuButtons = (items: readonly PersistentMenuRow[]): MetaMenuButton[] =>
  items.map((i) =>
    i.category === 'web_url'
      ? { type: 'web_url', title: i.title, url: i.url ?? '', webviewHeightRatio: i.webHeight }
      : { type: 'postback', title: i.title, payload: i.title },
  );

function validate(items: readonly MenuItemInput[]) {
  const fields: Record<string, string> = {};
  if (items.length > MENU_MAX_BUTTONS) fields.items = `A menu has at most ${MENU_MAX_BUTTONS} buttons`;
  items.forEach((item, i) => {
    const title = item.title.trim();
    if (!title) fields[`items.${i}.title`] = 'Title is required';
    else if (title.length > MENU_TITLE_MAX)
      fields[`items.${i}.title`] = `Title must be at most ${MENU_TITLE_MAX} characters`;
    if (item.category === 'web_url') {
      const url = item.url?.trim() ?? '';
      if (!url) fields[`items.${i}.url`] = 'URL is required';
      else if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(url) || url.length > 2000)
        fields[`items.${i}.url`] = 'URL must be a web address starting with https://';
    }
  });
  if (Object.keys(fields).length) throw badInput(fields);
}

/** persistentMenuSave: replaces the menu; with an active page, its publish is queued (the outbox). */
export async function persistentMenuSave(
  ctx: Context,
  input: { appUuid: string; items: readonly MenuItemInput[] },
): Promise<PersistentMenuSettings> {
  const app = await appOrThrow(ctx, input.appUuid);
  validate(input.items);
  const page = await activePageOf(ctx.db, app.uuid);
  await inTransaction(ctx, async (tx, events) => {
    await tx.delete(persistentMenus).where(eq(persistentMenus.appUuid, app.uuid));
    if (input.items.length)
      await tx.insert(persistentMenus).values(
        input.items.map((item, position) => ({
          uuid: newUuid(),
          appUuid: app.uuid,
          position,
          title: item.title.trim(),
          category: item.category,
          url: item.category === 'web_url' ? (item.url?.trim() ?? null) : null,
          webHeight: item.webHeight ?? 'full',
        })),
      );
    if (page) {
      await tx
        .update(pages)
        .set({ menuStatus: 'pending', menuError: null, menuErrorSubcode: null })
        .where(eq(pages.uuid, page.uuid));
      events.emit('apps.persistentMenuChanged', { appUuid: app.uuid, pageUuid: page.uuid });
    }
  });
  return persistentMenuOf(ctx, app.uuid);
}

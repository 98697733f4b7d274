import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.tables.ts';
import { apps } from './apps.tables.ts';

/** A page the merchant may pick after a Facebook login; its token sealed like a connected page's. */
export interface LoginPage {
  fbPageId: string;
  name: string;
  pictureUrl: string | null;
  accessTokenSealed: string;
}

/**
 * A finished Facebook login waiting for the merchant to pick a page: the pages Meta listed, with their
 * tokens sealed. It belongs to one user and one app and expires (META_LOGIN_TTL in apps.connect.ts).
 */
export const metaLogins = pgTable(
  'meta_logins',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    pages: jsonb('pages').$type<LoginPage[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('meta_logins_app_idx').on(t.appUuid)],
);

/** The buttons of an app's Messenger persistent menu, in order (document 2 §3: title, category, url, webHeight). */
export const persistentMenus = pgTable(
  'persistent_menus',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** web_url opens `url` in the Messenger webview; postback sends the title back to the page. */
    category: text('category').$type<'web_url' | 'postback'>().notNull(),
    url: text('url'),
    /** compact, tall or full: Messenger's webview_height_ratio. */
    webHeight: text('web_height').$type<'compact' | 'tall' | 'full'>().notNull().default('full'),
  },
  (t) => [index('persistent_menus_app_idx').on(t.appUuid, t.position)],
);

export type MetaLoginRow = typeof metaLogins.$inferSelect;
export type PersistentMenuRow = typeof persistentMenus.$inferSelect;

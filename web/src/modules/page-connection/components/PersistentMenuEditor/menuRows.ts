import type { PersistentMenuCategory, PersistentMenuWebHeight } from '../../../../generated/graphql';

export interface MenuRow {
  /** The saved button's uuid, or a local key for a new one (React's list key). */
  key: string;
  title: string;
  category: PersistentMenuCategory;
  url: string;
  webHeight: PersistentMenuWebHeight;
}

/** Messenger's limits (the server checks them too). */
export const MENU_MAX_BUTTONS = 20;
export const MENU_TITLE_MAX = 30;

export const CATEGORY_LABELS: Readonly<Record<PersistentMenuCategory, string>> = {
  web_url: 'Open a link',
  postback: 'Send a message',
};
export const WEB_HEIGHT_LABELS: Readonly<Record<PersistentMenuWebHeight, string>> = {
  compact: 'Compact (half screen)',
  tall: 'Tall (three quarters)',
  full: 'Full screen',
};

let added = 0;
export const emptyRow = (): MenuRow => ({
  key: `new-${++added}`,
  title: '',
  category: 'web_url',
  url: '',
  webHeight: 'full',
});

/** The rows as the mutation takes them: a message button carries no link. */
export const toInput = (rows: readonly MenuRow[]) =>
  rows.map((r) => ({
    title: r.title.trim(),
    category: r.category,
    url: r.category === 'web_url' ? r.url.trim() : null,
    webHeight: r.webHeight,
  }));

/** The server's field errors ("items.2.title") for one row and field. */
export const rowError = (fields: Readonly<Record<string, string>>, index: number, field: keyof MenuRow) =>
  fields[`items.${index}.${field}`];

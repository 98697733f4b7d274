/**
 * The Messenger customer a store was opened for: the carousel's View link carries `?recipient=` (the
 * conversation's uuid, random and sent only to that customer). Kept for the browser session so the
 * checkout links the order to the same person the inbox shows.
 */

export interface MessengerLink {
  pageRecipientUuid: string | null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const linkStorageKey = (appUuid: string) => `suki.storefront.customer.${appUuid}`;

/** Remembers the link of a landing URL's query; a URL without one keeps what was remembered. */
export function rememberLink(store: KeyValueStore, appUuid: string, search: string): void {
  const pageRecipientUuid = new URLSearchParams(search).get('recipient')?.trim() || null;
  if (!pageRecipientUuid) return;
  try {
    store.setItem(linkStorageKey(appUuid), JSON.stringify({ pageRecipientUuid }));
  } catch {
    /* storage blocked: the order is placed without the link */
  }
}

export function rememberedLink(store: KeyValueStore, appUuid: string): MessengerLink {
  try {
    const v: unknown = JSON.parse(store.getItem(linkStorageKey(appUuid)) ?? 'null');
    if (typeof v === 'object' && v !== null) {
      const { pageRecipientUuid } = v as Record<string, unknown>;
      return { pageRecipientUuid: typeof pageRecipientUuid === 'string' ? pageRecipientUuid : null };
    }
  } catch {
    /* unreadable: no link */
  }
  return { pageRecipientUuid: null };
}

/**
 * The Messenger customer a store was opened for: the webview link carries `?psid=` (page-scoped id)
 * or `?recipient=` (page recipient uuid). Kept for the browser session so the checkout links the
 * order to the same person the inbox shows.
 */

export interface MessengerLink {
  psid: string | null;
  pageRecipientUuid: string | null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const linkStorageKey = (appUuid: string) => `suki.storefront.customer.${appUuid}`;

/** Remembers the link of a landing URL's query; a URL without one keeps what was remembered. */
export function rememberLink(store: KeyValueStore, appUuid: string, search: string): void {
  const params = new URLSearchParams(search);
  const psid = params.get('psid')?.trim() || null;
  const pageRecipientUuid = params.get('recipient')?.trim() || null;
  if (!psid && !pageRecipientUuid) return;
  try {
    store.setItem(linkStorageKey(appUuid), JSON.stringify({ psid, pageRecipientUuid }));
  } catch {
    /* storage blocked: the order is placed without the link */
  }
}

export function rememberedLink(store: KeyValueStore, appUuid: string): MessengerLink {
  try {
    const v: unknown = JSON.parse(store.getItem(linkStorageKey(appUuid)) ?? 'null');
    if (typeof v === 'object' && v !== null) {
      const { psid, pageRecipientUuid } = v as Record<string, unknown>;
      return {
        psid: typeof psid === 'string' ? psid : null,
        pageRecipientUuid: typeof pageRecipientUuid === 'string' ? pageRecipientUuid : null,
      };
    }
  } catch {
    /* unreadable: no link */
  }
  return { psid: null, pageRecipientUuid: null };
}

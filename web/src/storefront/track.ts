/**
 * What the storefront tells the store's figures (issue 19): a visit once per browser session, each
 * product opened, each add to cart, checkout started and order placed. The source of the session's
 * visit (a Messenger `ref`, a `utm_source`, or the referring site) is kept for the session so the
 * order placed later is credited to it. Fire and forget: a shopper never waits for, or sees, a failure.
 */
import type { StorefrontEventKind } from '../generated/graphql';
import type { GraphQLClient } from '../lib/graphqlFetch/client';
import { StorefrontTrackMutation } from './graphql/storefront';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const sourceKey = (appUuid: string) => `suki.storefront.source.${appUuid}`;

/** Where this visit came from: the link's ref or utm_source, else the referring site's host, else direct. */
export function sourceOf(search: string, referrer: string, ownHost: string): string {
  const params = new URLSearchParams(search);
  const tagged = params.get('ref') ?? params.get('utm_source');
  if (tagged?.trim()) return tagged.trim().slice(0, 60);
  try {
    const host = new URL(referrer).hostname.replace(/^(www|m|l|lm)\./, '');
    if (host && host !== ownHost) return host;
  } catch {
    /* no referrer */
  }
  return 'direct';
}

/**
 * The session's first page: remembers its source and answers true (count a visit); later pages of the
 * same session answer false. Storage blocked: every page counts, with its own source.
 */
export function startVisit(store: KeyValueStore, appUuid: string, source: string): boolean {
  try {
    if (store.getItem(sourceKey(appUuid)) !== null) return false;
    store.setItem(sourceKey(appUuid), source);
  } catch {
    /* storage blocked */
  }
  return true;
}

export function visitSource(store: KeyValueStore, appUuid: string): string | null {
  try {
    return store.getItem(sourceKey(appUuid));
  } catch {
    return null;
  }
}

export function track(
  client: GraphQLClient,
  appUuid: string,
  kind: StorefrontEventKind,
  extra: { productUuid?: string; source?: string | null } = {},
): void {
  void client.mutate(StorefrontTrackMutation, { input: { appUuid, kind, ...extra } }).catch(() => undefined);
}

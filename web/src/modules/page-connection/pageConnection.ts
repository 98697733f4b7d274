/** Pure helpers of the Connect/Disconnect screen (unit-tested). */

/** The query parameters our server's Facebook callback adds when it sends the merchant back. */
export const META_RETURN_PARAMS = ['metaCode', 'metaState', 'metaError'] as const;

export type MetaReturn =
  | { kind: 'none' }
  | { kind: 'code'; code: string; state: string }
  | { kind: 'denied' };

/** What the URL says about a Facebook login that just came back. */
export function readMetaReturn(search: string): MetaReturn {
  const params = new URLSearchParams(search);
  const code = params.get('metaCode');
  const state = params.get('metaState');
  if (code && state) return { kind: 'code', code, state };
  if (params.has('metaError')) return { kind: 'denied' };
  return { kind: 'none' };
}

/** The search string without the login's parameters (the rest kept, '' when nothing is left). */
export function withoutMetaReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of META_RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export const LOGIN_CANCELLED = 'Facebook login was cancelled. No page was connected.';
export const PAGE_CONNECTED = 'Facebook page connected';
export const PAGE_DISCONNECTED = 'Facebook page disconnected';
export const PHOTO_REFRESHED = 'Page photo refreshed';

/** How the page's webhook subscription reads to the merchant. */
export function subscriptionText(page: { subscribed: boolean; subscribeError?: string | null }): {
  severity: 'success' | 'warning' | 'info';
  text: string;
} {
  if (page.subscribed) return { severity: 'success', text: 'Receiving messages, postbacks and comments' };
  if (page.subscribeError)
    return {
      severity: 'warning',
      text: `Facebook refused to send this page's messages: ${page.subscribeError}`,
    };
  return { severity: 'info', text: 'Subscribing to the page’s messages…' };
}

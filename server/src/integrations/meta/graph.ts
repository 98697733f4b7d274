import { createHmac } from 'node:crypto';
import {
  type Meta,
  MetaError,
  type MetaMenuButton,
  type MetaPage,
  type MetaPageRequest,
  SUBSCRIBED_FIELDS,
} from './meta.port.ts';

export interface GraphMetaOptions {
  appId: string;
  appSecret: string;
  /** Facebook Login for Business configuration (META_LOGIN_CONFIG_ID): which permissions the dialog asks. */
  loginConfigId: string;
  /** e.g. https://graph.facebook.com/v25.0 (META_GRAPH_URL); a function when known only once serving (the fake). */
  graphUrl: string | (() => string);
  /** e.g. https://www.facebook.com/v25.0 (META_DIALOG_URL); the dialog is {dialogUrl}/dialog/oauth. */
  dialogUrl: string | (() => string);
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** appsecret_proof: HMAC-SHA256 of the access token with the app secret, hex (Graph API "Securing requests"). */
export const appSecretProof = (accessToken: string, appSecret: string): string =>
  createHmac('sha256', appSecret).update(accessToken).digest('hex');

interface GraphBody {
  error?: { message?: string; code?: number; error_subcode?: number };
  [key: string]: unknown;
}

/** Pages of /me/accounts followed through `paging.next` (same host only), at most this many. */
const ACCOUNT_PAGES = 10;

/** Meta's Graph API (v25.0 paths); both base URLs are configurable so tests point them at the fake. */
export function createGraphMeta(options: GraphMetaOptions): Meta {
  const resolve = (url: string | (() => string)) =>
    (typeof url === 'function' ? url() : url).replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;
  const timeout = options.timeoutMs ?? 10_000;
  const signed = (accessToken: string, extra: Record<string, string> = {}) =>
    new URLSearchParams({
      ...extra,
      access_token: accessToken,
      appsecret_proof: appSecretProof(accessToken, options.appSecret),
    });

  const call = async (url: string, init: RequestInit = { method: 'GET' }): Promise<GraphBody> => {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
    } catch (err) {
      throw new MetaError(`Facebook could not be reached: ${(err as Error).message}`, {
        reason: (err as Error).message,
        unreachable: true,
      });
    }
    const body = (await response.json().catch(() => ({}))) as GraphBody;
    if (!response.ok || body.error) {
      const reason = body.error?.message ?? `HTTP ${response.status}`;
      throw new MetaError(`Facebook refused the request: ${reason}`, {
        reason,
        ...(body.error?.code !== undefined ? { code: body.error.code } : {}),
        ...(body.error?.error_subcode !== undefined ? { subcode: body.error.error_subcode } : {}),
      });
    }
    return body;
  };
  const pageUrl = (page: MetaPageRequest, edge: string) =>
    `${resolve(options.graphUrl)}/${encodeURIComponent(page.fbPageId)}/${edge}`;
  const form = (params: URLSearchParams): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: params.toString(),
  });
  const token = (body: GraphBody): string => {
    if (typeof body.access_token !== 'string')
      throw new MetaError('Facebook answered without an access token');
    return body.access_token;
  };

  return {
    dialogUrl({ redirectUri, state }) {
      const query = new URLSearchParams({
        client_id: options.appId,
        redirect_uri: redirectUri,
        state,
        config_id: options.loginConfigId,
        response_type: 'code',
        override_default_response_type: 'true',
      });
      return `${resolve(options.dialogUrl)}/dialog/oauth?${query}`;
    },
    async userToken({ code, redirectUri }) {
      const short = token(
        await call(
          `${resolve(options.graphUrl)}/oauth/access_token?${new URLSearchParams({
            client_id: options.appId,
            redirect_uri: redirectUri,
            client_secret: options.appSecret,
            code,
          })}`,
        ),
      );
      // A long-lived user token gives page tokens that do not expire (Graph API "Long-Lived Access Tokens").
      return token(
        await call(
          `${resolve(options.graphUrl)}/oauth/access_token?${new URLSearchParams({
            grant_type: 'fb_exchange_token',
            client_id: options.appId,
            client_secret: options.appSecret,
            fb_exchange_token: short,
          })}`,
        ),
      );
    },
    async pages(userToken) {
      const found: MetaPage[] = [];
      const first = signed(userToken, { fields: 'id,name,access_token,picture{url}', limit: '100' });
      let url: string | null = `${resolve(options.graphUrl)}/me/accounts?${first}`;
      for (let page = 0; url && page < ACCOUNT_PAGES; page++) {
        const body = (await call(url)) as {
          data?: {
            id?: string;
            name?: string;
            access_token?: string;
            picture?: { data?: { url?: string } };
          }[];
          paging?: { next?: string };
        };
        for (const p of body.data ?? []) {
          if (!p.id || !p.access_token) continue;
          found.push({
            id: p.id,
            name: p.name ?? p.id,
            accessToken: p.access_token,
            pictureUrl: p.picture?.data?.url ?? null,
          });
        }
        const next: string | undefined = body.paging?.next;
        url = next && new URL(next).origin === new URL(resolve(options.graphUrl)).origin ? next : null;
      }
      return found;
    },
    async subscribe(page) {
      await call(
        pageUrl(page, 'subscribed_apps'),
        form(signed(page.accessToken, { subscribed_fields: SUBSCRIBED_FIELDS.join(',') })),
      );
    },
    async unsubscribe(page) {
      await call(`${pageUrl(page, 'subscribed_apps')}?${signed(page.accessToken)}`, { method: 'DELETE' });
    },
    async picture(page) {
      const body = (await call(
        `${pageUrl(page, 'picture')}?${signed(page.accessToken, { redirect: 'false', type: 'large' })}`,
      )) as { data?: { url?: string } };
      return body.data?.url ?? null;
    },
    async setPersistentMenu(page, buttons) {
      const url = `${pageUrl(page, 'messenger_profile')}?${signed(page.accessToken)}`;
      const json = (body: unknown): RequestInit => ({
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (buttons.length === 0) {
        await call(url, { method: 'DELETE', ...json({ fields: ['persistent_menu'] }) });
        return;
      }
      await call(url, {
        method: 'POST',
        ...json({
          persistent_menu: [
            { locale: 'default', composer_input_disabled: false, call_to_actions: buttons.map(menuButton) },
          ],
        }),
      });
    },
  };
}

/** A persistent-menu call to action (Messenger Platform "Persistent Menu" reference). */
export const menuButton = (b: MetaMenuButton): Record<string, unknown> =>
  b.type === 'web_url'
    ? {
        type: 'web_url',
        title: b.title,
        url: b.url,
        webview_height_ratio: b.webviewHeightRatio ?? 'full',
        messenger_extensions: false,
      }
    : { type: 'postback', title: b.title, payload: b.payload ?? b.title };

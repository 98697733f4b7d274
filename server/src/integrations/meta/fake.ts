/**
 * The local fake Meta: the Graph API paths Suki calls and the login dialog, served by our own server
 * under /fake-meta when no Meta app is configured (and by tests on their own port). Tokens and codes
 * are HMACs of what they stand for, so it keeps no state but the subscriptions, menus and the calls it
 * records; every login is a new "Demo Merchant" with two pages of their own. The second page has
 * another app as its primary receiver, so its persistent menu is refused with subcode 2018297.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../../platform/http.ts';
import { appSecretProof } from './graph.ts';
import { NOT_PRIMARY_APP_SUBCODE } from './meta.port.ts';

export const FAKE_META_PREFIX = '/fake-meta';
const GRAPH = '/graph/v25.0';
const WWW = '/www/v25.0';

export interface FakeMetaCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

export interface FakeMeta {
  appId: string;
  appSecret: string;
  graphUrl(): string;
  dialogUrl(): string;
  /** Answers a request whose path starts with FAKE_META_PREFIX. */
  handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void>;
  readonly calls: FakeMetaCall[];
  /** Page id → subscribed fields (absent: not subscribed). */
  readonly subscriptions: Map<string, string[]>;
  /** Page id → the persistent menu's call_to_actions. */
  readonly menus: Map<string, unknown[]>;
  /** A customer writes to a subscribed page: a webhook delivery signed with X-Hub-Signature-256. */
  sendMessage(message: { fbPageId: string; psid?: string; text: string }): Promise<boolean>;
}

const html = (res: ServerResponse, status: number, title: string, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
      `<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1c1e21"><main>${body}</main></body></html>`,
  );
};
const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
const graphError = (res: ServerResponse, status: number, message: string, code: number, subcode?: number) =>
  sendJson(res, status, {
    error: {
      message,
      type: 'OAuthException',
      code,
      ...(subcode ? { error_subcode: subcode } : {}),
      fbtrace_id: 'FakeTrace',
    },
  });

export function createFakeMeta(options: {
  appId?: string;
  appSecret: string;
  /** This server's base URL (the fake's URLs and the webhook it calls). */
  publicUrl: () => string;
}): FakeMeta {
  const appId = options.appId ?? '100000000000001';
  const { appSecret } = options;
  const calls: FakeMetaCall[] = [];
  const subscriptions = new Map<string, string[]>();
  const menus = new Map<string, unknown[]>();
  const usedCodes = new Set<string>();
  let pictureVersion = 0;
  const base = () => `${options.publicUrl().replace(/\/$/, '')}${FAKE_META_PREFIX}`;
  const sig = (value: string) =>
    createHmac('sha256', appSecret).update(`fake-meta:${value}`).digest('hex').slice(0, 24);
  const mint = (value: string) => `${value}.${sig(value)}`;
  /** The value a minted token stands for, or null when it is not ours. */
  const read = (token: string | undefined, kind: string): string | null => {
    if (!token) return null;
    const at = token.lastIndexOf('.');
    const value = token.slice(0, at);
    return at > 0 && value.startsWith(`${kind}-`) && sig(value) === token.slice(at + 1)
      ? value.slice(kind.length + 1)
      : null;
  };
  const demoPages = (seed: string) => [
    { id: `61${seed}1`, name: 'Demo Merchant Shop', primary: true },
    { id: `61${seed}2`, name: 'Demo Merchant Kitchen', primary: false },
  ];
  const pictureUrl = (id: string) => `${base()}/pictures/${id}.svg?v=${++pictureVersion}`;

  /** The page named in the path, when the request carries its page token and a right appsecret_proof. */
  const pageOf = (res: ServerResponse, pageId: string, q: Record<string, string>) => {
    const tokenPage = read(q.access_token, 'page');
    if (!tokenPage || q.appsecret_proof !== appSecretProof(q.access_token ?? '', appSecret)) {
      graphError(res, 400, 'Invalid OAuth access token - Cannot parse access token', 190);
      return null;
    }
    if (tokenPage !== pageId) {
      graphError(res, 403, '(#200) The page access token is for another page', 200);
      return null;
    }
    const page = demoPages(pageId.slice(2, -1)).find((p) => p.id === pageId);
    if (!page) graphError(res, 404, '(#100) Unknown page', 100);
    return page ?? null;
  };

  const graph = async (
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    q: Record<string, string>,
    body: Record<string, unknown> | null,
  ) => {
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/oauth/access_token') {
      if (q.client_id !== appId || q.client_secret !== appSecret)
        return graphError(res, 400, 'Error validating client secret.', 1);
      if (q.grant_type === 'fb_exchange_token') {
        const seed = read(q.fb_exchange_token, 'user');
        if (!seed) return graphError(res, 400, 'Invalid OAuth access token.', 190);
        return sendJson(res, 200, {
          access_token: mint(`user-${seed}`),
          token_type: 'bearer',
          expires_in: 5183944,
        });
      }
      const code = read(q.code, 'code');
      const [seed, redirect] = code ? [code.slice(0, 10), code.slice(11)] : [];
      if (!seed || redirect !== sig(q.redirect_uri ?? '') || usedCodes.has(q.code ?? ''))
        return graphError(res, 400, 'Invalid verification code format.', 100, 36007);
      usedCodes.add(q.code ?? '');
      return sendJson(res, 200, {
        access_token: mint(`user-${seed}`),
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    if (method === 'GET' && path === '/me/accounts') {
      const seed = read(q.access_token, 'user');
      if (!seed || q.appsecret_proof !== appSecretProof(q.access_token ?? '', appSecret))
        return graphError(res, 400, 'Invalid OAuth access token.', 190);
      const data = demoPages(seed).map((p) => ({
        id: p.id,
        name: p.name,
        access_token: mint(`page-${p.id}`),
        category: 'Shopping & retail',
        tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT', 'MESSAGING', 'MODERATE', 'MANAGE'],
        picture: { data: { url: pictureUrl(p.id), height: 50, width: 50, is_silhouette: false } },
      }));
      return sendJson(res, 200, { data, paging: { cursors: { before: 'MA', after: 'MQ' } } });
    }
    const match = /^\/(\d{5,20})\/(subscribed_apps|picture|messenger_profile)$/.exec(path);
    const page = match?.[1] ? pageOf(res, match[1], q) : undefined;
    if (page === null) return;
    if (page && match?.[2] === 'subscribed_apps') {
      if (method === 'POST') {
        const fields = String(q.subscribed_fields ?? '')
          .split(',')
          .filter(Boolean);
        if (fields.length === 0)
          return graphError(res, 400, '(#100) Param subscribed_fields is required', 100);
        subscriptions.set(page.id, fields);
        return sendJson(res, 200, { success: true });
      }
      if (method === 'DELETE') {
        subscriptions.delete(page.id);
        return sendJson(res, 200, { success: true });
      }
    }
    if (page && match?.[2] === 'picture' && method === 'GET')
      return sendJson(res, 200, {
        data: { url: pictureUrl(page.id), height: 200, width: 200, is_silhouette: false },
      });
    if (page && match?.[2] === 'messenger_profile' && (method === 'POST' || method === 'DELETE')) {
      if (!page.primary)
        return graphError(
          res,
          400,
          'Cannot delete persistent menu because your app is not set as the primary app for the page',
          100,
          NOT_PRIMARY_APP_SUBCODE,
        );
      const menu = (body?.persistent_menu as { call_to_actions?: unknown[] }[] | undefined)?.[0];
      if (method === 'POST') menus.set(page.id, menu?.call_to_actions ?? []);
      else menus.delete(page.id);
      return sendJson(res, 200, { result: 'success' });
    }
    return graphError(res, 400, `Unsupported ${method} request to ${path}`, 100, 33);
  };

  const dialog = (res: ServerResponse, q: Record<string, string>) => {
    // Like Meta's valid OAuth redirect URIs: only back to this server.
    const redirect = q.redirect_uri ?? '';
    const ours = redirect.startsWith(`${options.publicUrl().replace(/\/$/, '')}/`);
    if (q.client_id !== appId || !ours || !q.state || !q.config_id)
      return html(
        res,
        400,
        'Facebook login',
        '<h1>This login link is not valid</h1><p>The app, return address or configuration is missing.</p>',
      );
    const seed = String(randomInt(1_000_000_000, 9_999_999_999));
    const back = (params: Record<string, string>) =>
      escapeHtml(`${redirect}${redirect.includes('?') ? '&' : '?'}${new URLSearchParams(params)}`);
    const code = mint(`code-${seed}-${sig(redirect)}`);
    return html(
      res,
      200,
      'Log in with Facebook (local test Meta)',
      '<h1>Log in with Facebook</h1><p>This is the local test Meta: no Facebook account is used. Suki will see the two pages of a demo merchant.</p>' +
        `<p><a href="${back({ code, state: q.state })}" style="display:inline-block;padding:.75rem 1.25rem;background:#0b57d0;color:#fff;border-radius:6px;text-decoration:none;font-weight:600">Continue as Demo Merchant</a></p>` +
        `<p><a href="${back({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error', state: q.state })}" style="color:#0b57d0">Cancel</a></p>`,
    );
  };

  const sendMessage: FakeMeta['sendMessage'] = async ({ fbPageId, psid = '7000000000000001', text }) => {
    if (!subscriptions.get(fbPageId)?.includes('messages')) return false;
    const now = Date.now();
    const payload = JSON.stringify({
      object: 'page',
      entry: [
        {
          id: fbPageId,
          time: now,
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: fbPageId },
              timestamp: now,
              message: { mid: `m_fake_${now}_${randomInt(1e9)}`, text },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', appSecret).update(payload).digest('hex')}`;
    const response = await fetch(`${options.publicUrl().replace(/\/$/, '')}/webhooks/meta`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      body: payload,
    });
    return response.ok;
  };

  return {
    appId,
    appSecret,
    graphUrl: () => `${base()}${GRAPH}`,
    dialogUrl: () => `${base()}${WWW}`,
    calls,
    subscriptions,
    menus,
    sendMessage,
    async handle(req, res, pathname) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const path = pathname.slice(FAKE_META_PREFIX.length);
      const raw = req.method === 'GET' ? Buffer.alloc(0) : await readBody(req, 100_000);
      const text = raw.toString('utf8');
      let body: Record<string, unknown> | null = null;
      if (text) {
        try {
          body = /json/.test(String(req.headers['content-type']))
            ? (JSON.parse(text) as Record<string, unknown>)
            : Object.fromEntries(new URLSearchParams(text));
        } catch {
          return graphError(res, 400, 'Invalid JSON', 100);
        }
      }
      const q = {
        ...Object.fromEntries(url.searchParams),
        ...(body && !Array.isArray(body) ? stringsOf(body) : {}),
      };
      if (path.startsWith(GRAPH)) {
        calls.push({
          method: req.method ?? 'GET',
          path: path.slice(GRAPH.length),
          query: Object.fromEntries(url.searchParams),
          body,
        });
        if (calls.length > 500) calls.shift();
        return graph(req, res, path.slice(GRAPH.length), q, body);
      }
      if (path === `${WWW}/dialog/oauth` && req.method === 'GET') return dialog(res, q);
      const picture = /^\/pictures\/(\d{5,20})\.svg$/.exec(path);
      if (picture?.[1] && req.method === 'GET') {
        const letter = picture[1].endsWith('2') ? 'K' : 'S';
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' });
        res.end(
          `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="#0b57d0"/><text x="100" y="128" font-size="96" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`,
        );
        return;
      }
      if (path === '/demo/messages' && req.method === 'POST') {
        const fbPageId = typeof body?.fbPageId === 'string' ? body.fbPageId : '';
        const message = typeof body?.text === 'string' ? body.text.slice(0, 2000) : '';
        if (!fbPageId || !message) return sendJson(res, 400, { error: 'fbPageId and text are required' });
        const sent = await sendMessage({
          fbPageId,
          text: message,
          ...(typeof body?.psid === 'string' ? { psid: body.psid } : {}),
        });
        return sendJson(
          res,
          sent ? 200 : 409,
          sent ? { sent } : { error: 'The page is not subscribed to webhooks' },
        );
      }
      sendJson(res, 404, { error: 'Unknown fake Meta path' });
    },
  };
}

const stringsOf = (body: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'));

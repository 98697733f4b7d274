/**
 * Connecting a Facebook page (Facebook Login for Business): the login URL with a sealed `state`, the
 * callback, the pages the merchant manages, connect and disconnect, the page photo. Calls to Meta that
 * change something at Meta (subscribing the app to the page's webhooks, unsubscribing) leave through
 * the outbox (listeners/meta.ts); reads (the token exchange, the page list, the photo) answer the request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Context, ContextBase } from '../../graphql/context.ts';
import { type Meta, MetaError } from '../../integrations/meta/meta.port.ts';
import { AppError, badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import type { Sealer } from '../../platform/seal.ts';
import { type MetaLoginRow, metaLogins } from './apps.connect.tables.ts';
import { activePageOf, pageConnectedElsewhere, replaceActivePage } from './apps.pages.ts';
import { appOrThrow } from './apps.service.ts';
import { type AppRow, type PageRow, pages } from './apps.tables.ts';

export const META_CALLBACK_PATH = '/oauth/meta/callback';
/** How long a login link stays good, and how long the merchant has to pick a page after logging in. */
const STATE_TTL_MS = 15 * 60_000;
const LOGIN_TTL_MS = 30 * 60_000;

export const NO_ACTIVE_PAGE = 'No active page';
export const PAGE_TAKEN = 'This page is already connected to another store';
export const LOGIN_REFUSED = 'This Facebook login has expired or was not started here. Please try again.';
export const LOGIN_EXPIRED = 'Your Facebook login has expired. Please log in with Facebook again.';
export const NO_PAGE_TOKEN = 'Connect the page through Facebook again to refresh its photo';
export const NOT_YOUR_PAGE = 'This page is not one of the pages you manage on Facebook';
export const META_NOT_SET_UP =
  'Facebook login is not set up on this server: set META_APP_ID, META_APP_SECRET and META_LOGIN_CONFIG_ID';

interface LoginState {
  /** app, user, return path, expiry (ms). */
  a: string;
  u: string;
  r: string;
  e: number;
}

const metaOrThrow = (ctx: { meta: Meta | null }): Meta => {
  if (!ctx.meta) throw new AppError(META_NOT_SET_UP, 'CONFLICT');
  return ctx.meta;
};
const callbackUrl = (ctx: { publicUrl(): string }) => `${ctx.publicUrl()}${META_CALLBACK_PATH}`;
/** Meta could not be reached or refused a read: the request fails in plain words, nothing is written. */
const upstream = (err: unknown): never => {
  if (!(err instanceof MetaError)) throw err;
  throw new AppError(
    err.detail.unreachable
      ? 'Facebook could not be reached. Please try again.'
      : `Facebook refused the request: ${err.detail.reason ?? err.message}`,
    'UPSTREAM_ERROR',
  );
};

/** A path of this site to come back to (no scheme, no host: never an open redirect). */
const isLocalPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path) && path.length <= 1000;

export function openLoginState(sealer: Sealer, state: string, now: Date): LoginState | null {
  try {
    const value = JSON.parse(sealer.open(state)) as Partial<LoginState>;
    if (typeof value.a !== 'string' || typeof value.u !== 'string' || typeof value.r !== 'string')
      return null;
    if (typeof value.e !== 'number' || value.e < now.getTime() || !isLocalPath(value.r)) return null;
    return value as LoginState;
  } catch {
    return null;
  }
}

/** facebookLoginUrl: the login dialog for this store, coming back to `returnPath` (a path of the console). */
export async function facebookLoginUrl(ctx: Context, appUuid: string, returnPath: string): Promise<string> {
  const app = await appOrThrow(ctx, appUuid);
  const user = ctx.userOrThrow();
  if (!isLocalPath(returnPath)) throw badInput({ returnPath: 'Return path is invalid' });
  const meta = metaOrThrow(ctx);
  const state: LoginState = {
    a: app.uuid,
    u: user.uuid,
    r: returnPath,
    e: ctx.clock.now().getTime() + STATE_TTL_MS,
  };
  return meta.dialogUrl({
    redirectUri: callbackUrl(ctx),
    state: ctx.loginStateSealer.seal(JSON.stringify(state)),
  });
}

/**
 * GET /oauth/meta/callback: Meta sends the browser back here. A state we did not seal (or too old) is
 * refused and nothing happens; otherwise the browser goes back to the console's return path with the
 * code and state, where the signed-in merchant finishes the login (facebookLoginComplete).
 */
export function metaLoginCallback(base: ContextBase, req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const stateParam = url.searchParams.get('state') ?? '';
  const state = openLoginState(base.loginStateSealer, stateParam, base.clock.now());
  if (!state || req.method !== 'GET') {
    res.writeHead(400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Facebook login</title></head><body><main>' +
        `<h1>Facebook login</h1><p>${LOGIN_REFUSED}</p><p><a href="/">Back to Suki</a></p></main></body></html>`,
    );
    return;
  }
  const code = url.searchParams.get('code');
  const back = new URLSearchParams(
    code ? { metaCode: code, metaState: stateParam } : { metaError: 'denied' },
  );
  const separator = state.r.includes('?') ? '&' : '?';
  res.writeHead(302, { location: `${state.r}${separator}${back}`, 'cache-control': 'no-store' });
  res.end();
}

export interface LoginResult {
  login: MetaLoginRow;
  app: AppRow;
}

/** facebookLoginComplete: the code for a user token, and the pages that user manages (tokens sealed). */
export async function facebookLoginComplete(
  ctx: Context,
  input: { appUuid: string; state: string; code: string },
): Promise<LoginResult> {
  const app = await appOrThrow(ctx, input.appUuid);
  const user = ctx.userOrThrow();
  const state = openLoginState(ctx.loginStateSealer, input.state, ctx.clock.now());
  if (!state || state.a !== app.uuid || state.u !== user.uuid) throw badInput({ state: LOGIN_REFUSED });
  const code = input.code.trim();
  if (!code) throw badInput({ code: LOGIN_REFUSED });
  const meta = metaOrThrow(ctx);
  const found = await meta
    .userToken({ code, redirectUri: callbackUrl(ctx) })
    .then((token) => meta.pages(token))
    .catch(upstream);
  const now = ctx.clock.now();
  const login = await inTransaction(ctx, async (tx) => {
    await tx
      .delete(metaLogins)
      .where(and(eq(metaLogins.userUuid, user.uuid), lte(metaLogins.expiresAt, now)));
    const [row] = await tx
      .insert(metaLogins)
      .values({
        uuid: newUuid(),
        appUuid: app.uuid,
        userUuid: user.uuid,
        pages: found.map((p) => ({
          fbPageId: p.id,
          name: p.name,
          pictureUrl: p.pictureUrl,
          accessTokenSealed: ctx.sealer.seal(p.accessToken),
        })),
        expiresAt: new Date(now.getTime() + LOGIN_TTL_MS),
      })
      .returning();
    if (!row) throw new Error('meta login insert returned nothing');
    return row;
  });
  return { login, app };
}

/** Connects a page to the app: the previous active page is retired; the app subscribes to it (outbox). */
export async function connectPage(
  ctx: Context,
  app: AppRow,
  page: { fbPageId: string; name: string; accessTokenSealed: string; photoUrl: string | null },
): Promise<PageRow> {
  if (await pageConnectedElsewhere(ctx.db, page.fbPageId, app.uuid)) throw badInput({ fbPageId: PAGE_TAKEN });
  return inTransaction(ctx, async (tx, events) => {
    const row = await replaceActivePage(tx, { uuid: newUuid(), appUuid: app.uuid, ...page });
    events.emit('apps.pageConnected', { appUuid: app.uuid, pageUuid: row.uuid });
    return row;
  });
}

/** facebookPageConnect: one of the pages of a finished login (that this user started for this app). */
export async function facebookPageConnect(
  ctx: Context,
  input: { appUuid: string; loginUuid: string; fbPageId: string },
): Promise<PageRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  const user = ctx.userOrThrow();
  const [login] = isUuid(input.loginUuid)
    ? await ctx.db
        .select()
        .from(metaLogins)
        .where(
          and(
            eq(metaLogins.uuid, input.loginUuid),
            eq(metaLogins.appUuid, app.uuid),
            eq(metaLogins.userUuid, user.uuid),
            gt(metaLogins.expiresAt, ctx.clock.now()),
          ),
        )
    : [];
  if (!login) throw badInput({ loginUuid: LOGIN_EXPIRED });
  const page = login.pages.find((p) => p.fbPageId === input.fbPageId);
  if (!page) throw badInput({ fbPageId: NOT_YOUR_PAGE });
  return connectPage(ctx, app, {
    fbPageId: page.fbPageId,
    name: page.name,
    accessTokenSealed: page.accessTokenSealed,
    photoUrl: page.pictureUrl,
  });
}

/** The pages of a finished login, for the picker (tokens never leave the server). */
export async function loginPages(ctx: Context, login: MetaLoginRow) {
  return Promise.all(
    login.pages.map(async (p) => ({
      fbPageId: p.fbPageId,
      name: p.name,
      pictureUrl: p.pictureUrl,
      connectedElsewhere: await pageConnectedElsewhere(ctx.db, p.fbPageId, login.appUuid),
    })),
  );
}

/** pageConnect: a page by id and page access token (operators and tests; the login flow is the merchant's way). */
export async function pageConnectWithToken(
  ctx: Context,
  input: { appUuid: string; fbPageId: string; pageAccessToken: string; name?: string | null },
): Promise<PageRow> {
  const app = await appOrThrow(ctx, input.appUuid);
  const fbPageId = input.fbPageId.trim();
  const token = input.pageAccessToken.trim();
  const fields: Record<string, string> = {};
  if (!/^\d{5,20}$/.test(fbPageId)) fields.fbPageId = 'Page ID is invalid';
  if (token.length < 20) fields.pageAccessToken = 'Page access token is invalid';
  if (Object.keys(fields).length) throw badInput(fields);
  return connectPage(ctx, app, {
    fbPageId,
    name: input.name?.trim() || app.name,
    accessTokenSealed: ctx.sealer.seal(token),
    photoUrl: null,
  });
}

/** facebookPageDisconnect: the page stops being the app's; sends stop at once, the app unsubscribes (outbox). */
export async function facebookPageDisconnect(ctx: Context, appUuid: string): Promise<AppRow> {
  const app = await appOrThrow(ctx, appUuid);
  const page = await activePageOf(ctx.db, app.uuid);
  if (!page) throw badInput({ appUuid: NO_ACTIVE_PAGE });
  await inTransaction(ctx, async (tx, events) => {
    await tx.update(pages).set({ active: false }).where(eq(pages.uuid, page.uuid));
    events.emit('apps.pageDisconnected', { appUuid: app.uuid, pageUuid: page.uuid });
  });
  return app;
}

/** updatePageImage: the active page's photo as Meta has it now. */
export async function updatePageImage(ctx: Context, appUuid: string): Promise<PageRow> {
  const app = await appOrThrow(ctx, appUuid);
  const page = await activePageOf(ctx.db, app.uuid);
  if (!page) throw badInput({ appUuid: NO_ACTIVE_PAGE });
  if (!page.accessTokenSealed) throw badInput({ appUuid: NO_PAGE_TOKEN });
  const photoUrl = await metaOrThrow(ctx)
    .picture({ fbPageId: page.fbPageId, accessToken: ctx.sealer.open(page.accessTokenSealed) })
    .catch(upstream);
  const [row] = await ctx.db.update(pages).set({ photoUrl }).where(eq(pages.uuid, page.uuid)).returning();
  return row ?? page;
}

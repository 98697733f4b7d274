import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import type { FakeMeta } from '../../integrations/meta/fake.ts';
import { jobs } from '../../platform/jobs.tables.ts';
import { metaLogins } from './apps.connect.tables.ts';
import { LOGIN_REFUSED, NO_PAGE_TOKEN, PAGE_TAKEN } from './apps.connect.ts';
import { PRIMARY_APP_MESSAGE } from './apps.menu.ts';
import { pages } from './apps.tables.ts';

const LOGIN_URL = 'query($a: ID!, $r: String!) { facebookLoginUrl(appUuid: $a, returnPath: $r) }';
const COMPLETE = `mutation($i: FacebookLoginCompleteInput!) { facebookLoginComplete(input: $i) {
  uuid pages { fbPageId name pictureUrl connectedElsewhere } } }`;
const CONNECT = `mutation($i: FacebookPageConnectInput!) { facebookPageConnect(input: $i) {
  uuid activePagePhotoUrl activePage { uuid fbPageId name photoUrl subscribed } } }`;
const MENU = 'status error needsPrimaryApp items { title category url webHeight }';

interface Login {
  uuid: string;
  pages: { fbPageId: string; name: string; pictureUrl: string | null }[];
}

describe.each(testDatabases())('connecting a Facebook page through the fake Meta, on %s', (kind) => {
  let t: TestServer;
  let fake: FakeMeta;
  let token: string;
  let appUuid: string;
  let login: Login;

  /** The merchant's browser: the login dialog, "Continue as Demo Merchant", our callback's redirect. */
  const walkDialog = async (returnPath: string) => {
    const url = (await t.gql<{ facebookLoginUrl: string }>(LOGIN_URL, { a: appUuid, r: returnPath }, token))
      .data?.facebookLoginUrl;
    const page = await (await fetch(url ?? '')).text();
    const href =
      /href="([^"]+)"[^>]*>Continue as Demo Merchant/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const back = await fetch(href, { redirect: 'manual' });
    return { url: new URL(url ?? ''), back, location: new URL(back.headers.get('location') ?? '/', t.url) };
  };
  const complete = async (state: string, code: string) =>
    t.gql<{ facebookLoginComplete: Login }>(COMPLETE, { i: { appUuid, state, code } }, token);

  beforeAll(async () => {
    t = await startTestServer(kind);
    fake = t.server.fakeMeta as FakeMeta;
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(() => t.close());

  it('refuses to refresh the photo of a page connected without a Facebook login', async () => {
    const r = await t.gql('query($a: ID!) { updatePageImage(appUuid: $a) { uuid } }', { a: appUuid }, token);
    expect(r.errors?.[0]?.message).toBe(NO_PAGE_TOKEN);
  });

  it('sends the merchant to the login dialog with a sealed state and back to the console with a code', async () => {
    const { url, back, location } = await walkDialog('/apps/x/settings/page-subscription/facebook');
    expect(url.pathname).toBe('/fake-meta/www/v25.0/dialog/oauth');
    expect(url.searchParams.get('client_id')).toBe(fake.appId);
    expect(url.searchParams.get('config_id')).toBe('fake-login-config');
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.server.url}/oauth/meta/callback`);
    expect(url.searchParams.get('state')).not.toContain(appUuid);
    expect(back.status).toBe(302);
    expect(location.pathname).toBe('/apps/x/settings/page-subscription/facebook');
    const state = location.searchParams.get('metaState') ?? '';
    const r = await complete(state, location.searchParams.get('metaCode') ?? '');
    login = r.data?.facebookLoginComplete as Login;
    expect(login.pages.map((p) => p.name)).toEqual(['Demo Merchant Shop', 'Demo Merchant Kitchen']);
    expect(fake.calls.map((c) => `${c.method} ${c.path}`).slice(-3)).toEqual([
      'GET /oauth/access_token',
      'GET /oauth/access_token',
      'GET /me/accounts',
    ]);
  });

  it('refuses a tampered or foreign state at the callback and in the API, and writes nothing', async () => {
    const { location } = await walkDialog('/apps');
    const state = location.searchParams.get('metaState') ?? '';
    const tampered = `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`;
    const callback = await fetch(
      `${t.url}/oauth/meta/callback?code=x&state=${encodeURIComponent(tampered)}`,
      {
        redirect: 'manual',
      },
    );
    expect(callback.status).toBe(400);
    expect(await callback.text()).toContain(LOGIN_REFUSED);
    const before = await t.server.database.db.select().from(metaLogins);
    const r = await complete(tampered, location.searchParams.get('metaCode') ?? '');
    expect(r.errors?.[0]?.message).toBe(LOGIN_REFUSED);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.server.database.db.select().from(metaLogins)).toHaveLength(before.length);
  });

  it('connects a picked page: token sealed, subscribed to its webhooks through the outbox', async () => {
    const shop = login.pages[0]?.fbPageId ?? '';
    const r = await t.gql<{
      facebookPageConnect: { activePage: Record<string, unknown>; activePagePhotoUrl: string };
    }>(CONNECT, { i: { appUuid, loginUuid: login.uuid, fbPageId: shop } }, token);
    expect(r.data?.facebookPageConnect.activePage).toMatchObject({
      fbPageId: shop,
      name: 'Demo Merchant Shop',
    });
    expect(r.data?.facebookPageConnect.activePagePhotoUrl).toContain(`/fake-meta/pictures/${shop}.svg`);
    const [row] = await t.server.database.db.select().from(pages).where(eq(pages.fbPageId, shop));
    expect(row?.accessTokenSealed).toMatch(/^v1\./);
    expect(t.server.context.sealer.open(row?.accessTokenSealed ?? '')).toMatch(
      new RegExp(`^page-${shop}\\.`),
    );
    expect(row?.subscribedAt).not.toBeNull();
    expect(fake.subscriptions.get(shop)).toEqual([
      'messages',
      'messaging_postbacks',
      'messaging_optins',
      'messaging_referrals',
      'message_echoes',
      'message_deliveries',
      'message_reads',
      'feed',
    ]);
    const deliveries = await t.server.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'event:apps.pageConnected:apps.meta'));
    expect(deliveries.map((d) => d.status)).toContain('done');
    // The fake Meta's signed webhook reaches the inbox.
    expect(await fake.sendMessage({ fbPageId: shop, psid: '7100', text: 'Hello po' })).toBe(true);
    await t.server.context.jobs.idle();
    const list = await t.gql<{ pageRecipients: { edges: { node: { psid: string } }[] } }>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 50) { edges { node { psid } } } }',
      { a: appUuid },
      token,
    );
    expect(list.data?.pageRecipients.edges.map((e) => e.node.psid)).toContain('7100');
    // The same through the fake's own route (what a developer or an e2e test calls).
    const viaRoute = await fetch(`${t.url}/fake-meta/demo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fbPageId: shop, psid: '7200', text: 'May stock pa po?' }),
    });
    expect(viaRoute.status).toBe(200);
    const unknown = await fetch(`${t.url}/fake-meta/demo/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fbPageId: '6100000000009', text: 'Hello' }),
    });
    expect(unknown.status).toBe(409);
  });

  it('refuses a page another store has connected, in plain words', async () => {
    const other = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($i: AppCreateInput!) { appCreate(input: $i) { uuid } }',
      { i: { name: 'Second store', bundleKey: 'ecommerce-b2c-bundle' } },
      token,
    );
    const r = await t.gql(
      'mutation($i: PageConnectInput!) { pageConnect(input: $i) { uuid } }',
      {
        i: {
          appUuid: other.data?.appCreate.uuid,
          fbPageId: login.pages[0]?.fbPageId,
          pageAccessToken: 'x'.repeat(30),
        },
      },
      token,
    );
    expect(r.errors?.[0]?.message).toBe(PAGE_TAKEN);
  });

  it('refreshes the page photo with updatePageImage', async () => {
    const before = await t.gql<{ fetchAppByUuid: { activePage: { photoUrl: string } } }>(
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { activePage { photoUrl } } }',
      { a: appUuid },
      token,
    );
    const r = await t.gql<{ updatePageImage: { photoUrl: string } }>(
      'query($a: ID!) { updatePageImage(appUuid: $a) { uuid photoUrl } }',
      { a: appUuid },
      token,
    );
    expect(r.data?.updatePageImage.photoUrl).toMatch(/\?v=\d+$/);
    expect(r.data?.updatePageImage.photoUrl).not.toBe(before.data?.fetchAppByUuid.activePage.photoUrl);
  });

  it('publishes the persistent menu through the page profile, and refuses a bad one', async () => {
    const bad = await t.gql(
      `mutation($i: PersistentMenuSaveInput!) { persistentMenuSave(input: $i) { ${MENU} } }`,
      { i: { appUuid, items: [{ title: '', category: 'web_url', url: 'nope' }] } },
      token,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      'items.0.title': 'Title is required',
      'items.0.url': 'URL must be a web address starting with https://',
    });
    const r = await t.gql<{ persistentMenuSave: Record<string, unknown> }>(
      `mutation($i: PersistentMenuSaveInput!) { persistentMenuSave(input: $i) { ${MENU} } }`,
      {
        i: {
          appUuid,
          items: [
            { title: 'Shop now', category: 'web_url', url: 'https://suki.ph/store', webHeight: 'tall' },
          ],
        },
      },
      token,
    );
    expect(r.data?.persistentMenuSave).toMatchObject({ status: 'pending' });
    const after = await t.gql<{ persistentMenu: Record<string, unknown> }>(
      `query($a: ID!) { persistentMenu(appUuid: $a) { ${MENU} } }`,
      { a: appUuid },
      token,
    );
    expect(after.data?.persistentMenu).toMatchObject({
      status: 'published',
      error: null,
      needsPrimaryApp: false,
    });
    expect(fake.menus.get(login.pages[0]?.fbPageId ?? '')).toEqual([
      {
        type: 'web_url',
        title: 'Shop now',
        url: 'https://suki.ph/store',
        webview_height_ratio: 'tall',
        messenger_extensions: false,
      },
    ]);
  });

  it('disconnects: unsubscribes at Meta and a later send is refused', async () => {
    const shop = login.pages[0]?.fbPageId ?? '';
    const list = await t.gql<{ pageRecipients: { edges: { node: { uuid: string; psid: string } }[] } }>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 50) { edges { node { uuid psid } } } }',
      { a: appUuid },
      token,
    );
    const recipient = list.data?.pageRecipients.edges.find((e) => e.node.psid === '7100')?.node.uuid;
    const r = await t.gql<{ facebookPageDisconnect: { activePage: null } }>(
      'mutation($i: FacebookPageDisconnectInput!) { facebookPageDisconnect(input: $i) { uuid activePage { uuid } } }',
      { i: { appUuid } },
      token,
    );
    expect(r.data?.facebookPageDisconnect.activePage).toBeNull();
    expect(fake.subscriptions.has(shop)).toBe(false);
    expect(fake.calls.at(-1)).toMatchObject({ method: 'DELETE', path: `/${shop}/subscribed_apps` });
    const send = await t.gql(
      'mutation($i: InboxMessageSendInput!) { inboxMessageSend(input: $i) { uuid } }',
      { i: { pageRecipientUuid: recipient, message: 'Still there?' } },
      token,
    );
    expect(send.errors?.[0]?.message).toBe('This conversation belongs to a page that is no longer connected');
    const again = await t.gql(
      'mutation($i: FacebookPageDisconnectInput!) { facebookPageDisconnect(input: $i) { uuid } }',
      { i: { appUuid } },
      token,
    );
    expect(again.errors?.[0]?.message).toBe('No active page');
  });

  it("shows the spec's words when the page's primary app is another (subcode 2018297)", async () => {
    const kitchen = login.pages[1]?.fbPageId ?? '';
    await t.gql(CONNECT, { i: { appUuid, loginUuid: login.uuid, fbPageId: kitchen } }, token);
    const r = await t.gql<{ persistentMenu: Record<string, unknown> }>(
      `query($a: ID!) { persistentMenu(appUuid: $a) { ${MENU} } }`,
      { a: appUuid },
      token,
    );
    expect(r.data?.persistentMenu).toMatchObject({
      status: 'failed',
      needsPrimaryApp: true,
      error: PRIMARY_APP_MESSAGE,
    });
    expect(fake.subscriptions.has(kitchen)).toBe(true);
  });
});

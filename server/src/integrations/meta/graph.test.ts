import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeMeta, type FakeMeta } from './fake.ts';
import { appSecretProof, createGraphMeta } from './graph.ts';
import { type Meta, MetaError, NOT_PRIMARY_APP_SUBCODE } from './meta.port.ts';

/* The Graph adapter against the recorded fake Meta, which speaks the documented wire format. */
describe('the Graph API Meta adapter', () => {
  const appSecret = 'wire-test-app-secret';
  let server: http.Server;
  let base = '';
  let fake: FakeMeta;
  let meta: Meta;
  const redirectUri = () => `${base}/oauth/meta/callback`;

  beforeAll(async () => {
    fake = createFakeMeta({ appId: '4242', appSecret, publicUrl: () => base });
    server = http.createServer(
      (req, res) => void fake.handle(req, res, new URL(req.url ?? '/', 'http://x').pathname),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    meta = createGraphMeta({
      appId: '4242',
      appSecret,
      loginConfigId: '9001',
      graphUrl: `${base}/fake-meta/graph/v25.0/`,
      dialogUrl: () => `${base}/fake-meta/www/v25.0`,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const code = async () => {
    const page = await (await fetch(meta.dialogUrl({ redirectUri: redirectUri(), state: 'S1' }))).text();
    const href =
      /href="([^"]+)"[^>]*>Continue as Demo Merchant/.exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
    return new URL(href).searchParams.get('code') ?? '';
  };
  const last = () => fake.calls.at(-1);

  it('builds the Facebook Login for Business dialog URL with config_id and state', () => {
    const url = new URL(meta.dialogUrl({ redirectUri: 'https://suki.ph/oauth/meta/callback', state: 'abc' }));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/fake-meta/www/v25.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '4242',
      redirect_uri: 'https://suki.ph/oauth/meta/callback',
      state: 'abc',
      config_id: '9001',
      response_type: 'code',
      override_default_response_type: 'true',
    });
  });

  it('exchanges the code for a user token, then for a long-lived one; a code works once', async () => {
    const c = await code();
    const token = await meta.userToken({ code: c, redirectUri: redirectUri() });
    expect(token).toMatch(/^user-\d{10}\./);
    const [first, second] = fake.calls.slice(-2);
    expect(first).toMatchObject({
      method: 'GET',
      path: '/oauth/access_token',
      query: { client_id: '4242', redirect_uri: redirectUri(), client_secret: appSecret, code: c },
    });
    expect(second?.query).toEqual({
      grant_type: 'fb_exchange_token',
      client_id: '4242',
      client_secret: appSecret,
      fb_exchange_token: expect.stringMatching(/^user-/),
    });
    await expect(meta.userToken({ code: c, redirectUri: redirectUri() })).rejects.toMatchObject({
      detail: { code: 100, subcode: 36007 },
    });
  });

  it('lists the pages with page tokens and pictures, signed with appsecret_proof', async () => {
    const token = await meta.userToken({ code: await code(), redirectUri: redirectUri() });
    const pages = await meta.pages(token);
    expect(pages.map((p) => p.name)).toEqual(['Demo Merchant Shop', 'Demo Merchant Kitchen']);
    expect(pages[0]?.accessToken).toMatch(/^page-/);
    expect(pages[0]?.pictureUrl).toContain('/fake-meta/pictures/');
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/me/accounts',
      query: {
        fields: 'id,name,access_token,picture{url}',
        limit: '100',
        access_token: token,
        appsecret_proof: createHmac('sha256', appSecret).update(token).digest('hex'),
      },
    });
  });

  it('subscribes with subscribed_fields in a form body, unsubscribes with DELETE, reads the picture', async () => {
    const [shop] = await meta.pages(await meta.userToken({ code: await code(), redirectUri: redirectUri() }));
    const page = { fbPageId: shop?.id ?? '', accessToken: shop?.accessToken ?? '' };
    const proof = appSecretProof(page.accessToken, appSecret);
    await meta.subscribe(page);
    expect(last()).toEqual({
      method: 'POST',
      path: `/${page.fbPageId}/subscribed_apps`,
      query: {},
      body: {
        subscribed_fields:
          'messages,messaging_postbacks,messaging_optins,messaging_referrals,message_echoes,message_deliveries,message_reads,feed',
        access_token: page.accessToken,
        appsecret_proof: proof,
      },
    });
    expect(await meta.picture(page)).toMatch(/\.svg\?v=\d+$/);
    expect(last()?.query).toEqual({
      redirect: 'false',
      type: 'large',
      access_token: page.accessToken,
      appsecret_proof: proof,
    });
    await meta.unsubscribe(page);
    expect(last()).toMatchObject({ method: 'DELETE', path: `/${page.fbPageId}/subscribed_apps`, body: null });
    expect(fake.subscriptions.has(page.fbPageId)).toBe(false);
  });

  it('publishes the persistent menu as JSON, deletes it when empty, and reports subcode 2018297', async () => {
    const [shop, kitchen] = await meta.pages(
      await meta.userToken({ code: await code(), redirectUri: redirectUri() }),
    );
    const page = { fbPageId: shop?.id ?? '', accessToken: shop?.accessToken ?? '' };
    await meta.setPersistentMenu(page, [
      { type: 'web_url', title: 'Shop', url: 'https://suki.ph/s', webviewHeightRatio: 'compact' },
      { type: 'postback', title: 'Talk to us' },
    ]);
    expect(last()?.body).toEqual({
      persistent_menu: [
        {
          locale: 'default',
          composer_input_disabled: false,
          call_to_actions: [
            {
              type: 'web_url',
              title: 'Shop',
              url: 'https://suki.ph/s',
              webview_height_ratio: 'compact',
              messenger_extensions: false,
            },
            { type: 'postback', title: 'Talk to us', payload: 'Talk to us' },
          ],
        },
      ],
    });
    await meta.setPersistentMenu(page, []);
    expect(last()).toMatchObject({
      method: 'DELETE',
      path: `/${page.fbPageId}/messenger_profile`,
      body: { fields: ['persistent_menu'] },
    });
    const refused = await meta
      .setPersistentMenu({ fbPageId: kitchen?.id ?? '', accessToken: kitchen?.accessToken ?? '' }, [
        { type: 'postback', title: 'Hi' },
      ])
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MetaError);
    expect((refused as MetaError).detail).toMatchObject({ subcode: NOT_PRIMARY_APP_SUBCODE, code: 100 });
  });

  it("refuses another page's token and says when Meta cannot be reached", async () => {
    const [shop, kitchen] = await meta.pages(
      await meta.userToken({ code: await code(), redirectUri: redirectUri() }),
    );
    await expect(
      meta.subscribe({ fbPageId: shop?.id ?? '', accessToken: kitchen?.accessToken ?? '' }),
    ).rejects.toMatchObject({
      detail: { code: 200 },
    });
    const offline = createGraphMeta({
      appId: '1',
      appSecret,
      loginConfigId: '1',
      graphUrl: 'http://127.0.0.1:1',
      dialogUrl: 'http://127.0.0.1:1',
    });
    await expect(offline.pages('t')).rejects.toMatchObject({ detail: { unreachable: true } });
  });
});

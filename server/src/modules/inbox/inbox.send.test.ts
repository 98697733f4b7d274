import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { pages } from '../apps/apps.tables.ts';

const SEND = `mutation($i: InboxMessageSendInput!) { inboxMessageSend(input: $i) {
  uuid message isCarouselTemplate template { items { title subtitle image_url buttons { type title url } } } products { name price } galleryPhotos { photoUrl } } }`;
const CONNECT = 'mutation($i: PageConnectInput!) { pageConnect(input: $i) { uuid fbPageId name } }';

describe.each(testDatabases())('sending products and photos, and connecting a page, on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  let recipient: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    await deliver(t.url, customerMessage('6001', 'm_send_1', 'Ano pong meron kayo?', clock.now().getTime()));
    const list = await t.gql<{ pageRecipients: { edges: { node: { uuid: string; psid: string } }[] } }>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 50) { edges { node { uuid psid } } } }',
      { a: appUuid },
      token,
    );
    recipient = list.data?.pageRecipients.edges.find((e) => e.node.psid === '6001')?.node.uuid ?? '';
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  const products = async () =>
    (
      await t.gql<{ inboxProducts: { uuid: string; name: string; price: number }[] }>(
        'query($a: ID!) { inboxProducts(appUuid: $a, first: 50) { uuid name price } }',
        { a: appUuid },
        token,
      )
    ).data?.inboxProducts ?? [];

  it('sends text, a product carousel and photos as separate Send API parts of one message', async () => {
    const [a, b] = await products();
    const before = graph.sends().length;
    const res = await t.gql<{
      inboxMessageSend: {
        isCarouselTemplate: boolean;
        template: { items: { title: string; subtitle: string }[] };
        products: { name: string }[];
        galleryPhotos: { photoUrl: string }[];
      };
    }>(
      SEND,
      {
        i: {
          pageRecipientUuid: recipient,
          message: 'Ito po:',
          productUuids: [a?.uuid, b?.uuid],
          photoUrls: ['https://cdn.example.com/menu.jpg'],
        },
      },
      token,
    );
    expect(res.errors).toBeUndefined();
    const sent = res.data?.inboxMessageSend;
    expect(sent?.isCarouselTemplate).toBe(true);
    expect(sent?.products.map((p) => p.name)).toEqual([a?.name, b?.name]);
    expect(sent?.template.items.map((i) => i.title)).toEqual([a?.name, b?.name]);
    const kinds = graph
      .sends()
      .slice(before)
      .map((c) => {
        const message = (
          c.body as {
            message: {
              text?: string;
              attachment?: { type: string; payload: { template_type?: string; elements?: unknown[] } };
            };
          }
        ).message;
        return message.text
          ? 'text'
          : (message.attachment?.payload.template_type ?? message.attachment?.type);
      });
    expect(kinds).toEqual(['text', 'generic', 'image']);
    const carousel = graph.sends().slice(before)[1]?.body as {
      message: { attachment: { payload: { elements: { title: string; subtitle: string }[] } } };
    };
    expect(carousel.message.attachment.payload.elements[0]).toMatchObject({
      title: a?.name,
      subtitle: `₱${((a?.price ?? 0) / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    });
  });

  it('refuses more than 10 products, a bad photo URL or a product not in this catalog, sending nothing', async () => {
    const all = await products();
    const before = graph.sends().length;
    const many = await t.gql(
      SEND,
      { i: { pageRecipientUuid: recipient, productUuids: [...all, ...all].slice(0, 11).map((p) => p.uuid) } },
      token,
    );
    expect(many.errors?.[0]?.extensions?.fields).toEqual({
      productUuids: 'You can send at most 10 products',
    });
    const badPhoto = await t.gql(
      SEND,
      { i: { pageRecipientUuid: recipient, photoUrls: ['javascript:alert(1)'] } },
      token,
    );
    expect(badPhoto.errors?.[0]?.extensions?.fields).toEqual({ photoUrls: 'Photo URL is invalid' });
    const foreign = await t.gql(
      SEND,
      { i: { pageRecipientUuid: recipient, productUuids: ['00000000-0000-4000-8000-000000000000'] } },
      token,
    );
    expect(foreign.errors?.[0]?.extensions?.fields).toEqual({ productUuids: 'Product not found' });
    expect(graph.sends().length).toBe(before);
  });

  it('connects a page by id and token, keeping the token sealed and one page active', async () => {
    const bad = await t.gql(CONNECT, { i: { appUuid, fbPageId: 'abc', pageAccessToken: 'short' } }, token);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      fbPageId: 'Page ID is invalid',
      pageAccessToken: 'Page access token is invalid',
    });
    const secret = 'EAAGm0PX4ZCpsBAKZCZCZBx1234567890abcdef';
    const ok = await t.gql<{ pageConnect: { fbPageId: string; name: string } }>(
      CONNECT,
      { i: { appUuid, fbPageId: '555000111222', pageAccessToken: secret, name: 'Suki Cebu' } },
      token,
    );
    expect(ok.data?.pageConnect).toMatchObject({ fbPageId: '555000111222', name: 'Suki Cebu' });
    const rows = await t.server.context.db.select().from(pages).where(eq(pages.appUuid, appUuid));
    expect(rows.filter((p) => p.active).map((p) => p.fbPageId)).toEqual(['555000111222']);
    const active = rows.find((p) => p.active);
    expect(active?.accessTokenSealed).not.toContain(secret);
    expect(t.server.context.sealer.open(active?.accessTokenSealed ?? '')).toBe(secret);
    const app = await t.gql<{ fetchAppByUuid: { activeFbPageId: string } }>(
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { activeFbPageId } }',
      { a: appUuid },
      token,
    );
    expect(app.data?.fetchAppByUuid.activeFbPageId).toBe('555000111222');
  });
});

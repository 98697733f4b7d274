import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { DEMO_FB_PAGE_ID, deliver, fakeGraph, META_APP_SECRET } from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { orders } from '../orders/orders.tables.ts';

/* Referral links: codes, the store's and a product's links, what each brought, bad input, tenancy. */

const FIELDS =
  'uuid name code product { name } storeUrl messengerUrl figures { from to visits ordersPlaced }';
const CREATE = `mutation($a: ID!, $i: ReferralLinkInput!) { referralLinkCreate(appUuid: $a, input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: ReferralLinkInput!) { referralLinkUpdate(appUuid: $a, uuid: $u, input: $i) { code } }`;
const DELETE = 'mutation($a: ID!, $u: ID!) { referralLinkDelete(appUuid: $a, uuid: $u) }';
const LIST = 'query($a: ID!, $t: ReferralLinkTarget!) { referralLinks(appUuid: $a, target: $t) { name } }';
const ONE = `query($a: ID!, $u: ID!) { referralLink(appUuid: $a, uuid: $u) { ${FIELDS} } }`;
const TRACK = 'mutation($input: StorefrontTrackInput!) { storefrontTrack(input: $input) }';
const PRODUCTS = 'query($a: ID!) { products(appUuid: $a, first: 1) { edges { node { uuid name } } } }';
const CHECKOUT = `mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }`;
const SALES = `query($a: ID!, $u: ID!) { referralLink(appUuid: $a, uuid: $u) { figures { revenue conversations } } }`;

type Link = {
  uuid: string;
  name: string;
  code: string;
  product: { name: string } | null;
  storeUrl: string;
  messengerUrl: string | null;
  figures: { from: string; to: string; visits: number; ordersPlaced: number };
};

describe.each(testDatabases())('referral links on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let product: { uuid: string; name: string };
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));

  const create = async (i: Record<string, unknown>) => {
    const r = await t.gql<{ referralLinkCreate: Link }>(CREATE, { a: appUuid, i }, token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.referralLinkCreate;
  };
  const track = (input: Record<string, unknown>) =>
    fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (iPhone) Messenger' },
      body: JSON.stringify({ query: TRACK, variables: { input: { appUuid, ...input } } }),
    }).then((r) => r.json());

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
    const r = await t.gql<{ products: { edges: { node: typeof product }[] } }>(
      PRODUCTS,
      { a: appUuid },
      token,
    );
    product = r.data?.products.edges[0]?.node ?? { uuid: '', name: '' };
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('gives each link its store address and Messenger link with its ref, and counts the visits and orders it brought', async () => {
    const bio = await create({ name: 'Instagram Bio!' });
    expect(bio.code).toBe('instagram-bio');
    expect(bio.product).toBeNull();
    expect(bio.storeUrl).toMatch(new RegExp(`/store/${appUuid}\\?ref=instagram-bio$`));
    expect(bio.messengerUrl).toMatch(/^https:\/\/m\.me\/\d+\?ref=instagram-bio$/);
    expect(bio.figures).toEqual({ from: '2026-10-28', to: '2026-11-26', visits: 0, ordersPlaced: 0 });

    const retail = await create({ name: 'Flyer', code: 'Flyer-2026', productUuid: product.uuid });
    expect(retail.code).toBe('flyer-2026');
    expect(retail.product?.name).toBe(product.name);
    expect(retail.storeUrl).toMatch(
      new RegExp(`/store/${appUuid}/products/${product.uuid}\\?ref=flyer-2026$`),
    );

    for (let i = 0; i < 3; i++) await track({ kind: 'visit', source: 'instagram-bio' });
    await track({ kind: 'order_placed', source: 'instagram-bio' });
    await track({ kind: 'visit', source: 'flyer-2026' });
    const read = async (uuid: string) =>
      (await t.gql<{ referralLink: Link }>(ONE, { a: appUuid, u: uuid }, token)).data?.referralLink.figures;
    expect(await read(bio.uuid)).toMatchObject({ visits: 3, ordersPlaced: 1 });
    expect(await read(retail.uuid)).toMatchObject({ visits: 1, ordersPlaced: 0 });

    const stores = await t.gql<{ referralLinks: { name: string }[] }>(
      LIST,
      { a: appUuid, t: 'STORE' },
      token,
    );
    // The demo store has its own links too (made at the same clock instant: order aside).
    expect(stores.data?.referralLinks.map((l) => l.name).sort()).toEqual([
      'Facebook page button',
      'Instagram Bio!',
    ]);
    const products = await t.gql<{ referralLinks: { name: string }[] }>(
      LIST,
      { a: appUuid, t: 'PRODUCT' },
      token,
    );
    expect(products.data?.referralLinks.map((l) => l.name).sort()).toEqual(['Flyer', 'Payday flyer']);
  });

  it('refuses a code taken, a code that does not read as a ref, and no name; changes nothing', async () => {
    const count = async () =>
      (await t.gql<{ referralLinks: unknown[] }>(LIST, { a: appUuid, t: 'STORE' }, token)).data?.referralLinks
        .length;
    const before = await count();
    const taken = await t.gql(CREATE, { a: appUuid, i: { name: 'Other', code: 'instagram-bio' } }, token);
    expect(taken.errors?.[0]?.message).toBe('Another link of this store has this code');
    const bad = await t.gql(CREATE, { a: appUuid, i: { name: 'Odd', code: 'a b' } }, token);
    expect(bad.errors?.[0]?.message).toBe(
      'Code has invalid value: use 3 to 32 lowercase letters, digits or -',
    );
    const none = await t.gql(CREATE, { a: appUuid, i: { name: '  ' } }, token);
    expect(none.errors?.[0]?.message).toBe('Name is required');
    expect(await count()).toBe(before);
  });

  it("keeps a store's links to its own team", async () => {
    const link = await create({ name: 'Ours' });
    const other = await ownedStore(t, { email: 'ref@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    expect((await t.gql(ONE, { a: appUuid, u: link.uuid }, theirs)).data ?? null).toBeNull();
    const renamed = await t.gql(UPDATE, { a: other.appUuid, u: link.uuid, i: { name: 'Mine' } }, theirs);
    expect(renamed.errors?.[0]?.message).toBe('Referral link not found');
    const deleted = await t.gql<{ referralLinkDelete: string }>(DELETE, { a: appUuid, u: link.uuid }, token);
    expect(deleted.data?.referralLinkDelete).toBe(link.uuid);
  });
  it('attributes an order placed from the link (its revenue) and counts the Messenger conversations its m.me link started', async () => {
    const link = await create({ name: 'Tiktok bio' });
    const made = await t.gql<{ productCreate: { variants: { uuid: string }[] } }>(
      'mutation($input: ProductCreateInput!) { productCreate(input: $input) { variants { uuid } } }',
      { input: { appUuid, name: 'Ube Jam', price: 25_000 } },
      token,
    );
    const variantUuid = made.data?.productCreate.variants[0]?.uuid;
    const checkout = (source: string | null) =>
      t.gql<{ storeCheckout: { transactionNumber: string; total: number } }>(CHECKOUT, {
        input: {
          appUuid,
          items: [{ variantUuid, quantity: 1 }],
          customerName: 'Liza Reyes',
          mobileNumber: '09171234567',
          fulfillment: 'pickup',
          paymentMethod: 'cod',
          ...(source ? { source } : {}),
        },
      });
    const kept = await checkout('TikTok-Bio ');
    expect(kept.errors).toBeUndefined();
    const cancelled = await checkout('tiktok-bio');
    await checkout(null);
    await checkout('elsewhere');
    const number = cancelled.data?.storeCheckout.transactionNumber ?? '';
    await t.server.context.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(and(eq(orders.appUuid, appUuid), eq(orders.transactionNumber, number)));

    // Two people open the page's conversation from the link's m.me address; one of them twice.
    const opened = (psid: string) => ({
      object: 'page',
      entry: [
        {
          id: DEMO_FB_PAGE_ID,
          time: clock.now().getTime(),
          messaging: [
            {
              sender: { id: psid },
              recipient: { id: DEMO_FB_PAGE_ID },
              timestamp: clock.now().getTime(),
              referral: { ref: 'tiktok-bio', source: 'SHORTLINK', type: 'OPEN_THREAD' },
            },
          ],
        },
      ],
    });
    for (const psid of ['psid-a', 'psid-b', 'psid-a'])
      expect((await deliver(t.url, opened(psid))).status).toBe(200);
    const figures = await t.gql<{ referralLink: { figures: { revenue: number; conversations: number } } }>(
      SALES,
      { a: appUuid, u: link.uuid },
      token,
    );
    expect(figures.data?.referralLink.figures).toEqual({
      revenue: kept.data?.storeCheckout.total,
      conversations: 2,
    });
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { DEMO_FB_PAGE_ID, fakeGraph, META_APP_SECRET } from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { referralLinks } from './referrals.tables.ts';

/* Referral links to a promo, and every link's short address /r/{code}: redirects, refusals, tenancy. */

const FIELDS =
  'uuid name code shortUrl storeUrl messengerUrl product { name } promo { title code ended scheduled } figures { visits }';
const CREATE = `mutation($a: ID!, $i: ReferralLinkInput!) { referralLinkCreate(appUuid: $a, input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: ReferralLinkInput!) { referralLinkUpdate(appUuid: $a, uuid: $u, input: $i) { ${FIELDS} } }`;
const ONE = `query($a: ID!, $u: ID!) { referralLink(appUuid: $a, uuid: $u) { ${FIELDS} } }`;
const LIST = 'query($a: ID!, $t: ReferralLinkTarget!) { referralLinks(appUuid: $a, target: $t) { name } }';
const PROMO = `mutation($input: PromotionCreateInput!) { promotionCreate(input: $input) { uuid } }`;
const END = 'mutation($u: ID!) { promotionEnd(uuid: $u) { status } }';
const DELETE_PROMO = 'mutation($u: ID!) { promotionDelete(uuid: $u) { uuid } }';
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }`;
const TRACK = 'mutation($input: StorefrontTrackInput!) { storefrontTrack(input: $input) }';

type Link = {
  uuid: string;
  name: string;
  code: string;
  shortUrl: string;
  storeUrl: string;
  messengerUrl: string | null;
  product: { name: string } | null;
  promo: { title: string | null; code: string | null; ended: boolean; scheduled: boolean } | null;
  figures: { visits: number };
};

const SHORT = /\/r\/([0-9A-Za-z]{7})$/;
const HOUR = 3_600_000;

describe.each(testDatabases())('referral links to promos and short links on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));

  const gqlData = async <T>(query: string, variables: Record<string, unknown>, as = token) => {
    const r = await t.gql<T>(query, variables, as);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data;
  };
  const create = async (i: Record<string, unknown>) =>
    (await gqlData<{ referralLinkCreate: Link }>(CREATE, { a: appUuid, i })).referralLinkCreate;
  const read = async (uuid: string) =>
    (await gqlData<{ referralLink: Link }>(ONE, { a: appUuid, u: uuid })).referralLink;
  const promotion = async (input: Record<string, unknown>, app = appUuid, as = token) =>
    (
      await gqlData<{ promotionCreate: { uuid: string } }>(
        PROMO,
        {
          input: {
            appUuid: app,
            kind: 'CODE',
            valueType: 'PERCENT',
            value: 10,
            scope: 'ORDER',
            startsAt: new Date(clock.now().getTime() - HOUR).toISOString(),
            ...input,
          },
        },
        as,
      )
    ).promotionCreate.uuid;
  /** GET /r/{code} without following: status and Location. */
  const open = async (path: string) => {
    const res = await fetch(`${t.url}${path}`, { redirect: 'manual' });
    return { status: res.status, location: res.headers.get('location'), res };
  };
  /** The server's public address the links are built on. */
  const base = () => t.server.context.publicUrl();
  const shortPath = (l: Link) => `/r/${SHORT.exec(l.shortUrl)?.[1] ?? 'missing'}`;

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('links to a running discount code: the store with the code applied, the same ref in Messenger, and a short address that redirects there', async () => {
    const promoUuid = await promotion({ code: 'LINKPAYDAY', title: 'Payday 10% off' });
    const link = await create({ name: 'Payday post', promotionUuid: promoUuid });
    expect(link.promo).toEqual({
      title: 'Payday 10% off',
      code: 'LINKPAYDAY',
      ended: false,
      scheduled: false,
    });
    expect(link.product).toBeNull();
    expect(link.storeUrl).toBe(`${base()}/store/${appUuid}?ref=payday-post&promo=LINKPAYDAY`);
    expect(link.messengerUrl).toBe(`https://m.me/${DEMO_FB_PAGE_ID}?ref=payday-post`);
    expect(link.shortUrl).toMatch(new RegExp(`^${base()}/r/[0-9A-Za-z]{7}$`));

    const opened = await open(shortPath(link));
    expect(opened.status).toBe(302);
    expect(opened.location).toBe(link.storeUrl);
    expect(opened.res.headers.get('cache-control')).toBe('no-store');

    // The redirect counts nothing; the storefront's visit with the ref counts once.
    expect((await read(link.uuid)).figures.visits).toBe(0);
    await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: TRACK,
        variables: { input: { appUuid, kind: 'visit', source: 'payday-post' } },
      }),
    });
    expect((await read(link.uuid)).figures.visits).toBe(1);

    // Links to promos are listed with the links to the store.
    const stores = await gqlData<{ referralLinks: { name: string }[] }>(LIST, { a: appUuid, t: 'STORE' });
    expect(stores.referralLinks.map((l) => l.name)).toContain('Payday post');
  });

  it("redirects a store link's and a product link's short addresses to their own pages; an automatic discount opens the store", async () => {
    const store = await create({ name: 'Bio' });
    const { productCreate } = await gqlData<{ productCreate: { uuid: string } }>(PRODUCT, {
      input: { appUuid, name: 'Ube Jam', price: 25_000 },
    });
    const product = await create({ name: 'Ube flyer', productUuid: productCreate.uuid });
    const automatic = await create({
      name: 'Sale post',
      promotionUuid: await promotion({
        kind: 'AUTOMATIC',
        title: '₱50 off',
        valueType: 'FIXED',
        value: 5_000,
      }),
    });
    expect(automatic.promo).toMatchObject({ title: '₱50 off', code: null, ended: false });

    expect(await open(shortPath(store))).toMatchObject({
      status: 302,
      location: `${base()}/store/${appUuid}?ref=bio`,
    });
    expect(await open(shortPath(product))).toMatchObject({
      status: 302,
      location: `${base()}/store/${appUuid}/products/${productCreate.uuid}?ref=ube-flyer`,
    });
    expect(await open(shortPath(automatic))).toMatchObject({
      status: 302,
      location: `${base()}/store/${appUuid}?ref=sale-post`,
    });
    const codes = [store, product, automatic].map((l) => SHORT.exec(l.shortUrl)?.[1]);
    expect(new Set(codes).size).toBe(3);
  });

  it('an ended or deleted promo: the link still opens the store and says the promo ended; a new link to an ended promo is refused', async () => {
    const ending = await promotion({ code: 'LINKENDS', title: 'Weekend' });
    const link = await create({ name: 'Weekend post', promotionUuid: ending });
    await gqlData(END, { u: ending });
    const ended = await read(link.uuid);
    expect(ended.promo).toEqual({ title: 'Weekend', code: 'LINKENDS', ended: true, scheduled: false });
    expect(ended.storeUrl).toBe(`${base()}/store/${appUuid}?ref=weekend-post`);
    expect(await open(shortPath(ended))).toMatchObject({ status: 302, location: ended.storeUrl });
    // Renaming the link keeps its ended promo.
    const renamed = await gqlData<{ referralLinkUpdate: Link }>(UPDATE, {
      a: appUuid,
      u: link.uuid,
      i: { name: 'Weekend post', code: 'weekend-post', promotionUuid: ending },
    });
    expect(renamed.referralLinkUpdate.promo?.ended).toBe(true);
    const refused = await t.gql(CREATE, { a: appUuid, i: { name: 'Late', promotionUuid: ending } }, token);
    expect(refused.errors?.[0]?.message).toBe('This promo has ended: choose a running or scheduled promo');

    const deleting = await promotion({ code: 'LINKGONE', title: 'Gone soon' });
    const orphan = await create({ name: 'Gone post', promotionUuid: deleting });
    await gqlData(DELETE_PROMO, { u: deleting });
    const gone = await read(orphan.uuid);
    expect(gone.promo).toEqual({ title: null, code: null, ended: true, scheduled: false });
    expect(await open(shortPath(gone))).toMatchObject({
      status: 302,
      location: `${base()}/store/${appUuid}?ref=gone-post`,
    });
  });

  it('a promo not started yet: the link opens the store until it starts, then with its code', async () => {
    const later = await promotion({
      code: 'LINKLATER',
      title: 'Later',
      startsAt: new Date(clock.now().getTime() + HOUR).toISOString(),
    });
    const link = await create({ name: 'Later post', promotionUuid: later });
    expect(link.promo).toMatchObject({ title: 'Later', ended: false, scheduled: true });
    expect(link.storeUrl).toBe(`${base()}/store/${appUuid}?ref=later-post`);
    clock.advance(2 * HOUR);
    try {
      const started = await read(link.uuid);
      expect(started.promo).toMatchObject({ ended: false, scheduled: false });
      expect(await open(shortPath(started))).toMatchObject({
        status: 302,
        location: `${base()}/store/${appUuid}?ref=later-post&promo=LINKLATER`,
      });
    } finally {
      clock.advance(-2 * HOUR);
    }
  });

  it('refuses in words a promo that is not one, a product and a promo together, and changes nothing', async () => {
    const count = async () =>
      (await gqlData<{ referralLinks: unknown[] }>(LIST, { a: appUuid, t: 'STORE' })).referralLinks.length;
    const before = await count();
    const notId = await t.gql(
      CREATE,
      { a: appUuid, i: { name: 'Odd promo', promotionUuid: 'payday' } },
      token,
    );
    expect(notId.errors?.[0]?.message).toBe('Choose a promo from the list');
    const { productCreate } = await gqlData<{ productCreate: { uuid: string } }>(PRODUCT, {
      input: { appUuid, name: 'Tablea', price: 18_000 },
    });
    const promo = await promotion({ code: 'LINKBOTH', title: 'Both' });
    const both = await t.gql(
      CREATE,
      { a: appUuid, i: { name: 'Both', productUuid: productCreate.uuid, promotionUuid: promo } },
      token,
    );
    expect(both.errors?.[0]?.message).toBe('A link opens a product or a promo, not both');
    expect(await count()).toBe(before);
  });

  it("cannot point a link at another store's product or promo", async () => {
    const other = await ownedStore(t, { email: 'short@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    const { productCreate } = await gqlData<{ productCreate: { uuid: string } }>(
      PRODUCT,
      { input: { appUuid: other.appUuid, name: 'Their Jam', price: 10_000 } },
      theirs,
    );
    const theirPromo = await promotion({ code: 'THEIRS10', title: 'Theirs' }, other.appUuid, theirs);
    const product = await t.gql(
      CREATE,
      { a: appUuid, i: { name: 'Steal product', productUuid: productCreate.uuid } },
      token,
    );
    expect(product.errors?.[0]?.message).toBe('Choose a product from the list');
    const promo = await t.gql(
      CREATE,
      { a: appUuid, i: { name: 'Steal promo', promotionUuid: theirPromo } },
      token,
    );
    expect(promo.errors?.[0]?.message).toBe('Choose a promo from the list');
  });

  it('answers an unknown short code with a plain 404 page that links home, leaking nothing', async () => {
    for (const path of ['/r/zzzzzzz', '/r/abc', '/r/%27%20or%201=1', '/r/']) {
      const { status, res } = await open(path);
      expect(status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain('<h1>Link not found</h1>');
      expect(html).toContain('<a href="/">Go to the home page</a>');
      expect(html).not.toMatch(/error|stack|select/i);
    }
  });

  it('slows down one address opening short links past its limit, in a plain page with Retry-After', async () => {
    // A server of its own, throttled as a deployment is (300 a minute per address: factor 1/100 here).
    const tight = await startTestServer(kind, { config: { throttleFactor: 0.01 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await fetch(`${tight.url}/r/zzzzzzz`, { redirect: 'manual' })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
      const res = await fetch(`${tight.url}/r/zzzzzzz`, { redirect: 'manual' });
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('Too many tries, please wait a minute and try again');
    } finally {
      await tight.close();
    }
  });

  it("the migration's backfill gives every existing link its own short code", async () => {
    const dir = join(import.meta.dirname, '../../../migrations');
    const folder = readdirSync(dir).find((f) => f.endsWith('_referral_short_links_and_promos'));
    const migration = readFileSync(join(dir, folder ?? '', 'migration.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE'));
    expect(backfill).toBeDefined();
    const db = t.server.context.db;
    const before = await db.select({ uuid: referralLinks.uuid }).from(referralLinks);
    await db.execute(sql.raw('ALTER TABLE "referral_links" ALTER COLUMN "short_code" DROP NOT NULL'));
    await db.execute(sql.raw('DROP INDEX "referral_links_short_code_key"'));
    await db.execute(sql.raw('UPDATE "referral_links" SET "short_code" = NULL'));
    await db.execute(sql.raw(backfill ?? ''));
    await db.execute(sql.raw('ALTER TABLE "referral_links" ALTER COLUMN "short_code" SET NOT NULL'));
    await db.execute(
      sql.raw('CREATE UNIQUE INDEX "referral_links_short_code_key" ON "referral_links" ("short_code")'),
    );
    const after = await db.select({ code: referralLinks.shortCode }).from(referralLinks);
    expect(after.length).toBe(before.length);
    expect(after.length).toBeGreaterThan(5);
    for (const { code } of after) expect(code).toMatch(/^[0-9A-Za-z]{7}$/);
    expect(new Set(after.map((r) => r.code)).size).toBe(after.length);
  });
});

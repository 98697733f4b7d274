import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { DEMO_RESELLER_EMAIL } from '../../seed/network.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { users } from '../accounts/accounts.tables.ts';
import { apps } from '../apps/apps.tables.ts';
import { createApp } from '../apps/index.ts';
import { NOT_YOUR_NETWORK } from './network.rules.ts';

const COUNTS = 'query($r: ID!) { resellerMerchantCounts(resellerUuid: $r) { status count } }';
const LIST = `query($r: ID!, $s: ResellerMerchantStatus!, $first: Int, $after: String) {
  resellerMerchants(resellerUuid: $r, status: $s, first: $first, after: $after) {
    edges { node { uuid name email status since storeName } }
    pageInfo { hasNextPage endCursor } } }`;
const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }';

type Merchant = {
  uuid: string;
  name: string;
  email: string;
  status: string;
  since: string;
  storeName: string | null;
};
type List = {
  resellerMerchants: {
    edges: { node: Merchant }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe.each(testDatabases())("a reseller's network on %s", (kind) => {
  let t: TestServer;
  let reseller: { uuid: string; token: string };
  let other: { uuid: string; token: string };
  const day = (d: number) => new Date(Date.UTC(2026, 9, d, 2));

  const partner = async (email: string, role: 'reseller' | 'network_distributor', code: string) => {
    const user = await createUser(t.server.context, {
      email,
      password: 'Partner#2026',
      role,
      firstName: 'Rico',
    });
    await t.server.database.db.update(users).set({ affiliateCode: code }).where(eq(users.uuid, user.uuid));
    return { uuid: user.uuid, token: await t.signIn(email, 'Partner#2026') };
  };
  const merchant = async (email: string, referrer: string, firstName: string) =>
    createUser(t.server.context, {
      email,
      password: 'Merchant#2026',
      role: 'client',
      firstName,
      lastName: 'Cruz',
      referredByUuid: referrer,
    });
  const store = async (
    owner: string,
    name: string,
    state: { launchedAt?: Date; storeStatus?: string; updatedAt?: Date } = {},
  ) => {
    const app = await createApp(t.server.context, owner, { name, bundleKey: 'ecommerce-b2c-bundle' });
    if (Object.keys(state).length)
      await t.server.database.db
        .update(apps)
        .set({ storeStatus: 'active_store', ...state })
        .where(eq(apps.uuid, app.uuid));
    return app;
  };

  beforeAll(async () => {
    t = await startTestServer(kind);
    reseller = await partner('rico@network.ph', 'network_distributor', 'RICO2026');
    other = await partner('olga@network.ph', 'reseller', 'OLGA2026');
    // Rico's network: one signed up, one with a store not launched, two live, one deactivated.
    await merchant('ana@tindahan.ph', reseller.uuid, 'Ana');
    const ben = await merchant('ben@tindahan.ph', reseller.uuid, 'Ben');
    await store(ben.uuid, "Ben's Bakery");
    const cora = await merchant('cora@tindahan.ph', reseller.uuid, 'Cora');
    await store(cora.uuid, 'Cora Crafts', { launchedAt: day(3) });
    const dado = await merchant('dado@tindahan.ph', reseller.uuid, 'Dado');
    // An old store deactivated, a newer one live: he counts as activated.
    await store(dado.uuid, 'Dado Old', { launchedAt: day(1), storeStatus: 'deactivated', updatedAt: day(2) });
    await store(dado.uuid, 'Dado Dried Fish', { launchedAt: day(5) });
    const eli = await merchant('eli@tindahan.ph', reseller.uuid, 'Eli');
    await store(eli.uuid, 'Eli Eats', { launchedAt: day(1), storeStatus: 'deactivated', updatedAt: day(4) });
    // Olga's merchant, live: never on Rico's dashboard.
    const fe = await merchant('fe@tindahan.ph', other.uuid, 'Fe');
    await store(fe.uuid, 'Fe Flowers', { launchedAt: day(6) });
  });
  afterAll(() => t.close());

  const counts = async (as = reseller) => {
    const r = await t.gql<{ resellerMerchantCounts: { status: string; count: number }[] }>(
      COUNTS,
      { r: as.uuid },
      as.token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return Object.fromEntries(r.data.resellerMerchantCounts.map((c) => [c.status, c.count]));
  };
  const list = async (
    status: string,
    extra: { first?: number; after?: string | null } = {},
    as = reseller,
  ) => {
    const r = await t.gql<List>(LIST, { r: as.uuid, s: status, ...extra }, as.token);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.resellerMerchants;
  };

  it('counts the merchants a reseller brought in by how far their stores got', async () => {
    expect(await counts()).toEqual({ signed_up: 1, store_created: 1, activated: 2, deactivated: 1 });
    // A merchant signing up with Rico's affiliate code joins his network as signed up.
    const r = await t.gql(SIGN_UP, {
      input: {
        email: 'gina@tindahan.ph',
        password: 'Merchant#2026',
        firstName: 'Gina',
        lastName: 'Lim',
        affiliateCode: 'RICO2026',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(await counts()).toEqual({ signed_up: 2, store_created: 1, activated: 2, deactivated: 1 });
    expect((await list('signed_up')).edges.map((e) => e.node.name)).toEqual(['Gina Lim', 'Ana Cruz']);
    expect(await counts(other)).toEqual({ signed_up: 0, store_created: 0, activated: 1, deactivated: 0 });
  });

  it('lists one status a page at a time, newest in it first, with the store that puts them there', async () => {
    const first = await list('activated', { first: 1 });
    expect(first.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        name: 'Dado Cruz',
        storeName: 'Dado Dried Fish',
        status: 'activated',
        since: day(5).toISOString(),
      }),
    ]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await list('activated', { first: 1, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => [e.node.name, e.node.storeName])).toEqual([['Cora Cruz', 'Cora Crafts']]);
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect((await list('deactivated')).edges.map((e) => [e.node.name, e.node.since])).toEqual([
      ['Eli Cruz', day(4).toISOString()],
    ]);
    expect((await list('store_created')).edges.map((e) => e.node.storeName)).toEqual(["Ben's Bakery"]);
    // Another reseller's merchant is never listed.
    const all = await Promise.all(
      ['signed_up', 'store_created', 'activated', 'deactivated'].map((s) => list(s)),
    );
    expect(all.flatMap((l) => l.edges.map((e) => e.node.email))).not.toContain('fe@tindahan.ph');
  });

  it("shows the demo reseller the demo merchant's live store and a merchant who only signed up", async () => {
    const token = await t.signIn(DEMO_RESELLER_EMAIL, 'Demo@1234');
    const me = await t.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, token);
    const demo = { uuid: me.data?.me.uuid ?? '', token };
    expect(await counts(demo)).toEqual({ signed_up: 1, store_created: 0, activated: 1, deactivated: 0 });
    expect((await list('activated', {}, demo)).edges.map((e) => [e.node.name, e.node.storeName])).toEqual([
      ['Maria Santos', 'Suki Demo Store'],
    ]);
  });

  it("refuses another reseller's network and accounts that are not resellers", async () => {
    const foreign = await t.gql(COUNTS, { r: other.uuid }, reseller.token);
    expect(foreign.errors?.[0]?.message).toBe(NOT_YOUR_NETWORK);
    expect(foreign.data).toBeNull();
    const page = await t.gql(LIST, { r: other.uuid, s: 'activated' }, reseller.token);
    expect(page.errors?.[0]?.message).toBe(NOT_YOUR_NETWORK);
    const merchantToken = await t.signIn();
    const me = await t.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, merchantToken);
    const client = await t.gql(COUNTS, { r: me.data?.me.uuid }, merchantToken);
    expect(client.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await t.gql(COUNTS, { r: reseller.uuid });
    expect(anonymous.errors?.[0]).toBeTruthy();
    expect(anonymous.data).toBeNull();
  });
});

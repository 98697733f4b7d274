import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstEvent,
  startTestServer,
  type TestServer,
  testDatabases,
  wsClient,
} from '../../../test/harness.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { apps } from './apps.tables.ts';

const APPS = `query($first: Int, $after: String) { apps(first: $first, after: $after) {
  edges { cursor node { uuid name bundleKey status maintenance deactivated storeStatus plan launchedAt activePage { fbPageId } } }
  pageInfo { hasNextPage endCursor } } }`;
const CREATE =
  'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid name bundleKey status storeStatus plan } }';
const FETCH = 'query($appUuid: ID!) { fetchAppByUuid(appUuid: $appUuid) { uuid name } }';
const STATUS = 'query($appUuid: ID!) { appStatus(appUuid: $appUuid) { uuid status maintenance } }';

type AppsData = {
  apps: {
    edges: Array<{ cursor: string; node: { uuid: string; name: string; [k: string]: unknown } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe.each(testDatabases())('apps on %s', (kind) => {
  let t: TestServer;
  let demoToken: string;
  let otherToken: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    demoToken = await t.signIn();
    await createUser(t.server.database, { email: 'other@shop.ph', password: 'Other@1234', role: 'client' });
    otherToken = await t.signIn('other@shop.ph', 'Other@1234');
  });
  afterAll(() => t.close());

  it('lists the demo merchant’s Active ecommerce store with its page', async () => {
    const r = await t.gql<AppsData>(APPS, {}, demoToken);
    expect(r.data?.apps.edges.map((e) => e.node)).toEqual([
      expect.objectContaining({
        name: 'Suki Demo Store',
        bundleKey: 'ecommerce-b2c-bundle',
        status: 'Active',
        maintenance: false,
        storeStatus: 'active_store',
        plan: 'pro_starter',
        activePage: { fbPageId: '104839201938475' },
      }),
    ]);
  });

  it('creates a store for the signed-in user, unlaunched and on the free plan', async () => {
    const r = await t.gql<{ appCreate: Record<string, unknown> }>(
      CREATE,
      { input: { name: '  Aling Nena Sari-Sari  ', bundleKey: 'b2b-bundle' } },
      otherToken,
    );
    expect(r.data?.appCreate).toMatchObject({
      name: 'Aling Nena Sari-Sari',
      bundleKey: 'b2b-bundle',
      status: 'Unlaunched',
      storeStatus: 'pending_store',
      plan: 'free',
    });
    const list = await t.gql<AppsData>(APPS, {}, otherToken);
    expect(list.data?.apps.edges.map((e) => e.node.name)).toEqual(['Aling Nena Sari-Sari']);
  });

  it('refuses a store without a name or with an unknown bundle and writes nothing', async () => {
    const before = (await t.server.database.db.select({ n: count() }).from(apps))[0]?.n;
    const r = await t.gql(CREATE, { input: { name: ' ', bundleKey: 'crypto-bundle' } }, otherToken);
    expect(r.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { name: 'Store Name is required', bundleKey: 'Service Bundle has invalid value' },
    });
    expect((await t.server.database.db.select({ n: count() }).from(apps))[0]?.n).toBe(before);
  });

  it('never shows one merchant’s app to another: not found, not forbidden', async () => {
    const demoApps = await t.gql<AppsData>(APPS, {}, demoToken);
    const demoAppUuid = demoApps.data?.apps.edges[0]?.node.uuid;
    const own = await t.gql<{ fetchAppByUuid: { name: string } }>(FETCH, { appUuid: demoAppUuid }, demoToken);
    expect(own.data?.fetchAppByUuid.name).toBe('Suki Demo Store');
    for (const query of [FETCH, STATUS]) {
      const r = await t.gql(query, { appUuid: demoAppUuid }, otherToken);
      expect(r.data).toBeNull();
      expect(r.errors?.[0]).toMatchObject({ message: 'App not found', extensions: { code: 'NOT_FOUND' } });
    }
    const missing = await t.gql(FETCH, { appUuid: 'not-a-uuid' }, demoToken);
    expect(missing.errors?.[0]?.message).toBe('App not found');
    const anonymous = await t.gql(FETCH, { appUuid: demoAppUuid });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers the app status for the inbox button', async () => {
    const demoApps = await t.gql<AppsData>(APPS, {}, demoToken);
    const uuid = demoApps.data?.apps.edges[0]?.node.uuid;
    const r = await t.gql(STATUS, { appUuid: uuid }, demoToken);
    expect(r.data).toEqual({ appStatus: { uuid, status: 'Active', maintenance: false } });
  });

  it('pages through apps newest first with keyset cursors, without gaps or repeats', async () => {
    await createUser(t.server.database, { email: 'pager@shop.ph', password: 'Pager@1234', role: 'client' });
    const token = await t.signIn('pager@shop.ph', 'Pager@1234');
    for (const n of [1, 2, 3, 4, 5]) {
      await t.gql(CREATE, { input: { name: `Store ${n}`, bundleKey: 'ecommerce-b2c-bundle' } }, token);
    }
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const r: { data?: AppsData | null } = await t.gql<AppsData>(APPS, { first: 2, after }, token);
      const page = r.data?.apps;
      seen.push(...(page?.edges.map((e) => e.node.name) ?? []));
      after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(['Store 5', 'Store 4', 'Store 3', 'Store 2', 'Store 1']);
    const tooMany = await t.gql(APPS, { first: 1000 }, token);
    expect(tooMany.errors?.[0]?.message).toBe('first should be between 1 and 100');
  });

  it('pushes a created app to the owner’s live subscription over graphql-ws', async () => {
    const client = wsClient(t.url, otherToken);
    const sub = firstEvent<{ appCreated: { name: string; bundleKey: string } }>(
      client,
      'subscription { appCreated { name bundleKey } }',
    );
    await sub.ready;
    await t.gql(CREATE, { input: { name: 'Live Store', bundleKey: 'inquiry-bundle' } }, otherToken);
    expect((await sub.event).data).toEqual({
      appCreated: { name: 'Live Store', bundleKey: 'inquiry-bundle' },
    });
    await client.dispose();
  });

  it('refuses a subscription socket without a valid session', async () => {
    const client = wsClient(t.url, 'bogus-token');
    const sub = firstEvent(client, 'subscription { appCreated { name } }', {}, 5000);
    await expect(sub.event).rejects.toThrow();
    await client.dispose();
  });
});

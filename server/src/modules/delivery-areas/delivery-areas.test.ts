import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GqlResult, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { seedDemoDeliveryAreas } from '../../seed/delivery-areas.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { deliveryAreaForAddress } from './delivery-areas.service.ts';

const NCR = '1300000000';
const MAKATI = '1380300000';
const CALABARZON = '0400000000';
const CAVITE = '0402100000';
const IMUS = '0402109000';

const FIELDS =
  'uuid name coverage { code name level } cityCount deliveryFee leadTimeMinDays leadTimeMaxDays enabled';
const LIST = `query($a: ID!, $first: Int, $after: String) { deliveryAreas(appUuid: $a, first: $first, after: $after) {
  edges { node { ${FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
const ONE = `query($u: ID!) { deliveryArea(uuid: $u) { ${FIELDS} } }`;
const CREATE = `mutation($input: DeliveryAreaCreateInput!) { deliveryAreaCreate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: DeliveryAreaUpdateInput!) { deliveryAreaUpdate(input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($input: DeliveryAreaDeleteInput!) { deliveryAreaDelete(input: $input) { uuid } }';

interface Area {
  uuid: string;
  name: string;
  coverage: Array<{ code: string; name: string; level: string }>;
  cityCount: number;
  deliveryFee: number;
  leadTimeMinDays: number;
  leadTimeMaxDays: number;
  enabled: boolean;
}
type ListResult = {
  deliveryAreas: {
    edges: Array<{ node: Area }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe.each(testDatabases())('delivery areas on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const list = async (first = 100) =>
    (await t.gql<ListResult>(LIST, { a: appUuid, first }, token)).data?.deliveryAreas.edges.map(
      (e) => e.node,
    ) ?? [];
  const create = (input: Record<string, unknown>, as = token) => {
    clock.advance(1000);
    return t.gql<{ deliveryAreaCreate: Area }>(
      CREATE,
      {
        input: {
          appUuid,
          name: 'Area',
          coverage: [NCR],
          deliveryFee: 8000,
          leadTimeMinDays: 1,
          leadTimeMaxDays: 2,
          ...input,
        },
      },
      as,
    );
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
  });
  afterAll(() => t.close());

  it('serves the PSGC: 18 regions, their provinces, and NCR as 17 cities', async () => {
    const r = await t.gql<{
      psgcRegions: Array<{ code: string; name: string; cityCount: number }>;
      psgcProvinces: Array<{ code: string; name: string; level: string }>;
      psgcCities: Array<{ code: string; name: string; provinceCode: string }>;
    }>(
      `query($r: String!, $p: String!) { psgcRegions { code name cityCount }
        psgcProvinces(regionCode: $r) { code name level } psgcCities(provinceCode: $p) { code name provinceCode } }`,
      { r: CALABARZON, p: CAVITE },
      token,
    );
    expect(r.data?.psgcRegions).toHaveLength(18);
    expect(r.data?.psgcRegions.find((x) => x.code === NCR)).toEqual({
      code: NCR,
      name: 'National Capital Region (NCR)',
      cityCount: 17,
    });
    expect(r.data?.psgcProvinces.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Batangas', 'Cavite', 'Laguna', 'Quezon', 'Rizal']),
    );
    expect(r.data?.psgcCities.find((c) => c.code === IMUS)).toEqual({
      code: IMUS,
      name: 'City of Imus',
      provinceCode: CAVITE,
    });
    const empty = await t.gql('{ psgcProvinces(regionCode: "nope") { code } }', {}, token);
    expect(empty.data).toEqual({ psgcProvinces: [] });
  });

  it('creates, reads, updates and deletes an area, normalising its coverage', async () => {
    const created = await create({
      name: '  South  ',
      coverage: [CAVITE, IMUS, CAVITE, MAKATI],
      deliveryFee: 15000,
      leadTimeMinDays: 2,
      leadTimeMaxDays: 4,
    });
    const area = created.data?.deliveryAreaCreate;
    expect(area).toMatchObject({
      name: 'South',
      coverage: [
        { code: CAVITE, name: 'Cavite', level: 'PROVINCE' },
        { code: MAKATI, name: 'City of Makati', level: 'PROVINCE' },
      ],
      deliveryFee: 15000,
      leadTimeMinDays: 2,
      leadTimeMaxDays: 4,
      enabled: true,
    });
    expect(area?.cityCount).toBeGreaterThan(20);
    const uuid = area?.uuid ?? '';
    expect((await t.gql<{ deliveryArea: Area }>(ONE, { u: uuid }, token)).data?.deliveryArea).toEqual(area);

    const updated = await t.gql<{ deliveryAreaUpdate: Area }>(
      UPDATE,
      {
        input: {
          uuid,
          name: 'Imus only',
          coverage: [IMUS],
          deliveryFee: 5000,
          leadTimeMinDays: 1,
          leadTimeMaxDays: 1,
          enabled: false,
        },
      },
      token,
    );
    expect(updated.data?.deliveryAreaUpdate).toMatchObject({
      uuid,
      name: 'Imus only',
      coverage: [{ code: IMUS, name: 'City of Imus', level: 'CITY' }],
      cityCount: 1,
      deliveryFee: 5000,
      enabled: false,
    });

    const removed = await t.gql(DELETE, { input: { uuid } }, token);
    expect(removed.data).toEqual({ deliveryAreaDelete: { uuid } });
    const gone = await t.gql(ONE, { u: uuid }, token);
    expect(gone.errors?.[0]?.message).toBe('Delivery area not found');
    expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await list()).some((a) => a.uuid === uuid)).toBe(false);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const before = await list();
    const bad = await create({ name: ' ', coverage: ['1234567890'], deliveryFee: -100, leadTimeMinDays: 5 });
    expect(bad.data).toBeNull();
    expect(bad.errors?.[0]?.message).toBe('Name is required');
    expect(bad.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Name is required',
        coverage: 'Coverage has invalid value',
        deliveryFee: 'Delivery Fee should not be negative',
        leadTimeMaxDays: 'Maximum Lead Time should not be less than Minimum Lead Time',
      },
    });
    const empty = await create({ coverage: [] });
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ coverage: 'Coverage is required' });

    const ok = await create({ name: 'Keep me' });
    const uuid = ok.data?.deliveryAreaCreate.uuid ?? '';
    const badUpdate = await t.gql(
      UPDATE,
      {
        input: {
          uuid,
          name: 'Changed',
          coverage: [],
          deliveryFee: 1,
          leadTimeMinDays: 1,
          leadTimeMaxDays: 1,
        },
      },
      token,
    );
    expect(badUpdate.errors?.[0]?.extensions?.fields).toEqual({ coverage: 'Coverage is required' });
    expect((await t.gql<{ deliveryArea: Area }>(ONE, { u: uuid }, token)).data?.deliveryArea.name).toBe(
      'Keep me',
    );
    expect(await list()).toHaveLength(before.length + 1);
    await t.gql(DELETE, { input: { uuid } }, token);
  });

  it('keeps each merchant to their own areas, and lets only owners and admins change them', async () => {
    const mine = (await create({ name: 'Mine' })).data?.deliveryAreaCreate.uuid ?? '';
    await createUser(t.server.database, { email: 'rival@shop.ph', password: 'Rival#2026', role: 'client' });
    const rival = await t.signIn('rival@shop.ph', 'Rival#2026');

    const listed = await t.gql(LIST, { a: appUuid }, rival);
    expect(listed.errors?.[0]?.message).toBe('App not found');
    const read = await t.gql(ONE, { u: mine }, rival);
    expect(read.errors?.[0]?.message).toBe('Delivery area not found');
    const created = await create({ name: 'Sneaky' }, rival);
    expect(created.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const updated = await t.gql(
      UPDATE,
      {
        input: {
          uuid: mine,
          name: 'Hijacked',
          coverage: [NCR],
          deliveryFee: 0,
          leadTimeMinDays: 0,
          leadTimeMaxDays: 0,
        },
      },
      rival,
    );
    expect(updated.errors?.[0]?.message).toBe('Delivery area not found');
    const deleted = await t.gql(DELETE, { input: { uuid: mine } }, rival);
    expect(deleted.errors?.[0]?.message).toBe('Delivery area not found');
    const unauthenticated = await t.gql(LIST, { a: appUuid });
    expect(unauthenticated.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const still = await t.gql<{ deliveryArea: Area }>(ONE, { u: mine }, token);
    expect(still.data?.deliveryArea.name).toBe('Mine');
    expect((await list()).some((a) => a.name === 'Sneaky')).toBe(false);
    await t.gql(DELETE, { input: { uuid: mine } }, token);
  });

  it('pages newest first without gaps or repeats', async () => {
    for (let i = 0; i < 7; i++) await create({ name: `Zone ${i}` });
    const total = (await list()).length;
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const r: GqlResult<ListResult> = await t.gql<ListResult>(LIST, { a: appUuid, first: 3, after }, token);
      const page = r.data?.deliveryAreas;
      seen.push(...(page?.edges.map((e) => e.node.name) ?? []));
      if (!page?.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen.slice(0, 3)).toEqual(['Zone 6', 'Zone 5', 'Zone 4']);
    const tooMany = await t.gql(LIST, { a: appUuid, first: 101 }, token);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds the area that serves an address for the checkout, from the demo areas', async () => {
    for (const a of await list()) await t.gql(DELETE, { input: { uuid: a.uuid } }, token);
    await seedDemoDeliveryAreas(t.server.context, appUuid);
    expect((await list()).map((a) => [a.name, a.deliveryFee, a.cityCount, a.leadTimeMaxDays])).toEqual([
      ['Cavite, Laguna, Rizal and Bulacan', 15000, 91, 4],
      ['Metro Manila', 8000, 17, 2],
    ]);
    const serve = (address: Parameters<typeof deliveryAreaForAddress>[2]) =>
      deliveryAreaForAddress(t.server.context, appUuid, address).then((a) => a?.name ?? null);
    expect(await serve({ regionCode: NCR, provinceCode: MAKATI, cityCode: MAKATI })).toBe('Metro Manila');
    expect(await serve({ regionCode: CALABARZON, provinceCode: CAVITE, cityCode: IMUS })).toBe(
      'Cavite, Laguna, Rizal and Bulacan',
    );
    expect(await serve({ regionCode: '0700000000', provinceCode: '0702200000', cityCode: null })).toBeNull();
  });
});

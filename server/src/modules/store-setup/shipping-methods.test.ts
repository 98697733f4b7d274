import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { createApp } from '../apps/apps.service.ts';
import { appMembers } from '../apps/apps.tables.ts';

const FIELDS = 'uuid appUuid name kind fee pickupAddress latitude longitude enabled instructions';
const LIST = `query($a: ID!, $first: Int, $after: String) { shippingMethods(appUuid: $a, first: $first, after: $after) {
  edges { node { uuid name } } pageInfo { hasNextPage endCursor } } }`;
const GET = `query($u: ID!) { shippingMethod(uuid: $u) { ${FIELDS} } }`;
const CREATE = `mutation($input: ShippingMethodCreateInput!) { shippingMethodCreate(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($input: ShippingMethodUpdateInput!) { shippingMethodUpdate(input: $input) { ${FIELDS} } }`;
const DELETE = 'mutation($u: ID!) { shippingMethodDelete(input: { uuid: $u }) { uuid } }';

type Method = Record<string, unknown> & { uuid: string };
type Page = {
  shippingMethods: {
    edges: Array<{ node: { uuid: string; name: string } }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe.each(testDatabases())('shipping methods on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let manager: string;
  let otherMerchant: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  const count = async () =>
    (await t.gql<Page>(LIST, { a: appUuid, first: 100 }, owner)).data?.shippingMethods.edges.length;
  const create = (input: Record<string, unknown>, token = owner) => {
    clock.advance(1000);
    return t.gql<{ shippingMethodCreate: Method }>(CREATE, { input: { appUuid, ...input } }, token);
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    const ctx = t.server.context;
    const user = await createUser(ctx, { email: 'owner@lutong.ph', password: 'Owner#2026', role: 'client' });
    appUuid = (await createApp(ctx, user.uuid, { name: 'Lutong Bahay', bundleKey: 'b2b-bundle' })).uuid;
    const staff = await createUser(ctx, {
      email: 'staff@lutong.ph',
      password: 'Staff#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: staff.uuid, role: 'store_manager' });
    owner = await t.signIn('owner@lutong.ph', 'Owner#2026');
    manager = await t.signIn('staff@lutong.ph', 'Staff#2026', 'store_manager');
    otherMerchant = await t.signIn();
  });
  afterAll(() => t.close());

  it('creates a pickup point at the default map coordinates, edits it, and removes it', async () => {
    const created = await create({
      name: '  Store pickup ',
      kind: 'pickup',
      pickupAddress: '12 Kamuning Road, QC',
    });
    expect(created.errors).toBeUndefined();
    const method = created.data?.shippingMethodCreate;
    expect(method).toMatchObject({
      appUuid,
      name: 'Store pickup',
      kind: 'pickup',
      fee: 0,
      pickupAddress: '12 Kamuning Road, QC',
      latitude: 14.6032,
      longitude: 121.0921,
      enabled: true,
      instructions: '',
    });
    const uuid = method?.uuid ?? '';

    const updated = await t.gql<{ shippingMethodUpdate: Method }>(
      UPDATE,
      {
        input: { uuid, kind: 'flat_rate', fee: 8000, enabled: false, latitude: 14.5995, longitude: 120.9842 },
      },
      owner,
    );
    expect(updated.data?.shippingMethodUpdate).toMatchObject({
      name: 'Store pickup',
      kind: 'flat_rate',
      fee: 8000,
      enabled: false,
      latitude: 14.5995,
      longitude: 120.9842,
    });
    expect((await t.gql<{ shippingMethod: Method }>(GET, { u: uuid }, owner)).data?.shippingMethod).toEqual(
      updated.data?.shippingMethodUpdate,
    );

    expect((await t.gql(DELETE, { u: uuid }, owner)).data).toEqual({ shippingMethodDelete: { uuid } });
    const gone = await t.gql(GET, { u: uuid }, owner);
    expect(gone.errors?.[0]).toMatchObject({
      message: 'Shipping method not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await count()).toBe(0);
  });

  it('keeps a fee only for flat rate: couriers and per-area rates store none', async () => {
    const r = await create({ name: 'Lalamove', kind: 'lalamove', fee: 5000, pickupAddress: 'Cubao, QC' });
    expect(r.data?.shippingMethodCreate.fee).toBe(0);
    await t.gql(DELETE, { u: r.data?.shippingMethodCreate.uuid }, owner);
  });

  it('refuses a blank name, a pickup without address, a negative fee and bad coordinates, writing nothing', async () => {
    const before = await count();
    const r = await create({ name: ' ', kind: 'grab_express', latitude: 91, longitude: -181 });
    expect(r.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        name: 'Name is required',
        pickupAddress: 'Pickup Address is required',
        latitude: 'Latitude is invalid',
        longitude: 'Longitude is invalid',
      },
    });
    const fee = await create({ name: 'Delivery', kind: 'flat_rate', fee: -100 });
    expect(fee.errors?.[0]?.message).toBe('Fee is invalid');
    const ok = await create({ name: 'Delivery', kind: 'flat_rate', fee: 8000 });
    const uuid = ok.data?.shippingMethodCreate.uuid;
    const bad = await t.gql(UPDATE, { input: { uuid, name: 'x'.repeat(101), fee: -1 } }, owner);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      name: 'Name should not exceed 100 characters',
      fee: 'Fee is invalid',
    });
    expect(
      (await t.gql<{ shippingMethod: Method }>(GET, { u: uuid }, owner)).data?.shippingMethod,
    ).toMatchObject({
      name: 'Delivery',
      fee: 8000,
    });
    expect(await count()).toBe((before ?? 0) + 1);
    await t.gql(DELETE, { u: uuid }, owner);
  });

  it("hides one merchant's shipping methods from another", async () => {
    const mine = (await create({ name: 'Own riders', kind: 'flat_rate', fee: 6000 })).data
      ?.shippingMethodCreate;
    const u = mine?.uuid;
    expect((await t.gql(LIST, { a: appUuid }, otherMerchant)).errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(GET, { u }, otherMerchant)).errors?.[0]?.message).toBe('Shipping method not found');
    const edit = await t.gql(UPDATE, { input: { uuid: u, fee: 1 } }, otherMerchant);
    expect(edit.errors?.[0]?.message).toBe('Shipping method not found');
    expect((await t.gql(DELETE, { u }, otherMerchant)).errors?.[0]?.message).toBe(
      'Shipping method not found',
    );
    expect(
      (await create({ name: 'Sneaky', kind: 'pickup', pickupAddress: 'x' }, otherMerchant)).errors?.[0]
        ?.message,
    ).toBe('App not found');
    expect((await t.gql<{ shippingMethod: Method }>(GET, { u }, owner)).data?.shippingMethod).toEqual(mine);
    await t.gql(DELETE, { u }, owner);
  });

  it('lets a store manager list shipping methods but not create, edit or remove them', async () => {
    const mine = (await create({ name: 'Own riders', kind: 'flat_rate', fee: 6000 })).data
      ?.shippingMethodCreate;
    const u = mine?.uuid;
    expect((await t.gql<Page>(LIST, { a: appUuid }, manager)).data?.shippingMethods.edges).toHaveLength(1);
    expect((await t.gql(GET, { u }, manager)).data).toEqual({ shippingMethod: mine });
    expect(
      (await create({ name: 'Staff', kind: 'flat_rate', fee: 1 }, manager)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    expect((await t.gql(UPDATE, { input: { uuid: u, fee: 1 } }, manager)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await t.gql(DELETE, { u }, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(GET, { u }, owner)).data).toEqual({ shippingMethod: mine });
    await t.gql(DELETE, { u }, owner);
  });

  it('pages newest first without gaps or repeats', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `Rider ${String(i).padStart(2, '0')}`);
    for (const name of names) await create({ name, kind: 'flat_rate', fee: 5000 });
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const r: { data?: Page | null } = await t.gql<Page>(LIST, { a: appUuid, first: 10, after }, owner);
      const conn = r.data?.shippingMethods;
      seen.push(...(conn?.edges.map((e) => e.node.name) ?? []));
      pages++;
      if (!conn?.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual([...names].reverse());
    expect((await t.gql(LIST, { a: appUuid, first: 101 }, owner)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});

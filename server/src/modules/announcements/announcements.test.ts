import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { products } from '../catalog/catalog.tables.ts';

/* Store announcements: scheduled, shown on the storefront while they run, ended, edited; bad input; tenancy. */

const CREATE = `mutation($a: ID!, $i: StoreAnnouncementInput!) { storeAnnouncementCreate(appUuid: $a, input: $i) {
  uuid message status product { name } } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: StoreAnnouncementInput!) { storeAnnouncementUpdate(appUuid: $a, uuid: $u, input: $i) { message status } }`;
const END = 'mutation($a: ID!, $u: ID!) { storeAnnouncementEnd(appUuid: $a, uuid: $u) { status endsAt } }';
const DELETE = 'mutation($a: ID!, $u: ID!) { storeAnnouncementDelete(appUuid: $a, uuid: $u) }';
const LIST = `query($a: ID!) { storeAnnouncements(appUuid: $a, first: 10) { totalCount edges { node { message status } } } }`;
const BANNER = 'query($a: ID!) { storefront(appUuid: $a) { announcement { message productUuid } } }';
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }`;

const HOUR = 3_600_000;

describe.each(testDatabases())('store announcements on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let ube: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const at = (hours: number) => new Date(clock.now().getTime() + hours * HOUR).toISOString();
  const banner = async () =>
    (
      await t.gql<{ storefront: { announcement: { message: string; productUuid: string | null } | null } }>(
        BANNER,
        { a: appUuid },
      )
    ).data?.storefront.announcement ?? null;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const r = await t.gql<{ productCreate: { uuid: string } }>(
      PRODUCT,
      { input: { appUuid, name: 'Ube Jam', price: 25_000 } },
      token,
    );
    ube = r.data?.productCreate.uuid ?? '';
  });
  afterAll(() => t.close());

  it('shows a scheduled banner on the storefront from its start until it is ended, the latest started first', async () => {
    const create = async (message: string, startsAt: string, extra = {}) => {
      const r = await t.gql<{
        storeAnnouncementCreate: { uuid: string; status: string; product: { name: string } | null };
      }>(CREATE, { a: appUuid, i: { message, startsAt, ...extra } }, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data.storeAnnouncementCreate;
    };
    const sale = await create('Ube Jam is back: order before Friday!', at(2), {
      productUuid: ube,
      endsAt: at(48),
    });
    expect(sale.status).toBe('SCHEDULED');
    expect(sale.product).toEqual({ name: 'Ube Jam' });
    expect(await banner()).toBeNull();
    clock.advance(2 * HOUR);
    expect(await banner()).toEqual({ message: 'Ube Jam is back: order before Friday!', productUuid: ube });

    // Unpublished, the product is not linked: shoppers could not open it.
    const db = t.server.context.db;
    await db.update(products).set({ published: false }).where(eq(products.uuid, ube));
    expect(await banner()).toEqual({ message: 'Ube Jam is back: order before Friday!', productUuid: null });
    await db.update(products).set({ published: true }).where(eq(products.uuid, ube));

    const holiday = await create('Closed on Dec 25', at(0));
    expect(await banner()).toEqual({ message: 'Closed on Dec 25', productUuid: null });
    const ended = await t.gql<{ storeAnnouncementEnd: { status: string } }>(
      END,
      { a: appUuid, u: holiday.uuid },
      token,
    );
    expect(ended.data?.storeAnnouncementEnd.status).toBe('ENDED');
    expect((await banner())?.message).toBe('Ube Jam is back: order before Friday!');
    const again = await t.gql(END, { a: appUuid, u: holiday.uuid }, token);
    expect(again.errors?.[0]?.message).toBe('Only a running announcement can be ended');
    const edit = await t.gql(
      UPDATE,
      { a: appUuid, u: holiday.uuid, i: { message: 'x', startsAt: at(0) } },
      token,
    );
    expect(edit.errors?.[0]?.message).toBe('An ended announcement cannot be edited');

    clock.advance(46 * HOUR); // the sale's end
    expect(await banner()).toBeNull();
    const list = await t.gql<{
      storeAnnouncements: { totalCount: number; edges: { node: { status: string } }[] };
    }>(LIST, { a: appUuid }, token);
    expect(list.data?.storeAnnouncements.totalCount).toBe(2);
    expect(list.data?.storeAnnouncements.edges.map((e) => e.node.status)).toEqual(['ENDED', 'ENDED']);
    const deleted = await t.gql<{ storeAnnouncementDelete: string }>(
      DELETE,
      { a: appUuid, u: sale.uuid },
      token,
    );
    expect(deleted.data?.storeAnnouncementDelete).toBe(sale.uuid);
  });

  it('refuses bad input in plain words and saves nothing', async () => {
    const before = (await t.gql<{ storeAnnouncements: { totalCount: number } }>(LIST, { a: appUuid }, token))
      .data?.storeAnnouncements.totalCount;
    const bad = async (i: Record<string, unknown>, message: string) => {
      const r = await t.gql(CREATE, { a: appUuid, i: { startsAt: at(0), ...i } }, token);
      expect(r.errors?.[0]?.message).toBe(message);
    };
    await bad({ message: '   ' }, 'Message is required');
    await bad({ message: 'x'.repeat(161) }, 'Message should not exceed 160 characters');
    await bad({ message: 'Sale', endsAt: at(-1) }, 'End should be after the start');
    await bad(
      { message: 'Sale', productUuid: '00000000-0000-4000-8000-000000000000' },
      'Choose a product from the list',
    );
    const after = (await t.gql<{ storeAnnouncements: { totalCount: number } }>(LIST, { a: appUuid }, token))
      .data?.storeAnnouncements.totalCount;
    expect(after).toBe(before);
  });

  it("keeps a store's announcements to its own team", async () => {
    const r = await t.gql<{ storeAnnouncementCreate: { uuid: string } }>(
      CREATE,
      { a: appUuid, i: { message: 'Ours', startsAt: at(0) } },
      token,
    );
    const uuid = r.data?.storeAnnouncementCreate.uuid;
    const other = await ownedStore(t, { email: 'iba@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    expect((await t.gql(LIST, { a: appUuid }, theirs)).data ?? null).toBeNull();
    const ended = await t.gql(END, { a: other.appUuid, u: uuid }, theirs);
    expect(ended.errors?.[0]?.message).toBe('Announcement not found');
    expect((await banner())?.message).toBe('Ours');
  });
});

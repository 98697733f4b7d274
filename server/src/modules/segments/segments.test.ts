import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { pages } from '../apps/apps.tables.ts';
import { customers } from '../customers/customers.tables.ts';
import { pageRecipients } from '../inbox/inbox.tables.ts';
import { orderItems, orders } from '../orders/orders.tables.ts';

/* Customer segments: rules against hand-computed customer sets, the 24-hour edge, the form's problems, tenancy. */

const PREVIEW = `query($a: ID!, $r: [SegmentRuleInput!]!) { customerSegmentPreview(appUuid: $a, rules: $r) {
  count countCapped sample { name } } }`;
const CREATE = `mutation($a: ID!, $i: CustomerSegmentInput!) { customerSegmentCreate(appUuid: $a, input: $i) {
  uuid name rules { field op value ids products { name } categories { name } } } }`;
const UPDATE = `mutation($a: ID!, $u: ID!, $i: CustomerSegmentInput!) { customerSegmentUpdate(appUuid: $a, uuid: $u, input: $i) { name } }`;
const DELETE = 'mutation($a: ID!, $u: ID!) { customerSegmentDelete(appUuid: $a, uuid: $u) }';
const LIST = 'query($a: ID!) { customerSegments(appUuid: $a) { uuid name } }';
const MEMBERS = `query($a: ID!, $u: ID!, $after: String) { customerSegment(appUuid: $a, uuid: $u) {
  customers(first: 2, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { name } } } } }`;
const PRODUCT = `mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }`;
const CATEGORY = `mutation($input: CategoryCreateInput!) { categoryCreate(input: $input) { uuid } }`;

type Rule = { field: string; op: string; value?: number; ids?: string[] };
const CEBU = '0702200000';
const CAVITE = '0402100000';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(testDatabases())('customer segments on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let appUuid: string;
  let ube: string;
  let jams: string;
  const clock = new ManualClock(new Date('2026-11-26T04:00:00Z'));
  const T = clock.now().getTime();

  const names = async (rules: Rule[]) => {
    const r = await t.gql<{ customerSegmentPreview: { count: number; sample: { name: string }[] } }>(
      PREVIEW,
      { a: appUuid, r: rules },
      token,
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const { count, sample } = r.data.customerSegmentPreview;
    expect(sample.length).toBe(Math.min(count, 5));
    return sample.map((c) => c.name).sort();
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    token = await store.signIn();
    const gql = async <T>(q: string, input: Record<string, unknown>) => {
      const r = await t.gql<T>(q, { input: { appUuid, ...input } }, token);
      if (!r.data) throw new Error(JSON.stringify(r.errors));
      return r.data;
    };
    jams = (await gql<{ categoryCreate: { uuid: string } }>(CATEGORY, { name: 'Jams' })).categoryCreate.uuid;
    const ubeJams = (
      await gql<{ categoryCreate: { uuid: string } }>(CATEGORY, { name: 'Ube Jams', parentUuid: jams })
    ).categoryCreate.uuid;
    ube = (
      await gql<{ productCreate: { uuid: string } }>(PRODUCT, {
        name: 'Ube Jam',
        price: 25_000,
        categoryUuid: ubeJams,
      })
    ).productCreate.uuid;
    const mango = (
      await gql<{ productCreate: { uuid: string } }>(PRODUCT, { name: 'Dried Mango', price: 10_000 })
    ).productCreate.uuid;

    const db = t.server.context.db;
    const pageUuid = newUuid();
    await db.insert(pages).values({ uuid: pageUuid, appUuid, fbPageId: '1001', name: 'Tindahan' });
    const recipient = async (name: string, lastMessage: number | null) => {
      const uuid = newUuid();
      await db.insert(pageRecipients).values({
        uuid,
        appUuid,
        pageUuid,
        psid: uuid,
        name,
        lastCustomerMessageAt: lastMessage === null ? null : new Date(lastMessage),
        createdAt: new Date(T - 200 * DAY),
        updatedAt: new Date(T - DAY),
      });
      return uuid;
    };
    const customer = async (name: string, pageRecipientUuid: string | null) => {
      const uuid = newUuid();
      await db.insert(customers).values({
        uuid,
        appUuid,
        name,
        pageRecipientUuid,
        createdAt: new Date(T - 200 * DAY),
        lastActiveAt: new Date(T - DAY),
      });
      return uuid;
    };
    let n = 0;
    const order = async (
      customerUuid: string,
      daysAgo: number,
      total: number,
      productUuid: string,
      province: string,
      status = 'completed',
    ) => {
      const uuid = newUuid();
      const at = new Date(T - daysAgo * DAY);
      n += 1;
      await db.insert(orders).values({
        uuid,
        appUuid,
        customerUuid,
        transactionNumber: `261126-${String(n).padStart(6, '0')}`,
        status: status as 'completed',
        paymentStatus: 'pay_success',
        paymentMethod: 'cod',
        customerName: 'x',
        mobileNumber: '9171234567',
        regionCode: `${province.slice(0, 2)}00000000`,
        provinceCode: province,
        fulfillment: 'delivery',
        subtotal: total,
        deliveryFee: 0,
        tax: 0,
        total,
        createdAt: at,
        updatedAt: at,
      });
      await db.insert(orderItems).values({
        uuid: newUuid(),
        orderUuid: uuid,
        productUuid,
        productName: 'x',
        variantName: '',
        unitPrice: total,
        quantity: 1,
        lineTotal: total,
      });
    };
    const ana = await customer('Ana', await recipient('Ana', T - 2 * HOUR));
    await order(ana, 2, 50_000, ube, CEBU);
    await order(ana, 40, 30_000, ube, CEBU, 'cancelled');
    const ben = await customer('Ben', await recipient('Ben', T - 3 * DAY));
    await order(ben, 100, 120_000, mango, CAVITE);
    const cora = await customer('Cora', null);
    for (const d of [5, 6, 7]) await order(cora, d, 10_000, mango, CEBU);
    await customer('Dina', await recipient('Dina', null));
  });
  afterAll(() => t.close());

  it('matches each rule against the customers it should, counting cancelled orders but not their money', async () => {
    expect(await names([])).toEqual(['Ana', 'Ben', 'Cora', 'Dina']);
    expect(await names([{ field: 'ORDERS_COUNT', op: 'AT_LEAST', value: 2 }])).toEqual(['Ana', 'Cora']);
    expect(await names([{ field: 'ORDERS_COUNT', op: 'AT_MOST', value: 0 }])).toEqual(['Dina']);
    expect(await names([{ field: 'TOTAL_SPENT', op: 'AT_LEAST', value: 50_000 }])).toEqual(['Ana', 'Ben']);
    expect(await names([{ field: 'TOTAL_SPENT', op: 'AT_MOST', value: 30_000 }])).toEqual(['Cora', 'Dina']);
    expect(await names([{ field: 'LAST_ORDER', op: 'WITHIN_DAYS', value: 30 }])).toEqual(['Ana', 'Cora']);
    expect(await names([{ field: 'LAST_ORDER', op: 'NOT_WITHIN_DAYS', value: 30 }])).toEqual(['Ben', 'Dina']);
    expect(await names([{ field: 'BOUGHT_PRODUCT', op: 'ANY_OF', ids: [ube] }])).toEqual(['Ana']);
    // A category covers its subcategories' products.
    expect(await names([{ field: 'BOUGHT_CATEGORY', op: 'ANY_OF', ids: [jams] }])).toEqual(['Ana']);
    expect(await names([{ field: 'LOCATION', op: 'ANY_OF', ids: [CEBU] }])).toEqual(['Ana', 'Cora']);
    // A region covers its provinces; places add up.
    expect(await names([{ field: 'LOCATION', op: 'ANY_OF', ids: ['0700000000'] }])).toEqual(['Ana', 'Cora']);
    expect(await names([{ field: 'LOCATION', op: 'ANY_OF', ids: [CEBU, CAVITE] }])).toEqual([
      'Ana',
      'Ben',
      'Cora',
    ]);
    expect(await names([{ field: 'MESSENGER', op: 'IS' }])).toEqual(['Ana', 'Ben', 'Dina']);
    expect(await names([{ field: 'MESSENGER', op: 'IS_NOT' }])).toEqual(['Cora']);
    expect(await names([{ field: 'LAST_MESSAGE', op: 'WITHIN_DAYS', value: 1 }])).toEqual(['Ana']);
    expect(await names([{ field: 'LAST_MESSAGE', op: 'NOT_WITHIN_DAYS', value: 1 }])).toEqual([
      'Ben',
      'Cora',
      'Dina',
    ]);
    // Every rule must hold: on Messenger and no order in 30 days.
    expect(
      await names([
        { field: 'MESSENGER', op: 'IS' },
        { field: 'LAST_ORDER', op: 'NOT_WITHIN_DAYS', value: 30 },
      ]),
    ).toEqual(['Ben', 'Dina']);
  });

  it('counts "messaged within a day" up to the instant 24 hours after the last message, and not a millisecond later', async () => {
    const rule = [{ field: 'LAST_MESSAGE', op: 'WITHIN_DAYS', value: 1 }];
    clock.advance(22 * HOUR); // Ana wrote 24 hours ago exactly
    expect(await names(rule)).toEqual(['Ana']);
    clock.advance(1);
    expect(await names(rule)).toEqual([]);
    clock.set(new Date(T));
  });

  it('saves, lists, pages through, renames and deletes a segment; bad input changes nothing', async () => {
    const bad = async (input: { name: string; rules: Rule[] }, message: string) => {
      const r = await t.gql(CREATE, { a: appUuid, i: input }, token);
      expect(r.errors?.[0]?.message).toBe(message);
    };
    await bad({ name: '  ', rules: [] }, 'Name is required');
    await bad(
      { name: 'Jam lovers', rules: [{ field: 'BOUGHT_PRODUCT', op: 'ANY_OF', ids: [] }] },
      'Choose at least one product',
    );
    await bad(
      { name: 'Lapsed', rules: [{ field: 'LAST_ORDER', op: 'WITHIN_DAYS', value: 0 }] },
      'Days should be a whole number from 1 to 3650',
    );
    await bad(
      { name: 'Odd', rules: [{ field: 'MESSENGER', op: 'AT_LEAST', value: 1 }] },
      'Choose how the rule compares',
    );
    await bad(
      { name: 'Many', rules: Array.from({ length: 11 }, () => ({ field: 'MESSENGER', op: 'IS' })) },
      'A segment has at most 10 rules',
    );
    const created = await t.gql<{
      customerSegmentCreate: {
        uuid: string;
        rules: { products: { name: string }[]; categories: { name: string }[] }[];
      };
    }>(
      CREATE,
      {
        a: appUuid,
        i: {
          name: ' Jam lovers ',
          rules: [
            { field: 'BOUGHT_CATEGORY', op: 'ANY_OF', ids: [jams, jams] },
            { field: 'ORDERS_COUNT', op: 'AT_LEAST', value: 0, ids: [ube] },
          ],
        },
      },
      token,
    );
    const segment = created.data?.customerSegmentCreate;
    expect(segment?.rules[0]?.categories).toEqual([{ name: 'Jams' }]);
    await bad({ name: 'jam LOVERS', rules: [] }, 'A segment with this name already exists');
    const list = await t.gql<{ customerSegments: { name: string }[] }>(LIST, { a: appUuid }, token);
    expect(list.data?.customerSegments.map((s) => s.name)).toEqual(['Jam lovers']);

    await t.gql(UPDATE, { a: appUuid, u: segment?.uuid, i: { name: 'Everyone', rules: [] } }, token);
    type Page = {
      customerSegment: {
        customers: {
          totalCount: number;
          pageInfo: { hasNextPage: boolean; endCursor: string };
          edges: { node: { name: string } }[];
        };
      };
    };
    const first = await t.gql<Page>(MEMBERS, { a: appUuid, u: segment?.uuid }, token);
    const page1 = first.data?.customerSegment.customers;
    expect(page1?.totalCount).toBe(4);
    expect(page1?.pageInfo.hasNextPage).toBe(true);
    const second = await t.gql<Page>(
      MEMBERS,
      { a: appUuid, u: segment?.uuid, after: page1?.pageInfo.endCursor },
      token,
    );
    const all = [...(page1?.edges ?? []), ...(second.data?.customerSegment.customers.edges ?? [])].map(
      (e) => e.node.name,
    );
    expect(all.sort()).toEqual(['Ana', 'Ben', 'Cora', 'Dina']);

    const deleted = await t.gql<{ customerSegmentDelete: string }>(
      DELETE,
      { a: appUuid, u: segment?.uuid },
      token,
    );
    expect(deleted.data?.customerSegmentDelete).toBe(segment?.uuid);
    expect(
      (await t.gql<{ customerSegments: unknown[] }>(LIST, { a: appUuid }, token)).data?.customerSegments,
    ).toEqual([]);
  });

  it("exports a segment's customers as CSV, with their orders and spending", async () => {
    const created = await t.gql<{ customerSegmentCreate: { uuid: string } }>(
      CREATE,
      {
        a: appUuid,
        i: { name: 'Two or more', rules: [{ field: 'ORDERS_COUNT', op: 'AT_LEAST', value: 2 }] },
      },
      token,
    );
    const uuid = created.data?.customerSegmentCreate.uuid;
    const r = await t.gql<{ customerSegmentExportCsv: string }>(
      'query($a: ID!, $u: ID!) { customerSegmentExportCsv(appUuid: $a, uuid: $u) }',
      { a: appUuid, u: uuid },
      token,
    );
    const lines = (r.data?.customerSegmentExportCsv ?? '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Name,Mobile Number,On Messenger,Orders,Total Spent,Last Active');
    expect(lines.slice(1).sort()).toEqual([
      'Ana,,Yes,2,500.00,2026-11-25 12:00 pm',
      'Cora,,No,3,300.00,2026-11-25 12:00 pm',
    ]);
  });

  it("keeps a store's segments and customers to its own team", async () => {
    const created = await t.gql<{ customerSegmentCreate: { uuid: string } }>(
      CREATE,
      { a: appUuid, i: { name: 'Cebu', rules: [{ field: 'LOCATION', op: 'ANY_OF', ids: [CEBU] }] } },
      token,
    );
    const uuid = created.data?.customerSegmentCreate.uuid;
    const other = await ownedStore(t, { email: 'other@tindahan.ph', name: 'Iba' });
    const theirs = await other.signIn();
    const read = await t.gql(MEMBERS, { a: appUuid, u: uuid }, theirs);
    expect(read.data ?? null).toBeNull();
    expect(read.errors?.[0]?.extensions?.code).toMatch(/NOT_FOUND|FORBIDDEN/);
    const preview = await t.gql(PREVIEW, { a: appUuid, r: [] }, theirs);
    expect(preview.data ?? null).toBeNull();
    // Their own store has no customers: the same rules match nobody there.
    const own = await t.gql<{ customerSegmentPreview: { count: number } }>(
      PREVIEW,
      { a: other.appUuid, r: [] },
      theirs,
    );
    expect(own.data?.customerSegmentPreview.count).toBe(0);
    const renamed = await t.gql(
      UPDATE,
      { a: other.appUuid, u: uuid, i: { name: 'Mine', rules: [] } },
      theirs,
    );
    expect(renamed.errors?.[0]?.message).toBe('Segment not found');
  });
});

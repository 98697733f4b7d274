import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers } from '../apps/apps.tables.ts';
import { markLaunched } from '../apps/index.ts';
import { products } from '../catalog/catalog.tables.ts';
import { appPlanChanges } from './billing.plans.tables.ts';
import { runBilling } from './billing.run.ts';
import { billingOf, updateBilling } from './billing.service.ts';
import { planUuid } from './plans.rules.ts';

const PLANS = `{ enterprisePlans { uuid name displayedName subscriptionFee accelerator productLimit fileSizeLimit
  exportLimit responseLimit monthlyUserLimit monthlyContactLimit userSeatLimit faqLimit } }`;
const USAGE = `query($a: ID!) {
  currentAppEnterprisePlan(appUuid: $a) { id productLimit userSeatLimit responseLimit currentUsers
    currentSupportedContacts currentUserSeats currentProducts currentFaqs remainingResponse
    msmeStartAt msmeEndAt eligibleMsmeExtension enterprisePlan { name displayedName } }
  appEnterprisePlan(appUuid: $a) { id currentProducts }
  appSubscribedEnterprisePlan(appUuid: $a) { id enterprisePlan { uuid name } } }`;
const CHANGE = `mutation($a: ID!, $p: String!) { appPlanChange(input: { appUuid: $a, plan: $p }) {
  enterprisePlan { name } responseLimit } }`;
const PREVIEW = `query($a: ID!, $p: String!) { appPlanChangePreview(appUuid: $a, plan: $p) {
  effectiveAt billingPeriodStartAt billingPeriodEndAt subscriptionFee problem lines { description amount } } }`;
const BILLS = `query($a: ID!) { billings(appUuid: $a) { edges { node { planName billingPeriodStartAt subscriptionFee
  currentAmount details { description amount planName } } } } }`;
const EXTEND = `mutation($a: ID!) { appMsmeExtend(input: { appUuid: $a }) { msmeStartAt msmeEndAt eligibleMsmeExtension } }`;
const ENROL = `mutation($a: ID!) { appMsmeEnroll(input: { appUuid: $a }) { msmeStartAt msmeEndAt eligibleMsmeExtension } }`;

type Bill = {
  planName: string;
  billingPeriodStartAt: string;
  subscriptionFee: number;
  currentAmount: number;
  details: { description: string; amount: number; planName: string }[];
};

// Launched 2027-03-15 09:00 Manila: its first period is 2027-03-15 to 2027-04-15 (31 days).
const LAUNCH = new Date('2027-03-15T01:00:00Z');

describe.each(testDatabases())('plans on %s', (kind) => {
  let t: TestServer;
  let appUuid: string;
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  let staff: () => Promise<string> = () => Promise.reject(new Error('no staff yet'));
  const clock = new ManualClock(LAUNCH);

  const bills = async () => {
    const r = await t.gql<{ billings: { edges: { node: Bill }[] } }>(BILLS, { a: appUuid }, await owner());
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.billings.edges.map((e) => e.node);
  };
  const changes = () => t.server.context.db.select().from(appPlanChanges);

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, seedDemo: false, config: { operatorEmails: ['ops@suki.ph'] } });
    const ctx = t.server.context;
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    const manager = await createUser(ctx, {
      email: 'staff@tindahan.ph',
      password: 'Staff#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: manager.uuid, role: 'store_manager' });
    staff = () => t.signIn('staff@tindahan.ph', 'Staff#2026', 'store_manager');
    await createUser(ctx, { email: 'ops@suki.ph', password: 'Ops#20262026', role: 'client' });
    await updateBilling(ctx.db, appUuid, { plan: 'pro_starter' });
    await markLaunched(ctx, appUuid);
  });
  afterAll(() => t.close());

  it('offers Starter, Bronze, Silver and Gold with their limits, each with a stable uuid', async () => {
    const r = await t.gql<{ enterprisePlans: Record<string, unknown>[] }>(PLANS, {}, await owner());
    expect(r.data?.enterprisePlans.map((p) => p.displayedName)).toEqual([
      'Starter',
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(r.data?.enterprisePlans[0]).toEqual({
      uuid: planUuid('pro_starter'),
      name: 'pro_starter',
      displayedName: 'Starter',
      subscriptionFee: 149_900,
      accelerator: false,
      productLimit: 200,
      fileSizeLimit: 10,
      exportLimit: 2_000,
      responseLimit: 2_000,
      monthlyUserLimit: 5_000,
      monthlyContactLimit: 5_000,
      userSeatLimit: 3,
      faqLimit: 50,
    });
    expect(r.data?.enterprisePlans[3]).toMatchObject({
      name: 'pro_gold',
      productLimit: null,
      exportLimit: null,
    });
    expect(planUuid('pro_starter')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("answers the store's plan and what it uses of it, to every member", async () => {
    const r = await t.gql<{
      currentAppEnterprisePlan: Record<string, unknown>;
      appEnterprisePlan: { id: string; currentProducts: number };
      appSubscribedEnterprisePlan: { id: string; enterprisePlan: { uuid: string; name: string } };
    }>(USAGE, { a: appUuid }, await staff());
    expect(r.errors).toBeUndefined();
    expect(r.data?.currentAppEnterprisePlan).toEqual({
      id: expect.any(String),
      productLimit: 200,
      userSeatLimit: 3,
      responseLimit: 2_000,
      currentUsers: 0,
      currentSupportedContacts: 0,
      currentUserSeats: 2, // the owner and the store manager
      currentProducts: 0,
      currentFaqs: 0,
      remainingResponse: 2_000,
      msmeStartAt: null,
      msmeEndAt: null,
      eligibleMsmeExtension: false,
      enterprisePlan: { name: 'pro_starter', displayedName: 'Starter' },
    });
    expect(r.data?.appEnterprisePlan.id).toBe(r.data?.currentAppEnterprisePlan.id);
    expect(r.data?.appSubscribedEnterprisePlan).toEqual({
      id: r.data?.appEnterprisePlan.id,
      enterprisePlan: { uuid: planUuid('pro_starter'), name: 'pro_starter' },
    });
  });

  it('lets only owners and admins change plan, and refuses a plan that is not offered or already held', async () => {
    clock.set(new Date('2027-03-25T02:00:00Z')); // 2027-03-25 10:00 Manila
    const byStaff = await t.gql(CHANGE, { a: appUuid, p: 'pro_bronze' }, await staff());
    expect(byStaff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const token = await owner();
    const unknown = await t.gql(CHANGE, { a: appUuid, p: 'enterprise' }, token);
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Choose Starter, Bronze, Silver or Gold',
      extensions: { code: 'BAD_USER_INPUT', fields: { plan: 'Choose Starter, Bronze, Silver or Gold' } },
    });
    const same = await t.gql(CHANGE, { a: appUuid, p: 'pro_starter' }, token);
    expect(same.errors?.[0]).toMatchObject({
      message: 'Your store is already on the Starter plan',
      extensions: { code: 'CONFLICT' },
    });
    expect(await changes()).toEqual([]);
    expect((await billingOf(t.server.context.db, appUuid)).plan).toBe('pro_starter');
  });

  it('previews an upgrade as effective now, with the period prorated by days on each plan', async () => {
    const r = await t.gql<{ appPlanChangePreview: Record<string, unknown> }>(
      PREVIEW,
      { a: appUuid, p: 'pro_bronze' },
      await owner(),
    );
    expect(r.data?.appPlanChangePreview).toEqual({
      effectiveAt: '2027-03-25T02:00:00.000Z',
      billingPeriodStartAt: '2027-03-15',
      billingPeriodEndAt: '2027-04-15',
      problem: null,
      subscriptionFee: 251_513,
      lines: [
        { description: 'Starter plan subscription, 10 of 31 days', amount: 48_355 },
        { description: 'Bronze plan subscription, 21 of 31 days', amount: 203_158 },
      ],
    });
  });

  it('upgrades at once, and the next bill charges each plan for its days, to the centavo', async () => {
    const changed = await t.gql<{ appPlanChange: unknown }>(
      CHANGE,
      { a: appUuid, p: 'pro_bronze' },
      await owner(),
    );
    expect(changed.data?.appPlanChange).toEqual({
      enterprisePlan: { name: 'pro_bronze' },
      responseLimit: 5_000,
    });
    expect((await billingOf(t.server.context.db, appUuid)).plan).toBe('pro_bronze');
    clock.set(new Date('2027-04-14T16:00:00Z')); // 2027-04-15 00:00 Manila: the first period has ended
    await runBilling(t.server.context);
    const [bill] = await bills();
    // Starter 10 of 31 days: 149,900 × 10 / 31 = 48,354.84 → 48,355; Bronze 21 of 31: 203,158.06 → 203,158.
    expect(bill).toEqual({
      planName: 'pro_bronze',
      billingPeriodStartAt: '2027-03-15',
      subscriptionFee: 251_513,
      currentAmount: 251_513,
      details: [
        { description: 'Starter plan subscription, 10 of 31 days', amount: 48_355, planName: 'pro_starter' },
        { description: 'Bronze plan subscription, 21 of 31 days', amount: 203_158, planName: 'pro_bronze' },
        {
          description: 'Transaction fees: 0 successful transactions × ₱10.00',
          amount: 0,
          planName: 'pro_bronze',
        },
      ],
    });
  });

  it('refuses a downgrade below what the store uses, naming what is over, and writes nothing', async () => {
    const db = t.server.context.db;
    await db.insert(products).values(
      Array.from({ length: 201 }, (_, i) => ({
        uuid: newUuid(),
        appUuid,
        name: `Kakanin ${i}`,
        price: 5_000,
      })),
    );
    for (const email of ['a@tindahan.ph', 'b@tindahan.ph']) {
      const invited = await t.gql(
        'mutation($i: MemberInviteInput!) { memberInvite(input: $i) { uuid } }',
        { i: { appUuid, email, role: 'admin' } },
        await owner(),
      );
      expect(invited.errors).toBeUndefined();
    }
    const before = await changes();
    const r = await t.gql(CHANGE, { a: appUuid, p: 'pro_starter' }, await owner());
    expect(r.errors?.[0]).toMatchObject({
      message:
        "Your store is over the Starter plan's limits: 201 products (it allows 200), 4 user seats (it allows 3). Remove what is over, then change plan.",
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await changes()).toEqual(before);
    expect((await billingOf(db, appUuid)).plan).toBe('pro_bronze');
  });

  it('enrols a store in the MSME programme (operators only) and waives its fee for the window’s days', async () => {
    clock.set(new Date('2027-04-20T03:00:00Z')); // 2027-04-20 11:00 Manila
    const byOwner = await t.gql(ENROL, { a: appUuid }, await owner());
    expect(byOwner.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const ops = await t.signIn('ops@suki.ph', 'Ops#20262026');
    const enrolled = await t.gql<{ appMsmeEnroll: unknown }>(ENROL, { a: appUuid }, ops);
    expect(enrolled.data?.appMsmeEnroll).toEqual({
      msmeStartAt: '2027-04-19T16:00:00.000Z', // 2027-04-20 00:00 Manila
      msmeEndAt: '2027-07-18T16:00:00.000Z', // 90 days later: 2027-07-19 00:00 Manila
      eligibleMsmeExtension: true,
    });
    clock.set(new Date('2027-05-14T16:00:00Z')); // 2027-05-15 00:00 Manila: the second period has ended
    await runBilling(t.server.context);
    const [bill] = await bills();
    // Bronze 5 of 30 days (Apr 15–19): 299,900 × 5 / 30 = 49,983.33 → 49,983; Apr 20 onwards waived.
    expect(bill).toMatchObject({
      billingPeriodStartAt: '2027-04-15',
      subscriptionFee: 49_983,
      details: expect.arrayContaining([
        { description: 'Bronze plan subscription, 5 of 30 days', amount: 49_983, planName: 'pro_bronze' },
        {
          description: 'Bronze plan subscription, 25 of 30 days: waived (MSME programme)',
          amount: 0,
          planName: 'pro_bronze',
        },
      ]),
    });
  });

  it('extends the MSME window by 90 days once, for owners and admins', async () => {
    expect((await t.gql(EXTEND, { a: appUuid }, await staff())).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    const token = await owner();
    const extended = await t.gql<{ appMsmeExtend: unknown }>(EXTEND, { a: appUuid }, token);
    expect(extended.data?.appMsmeExtend).toEqual({
      msmeStartAt: '2027-04-19T16:00:00.000Z',
      msmeEndAt: '2027-10-16T16:00:00.000Z', // 2027-10-17 00:00 Manila
      eligibleMsmeExtension: false,
    });
    const again = await t.gql(EXTEND, { a: appUuid }, token);
    expect(again.errors?.[0]).toMatchObject({
      message: 'Your MSME programme window was already extended once',
      extensions: { code: 'CONFLICT' },
    });
  });
});

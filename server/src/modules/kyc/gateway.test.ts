import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownedStore, startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { gatewayButton, gatewayMessage, gatewaySchedule, gatewayStage } from './gateway.rules.ts';
import { runGatewayReminders } from './gateway.ts';
import { storeKyc } from './kyc.tables.ts';

const OPERATOR = { email: 'ops@suki.ph', password: 'Operator#2027' };
const SCHEDULE = `mutation($a: ID!, $d: String) { appGatewayPhaseoutSchedule(input: { appUuid: $a, startDate: $d }) { uuid } }`;
const APP = `query($a: ID!) { fetchAppByUuid(appUuid: $a) {
  mayaDeactivationScheduledDates { start_date end_date remaining_days show_reminder }
  runMayaDeactivationWorker paymentGatewayReminder { stage remainingDays buttonLabel message } } }`;

describe('payment-gateway reminder rules (document 3 §4)', () => {
  it('has three states by Manila day, none before the start or once verified', () => {
    expect(gatewayStage('2027-06-01', '2027-05-31', false)).toBeNull();
    expect(gatewayStage('2027-06-01', '2027-06-01', false)).toBe('start');
    expect(gatewayStage('2027-06-01', '2027-07-01', false)).toBe('countdown');
    expect(gatewayStage('2027-06-01', '2027-07-02', false)).toBe('ended');
    expect(gatewayStage('2027-06-01', '2027-06-10', true)).toBeNull();
    expect(gatewaySchedule('2027-06-01', '2027-06-21', false)).toEqual({
      start_date: '2027-06-01',
      end_date: '2027-07-01',
      remaining_days: 10,
      show_reminder: true,
    });
    expect([gatewayButton('start'), gatewayButton('countdown'), gatewayButton('ended')]).toEqual([
      'Enable Xendit Now',
      'Activate Xendit Now',
      'Enable Xendit Now',
    ]);
    expect(gatewayMessage('countdown', 1)).toMatch(/^1 day left/);
  });
});

describe.each(testDatabases())('the payment-gateway reminder on %s', (kind) => {
  let t: TestServer;
  let appUuid: string;
  let owner: () => Promise<string> = () => Promise.reject(new Error('no store yet'));
  let operator: string;
  const clock = new ManualClock(new Date('2027-05-31T04:00:00Z'));
  const app = async () =>
    (await t.gql<{ fetchAppByUuid: Record<string, unknown> }>(APP, { a: appUuid }, await owner())).data
      ?.fetchAppByUuid;
  const reminders = async () =>
    (
      await t.gql<{ notifications: { edges: { node: { category: string; message: string } }[] } }>(
        'query($a: ID!) { notifications(appUuid: $a) { edges { node { category message } } } }',
        { a: appUuid },
        await owner(),
      )
    ).data?.notifications.edges
      .map((e) => e.node)
      .filter((n) => n.category === 'payment_option_deactivation') ?? [];
  const run = async () => {
    const told = await runGatewayReminders(t.server.context);
    await t.server.context.jobs.idle();
    return told;
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, seedDemo: false, config: { operatorEmails: [OPERATOR.email] } });
    const store = await ownedStore(t);
    appUuid = store.appUuid;
    owner = store.signIn;
    await createUser(t.server.context, { ...OPERATOR, role: 'client' });
    operator = await t.signIn(OPERATOR.email, OPERATOR.password);
  });
  afterAll(() => t.close());

  it('is scheduled by operators only, with a valid day', async () => {
    expect(
      (await t.gql(SCHEDULE, { a: appUuid, d: '2027-06-01' }, await owner())).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const bad = await t.gql(SCHEDULE, { a: appUuid, d: '2027-13-45' }, operator);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ startDate: 'Start Date has invalid value' });
    expect(await app()).toMatchObject({ mayaDeactivationScheduledDates: null, paymentGatewayReminder: null });
    expect((await t.gql(SCHEDULE, { a: appUuid, d: '2027-06-01' }, operator)).errors).toBeUndefined();
    expect(await app()).toMatchObject({
      mayaDeactivationScheduledDates: {
        start_date: '2027-06-01',
        end_date: '2027-07-01',
        show_reminder: false,
      },
      runMayaDeactivationWorker: false,
      paymentGatewayReminder: null,
    });
    expect(await run()).toBe(0);
  });

  it('announces the start once, counts down, then announces the end once', async () => {
    clock.set(new Date('2027-06-01T01:00:00Z'));
    expect(await app()).toMatchObject({
      runMayaDeactivationWorker: true,
      paymentGatewayReminder: { stage: 'start', remainingDays: 30, buttonLabel: 'Enable Xendit Now' },
    });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect(await reminders()).toHaveLength(1);

    clock.set(new Date('2027-06-21T01:00:00Z'));
    expect((await app())?.paymentGatewayReminder).toMatchObject({
      stage: 'countdown',
      remainingDays: 10,
      buttonLabel: 'Activate Xendit Now',
      message: expect.stringMatching(/^10 days left on your temporary e-wallet gateway/),
    });
    expect(await run()).toBe(0);

    clock.set(new Date('2027-07-02T01:00:00Z'));
    expect((await app())?.paymentGatewayReminder).toMatchObject({
      stage: 'ended',
      buttonLabel: 'Enable Xendit Now',
    });
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    expect((await reminders()).map((n) => n.message)).toEqual([
      expect.stringMatching(/is no longer available/),
      expect.stringMatching(/ends in 30 days/),
    ]);
  });

  it('stops once the store is verified', async () => {
    const now = clock.now();
    await t.server.context.db.insert(storeKyc).values({
      appUuid,
      status: 'verified',
      businessType: 'individual',
      businessName: 'Tindahan',
      tin: '123-456-789',
      businessAddress: 'Marikina',
      firstName: 'Nena',
      lastName: 'Cruz',
      mobileNumber: '+639171234567',
      idType: 'philsys',
      idPhotoUuid: appUuid,
      selfiePhotoUuid: appUuid,
      submittedAt: now,
    });
    expect(await app()).toMatchObject({ runMayaDeactivationWorker: false, paymentGatewayReminder: null });
  });
});

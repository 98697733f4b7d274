import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { ALREADY_ANNOUNCED, NOT_LAUNCHED_YET } from './launch.announce.ts';

const AUDIENCE =
  'query($a: ID!) { storeLaunchAudience(appUuid: $a) { reachable outsideWindow announcement { message sent failed } } }';
const ANNOUNCE = `mutation($input: StoreLaunchAnnounceInput!) { storeLaunchAnnounce(input: $input) {
  reachable outsideWindow announcement { message reachable outsideWindow } } }`;
const TEXT = 'We are open! Tap the menu to order from Suki Demo Store.';

type Audience = {
  reachable: number;
  outsideWindow: number;
  announcement: { message: string; sent: number; failed: number } | null;
};

describe.each(testDatabases())('announcing the launch on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T04:00:00Z'));

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    appUuid = await t.firstAppUuid(token);
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('counts who is within 24 hours, sends once to them only through the outbox, and refuses a second announcement', async () => {
    // A customer writes two days ago, another just now.
    await deliver(
      t.url,
      customerMessage('8801', 'm_old', 'Hello po', clock.now().getTime() - 2 * 24 * 3600 * 1000),
    );
    await deliver(t.url, customerMessage('8802', 'm_new', 'Open na po kayo?', clock.now().getTime()));
    const before = (await t.gql<{ storeLaunchAudience: Audience }>(AUDIENCE, { a: appUuid }, token)).data
      ?.storeLaunchAudience;
    expect(before?.announcement).toBeNull();
    expect(before?.reachable).toBeGreaterThanOrEqual(1);
    expect(before?.outsideWindow).toBeGreaterThanOrEqual(1);

    const empty = await t.gql(ANNOUNCE, { input: { appUuid, message: '   ' } }, token);
    expect(empty.errors?.[0]?.extensions?.fields).toEqual({ message: 'Message is required' });

    const sent = await t.gql<{ storeLaunchAnnounce: Audience }>(
      ANNOUNCE,
      { input: { appUuid, message: TEXT } },
      token,
    );
    expect(sent.data?.storeLaunchAnnounce).toMatchObject({
      reachable: before?.reachable,
      outsideWindow: before?.outsideWindow,
      announcement: { message: TEXT },
    });
    const to = graph
      .sends()
      .filter((c) => (c.body?.message as { text?: string })?.text === TEXT)
      .map((c) => (c.body?.recipient as { id?: string })?.id);
    expect(to).toContain('8802');
    expect(to).not.toContain('8801');
    expect(to).toHaveLength(before?.reachable ?? -1);
    const after = (await t.gql<{ storeLaunchAudience: Audience }>(AUDIENCE, { a: appUuid }, token)).data
      ?.storeLaunchAudience;
    expect(after?.announcement).toMatchObject({ sent: before?.reachable, failed: 0 });

    const again = await t.gql(ANNOUNCE, { input: { appUuid, message: TEXT } }, token);
    expect(again.errors?.[0]).toMatchObject({ message: ALREADY_ANNOUNCED, extensions: { code: 'CONFLICT' } });
    expect(graph.sends().filter((c) => (c.body?.message as { text?: string })?.text === TEXT)).toHaveLength(
      to.length,
    );
  });

  it('refuses to announce a store that has not launched', async () => {
    const created = await t.gql<{ appCreate: { uuid: string } }>(
      'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      { input: { name: 'Bago pa', bundleKey: 'ecommerce-b2c-bundle' } },
      token,
    );
    const refused = await t.gql(
      ANNOUNCE,
      { input: { appUuid: created.data?.appCreate.uuid, message: TEXT } },
      token,
    );
    expect(refused.errors?.[0]?.message).toBe(NOT_LAUNCHED_YET);
  });
});

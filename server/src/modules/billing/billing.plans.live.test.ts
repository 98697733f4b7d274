import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstEvent,
  startTestServer,
  type TestServer,
  testDatabases,
  wsClient,
} from '../../../test/harness.ts';
import {
  customerMessage,
  deliver,
  fakeGraph,
  META_APP_SECRET,
  META_VERIFY_TOKEN,
} from '../../../test/meta.ts';
import { ManualClock } from '../../platform/clock.ts';
import { createUser } from '../accounts/accounts.service.ts';

const LIVE = `subscription($g: ID!) { appEnterprisePlan(appGlobalId: $g) {
  id currentUsers currentSupportedContacts remainingResponse enterprisePlan { responseLimit } } }`;
const USAGE = `query($a: ID!) { appEnterprisePlan(appUuid: $a) {
  id currentUsers currentSupportedContacts remainingResponse enterprisePlan { responseLimit } } }`;

type Usage = {
  id: string;
  currentUsers: number;
  currentSupportedContacts: number;
  remainingResponse: number | null;
  enterprisePlan: { responseLimit: number | null };
};

/* Document 3 §4: enterprise plan usage is pushed live (subscription AppEnterprisePlan). */
describe.each(testDatabases())('live plan usage on %s', (kind) => {
  let t: TestServer;
  let graph: Awaited<ReturnType<typeof fakeGraph>>;
  let token: string;
  let appUuid: string;
  let appGlobalId: string;
  const clock = new ManualClock(new Date('2027-06-10T04:00:00Z'));

  /** Everything the subscription pushes until `until` holds (or 10 s pass). */
  const watch = (until: (seen: Usage[]) => boolean) => {
    const client = wsClient(t.url, token);
    const seen: Usage[] = [];
    const done = new Promise<Usage[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`pushed: ${JSON.stringify(seen)}`)), 10_000);
      client.subscribe<{ appEnterprisePlan: Usage }>(
        { query: LIVE, variables: { g: appGlobalId } },
        {
          next: (v) => {
            if (v.data) seen.push(v.data.appEnterprisePlan);
            if (until(seen)) {
              clearTimeout(timer);
              resolve(seen);
            }
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    return {
      ready: new Promise((r) => setTimeout(r, 300)),
      done: done.finally(() => client.dispose()),
    };
  };
  const usage = async () =>
    (await t.gql<{ appEnterprisePlan: Usage }>(USAGE, { a: appUuid }, token)).data?.appEnterprisePlan;

  beforeAll(async () => {
    graph = await fakeGraph();
    t = await startTestServer(kind, {
      clock,
      config: { metaAppSecret: META_APP_SECRET, metaVerifyToken: META_VERIFY_TOKEN, metaGraphUrl: graph.url },
    });
    token = await t.signIn();
    const r = await t.gql<{ apps: { edges: { node: { uuid: string; baseGlobalId: string } }[] } }>(
      '{ apps { edges { node { uuid baseGlobalId } } } }',
      {},
      token,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    appGlobalId = r.data?.apps.edges[0]?.node.baseGlobalId ?? '';
    await t.server.context.jobs.idle();
  });
  afterAll(async () => {
    await t.close();
    await graph.close();
  });

  it('pushes a new customer as a user and a contact of the month, then the reply the assistant used', async () => {
    const before = await usage();
    if (!before) throw new Error('no usage');
    const watching = watch((seen) =>
      seen.some((u) => u.remainingResponse === (before.remainingResponse ?? 0) - 1),
    );
    await watching.ready;
    clock.advance(1_000);
    await deliver(
      t.url,
      customerMessage('8801', 'm_plan_live_1', 'Hi! May bibingka pa po?', clock.now().getTime()),
    );
    const seen = await watching.done;
    expect(seen[0]).toEqual({
      ...before,
      currentUsers: before.currentUsers + 1,
      currentSupportedContacts: before.currentSupportedContacts + 1,
    });
    expect(seen.at(-1)).toEqual({
      ...before,
      currentUsers: before.currentUsers + 1,
      currentSupportedContacts: before.currentSupportedContacts + 1,
      remainingResponse: (before.remainingResponse ?? 0) - 1,
    });
  });

  it("pushes the new plan's response limit when the plan changes", async () => {
    const watching = watch((seen) => seen.some((u) => u.enterprisePlan.responseLimit === 15_000));
    await watching.ready;
    const changed = await t.gql(
      'mutation($a: ID!) { appPlanChange(input: { appUuid: $a, plan: "pro_silver" }) { id } }',
      { a: appUuid },
      token,
    );
    expect(changed.errors).toBeUndefined();
    const seen = await watching.done;
    expect(seen.at(-1)?.enterprisePlan.responseLimit).toBe(15_000);
    expect(seen.at(-1)?.id).toBe((await usage())?.id);
  });

  it("keeps another merchant out of the store's live usage", async () => {
    await createUser(t.server.context, { email: 'other@shop.ph', password: 'Other@1234', role: 'client' });
    const other = await t.signIn('other@shop.ph', 'Other@1234');
    const client = wsClient(t.url, other);
    const { event } = firstEvent(client, LIVE, { g: appGlobalId });
    const denied = await event.catch((err: Error) => ({ errors: [{ message: err.message }] }));
    expect(JSON.stringify(denied.errors)).toMatch(/App not found/);
    await client.dispose();
  });
});

/**
 * Issue 18, live fan-out: an event's subscribers on a process share its loads. However many consoles
 * listen to a store's notifications, one event costs the same queries (the notification, and the
 * store's members for the browser notification's access check), not one query per subscriber; and each
 * subscriber is still checked on its own (another store hears nothing, a removed member is refused).
 */
import { and, eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveResults } from '../src/graphql/live.ts';
import { createUser } from '../src/modules/accounts/accounts.service.ts';
import { appMembers } from '../src/modules/apps/apps.tables.ts';
import { liveEvents } from '../src/platform/live.tables.ts';
import { queryCounter } from '../src/platform/request-scope.ts';
import { ownedStore, startTestServer, type TestServer, testDatabases, wsClient } from './harness.ts';

const NOTIFICATION = `subscription($a: ID!, $after: String) {
  notificationCreate(appUuid: $a, after: $after) { uuid message app { name } }
}`;
const BROWSER = `subscription($a: ID!, $after: String) {
  browserNotificationCreate(appUuid: $a, after: $after) { uuid appName }
}`;

interface Heard {
  uuid: string | null;
  error: string | null;
}

/** A console tab: both notification subscriptions of one store, as the web console opens them. */
function consoleTab(t: TestServer, token: string, appUuid: string, after: string) {
  const client = wsClient(t.url, token);
  const heard: { list: Heard[]; browser: Heard[] } = { list: [], browser: [] };
  const listen = (query: string, into: Heard[], field: string) =>
    client.subscribe<Record<string, { uuid: string }>>(
      { query, variables: { a: appUuid, after } },
      {
        next: (v) =>
          into.push({ uuid: v.data?.[field]?.uuid ?? null, error: v.errors?.[0]?.message ?? null }),
        error: (err) => into.push({ uuid: null, error: String(err) }),
        complete: () => undefined,
      },
    );
  listen(NOTIFICATION, heard.list, 'notificationCreate');
  listen(BROWSER, heard.browser, 'browserNotificationCreate');
  return { heard, close: () => client.dispose() };
}

type Tab = ReturnType<typeof consoleTab>;

async function until(done: () => boolean, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The fan-out's statements: those on the log, the notifications and the stores' members. */
const FAN_OUT_SQL = /"(live_events|notifications|app_members|apps)"/;

describe.each(testDatabases())('live fan-out on %s', (kind) => {
  let t: TestServer;
  let store: Awaited<ReturnType<typeof ownedStore>>;
  let token: string;
  let notificationUuid: string;
  const tabs: Tab[] = [];
  beforeAll(async () => {
    t = await startTestServer(kind, { seedDemo: false, config: { maxSocketsPerUser: 100 } });
    store = await ownedStore(t);
    token = await store.signIn();
    const r = await t.gql<{ notificationTestSend: { uuid: string } }>(
      'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }',
      { a: store.appUuid },
      token,
    );
    notificationUuid = r.data?.notificationTestSend.uuid ?? '';
    expect(notificationUuid).not.toBe('');
  });
  afterAll(async () => {
    await Promise.all(tabs.map((tab) => tab.close()));
    await t.close();
  });

  /** The store's last logged event: tabs opened after it hear every later event exactly once. */
  const cursor = async (appUuid = store.appUuid) => {
    const [row] = await t.server.context.db
      .select({ seq: max(liveEvents.seq) })
      .from(liveEvents)
      .where(and(eq(liveEvents.topic, 'notificationCreated'), eq(liveEvents.scope, appUuid)));
    return String(row?.seq ?? 0);
  };
  /** Announces the notification again, as the notifications listener does, and waits for `tabs` to hear it. */
  const announce = async (appUuid: string, waitFor: Tab[], expected: (tab: Tab) => number) => {
    await t.server.context.pubsub.publish('notificationCreated', appUuid, { notificationUuid });
    await until(
      () =>
        waitFor.every(
          (tab) => tab.heard.list.length >= expected(tab) && tab.heard.browser.length >= expected(tab),
        ),
      'every tab to hear the event',
    );
  };
  /** The statements one announced event costs, with `open` tabs listening. */
  const fanOutQueries = async (open: Tab[]): Promise<string[]> => {
    const statements: string[] = [];
    const spy = vi.spyOn(queryCounter, 'logQuery').mockImplementation((query: string) => {
      if (FAN_OUT_SQL.test(query)) statements.push(query);
    });
    try {
      const before = new Map(open.map((tab) => [tab, tab.heard.list.length]));
      await announce(store.appUuid, open, (tab) => (before.get(tab) ?? 0) + 1);
    } finally {
      spy.mockRestore();
    }
    return statements;
  };
  /** Opens `n` tabs and waits until each is live (it heard a warm-up event). */
  const openTabs = async (n: number): Promise<Tab[]> => {
    const after = await cursor();
    const opened = Array.from({ length: n }, () => consoleTab(t, token, store.appUuid, after));
    tabs.push(...opened);
    await announce(store.appUuid, tabs, (tab) => (opened.includes(tab) ? 1 : tab.heard.list.length));
    return opened;
  };

  it('costs the same statements for one event with 25 consoles listening as with one', async () => {
    const one = await openTabs(1);
    const withOne = await fanOutQueries(one);
    const more = await openTabs(24);
    const withMany = await fanOutQueries([...one, ...more]);

    // The log insert, the notification, the store's members (browser notification) and the owner's
    // access to the store (the `app` field): the same four for 1 or 25 listeners.
    expect(withMany).toEqual(withOne);
    expect(withMany).toHaveLength(4);
    expect(withMany.filter((q) => /from "notifications"/.test(q))).toHaveLength(1);
    // Every tab heard it whole, on both subscriptions.
    for (const tab of [...one, ...more]) {
      expect(tab.heard.list.at(-1)).toEqual({ uuid: notificationUuid, error: null });
      expect(tab.heard.browser.at(-1)).toEqual({ uuid: notificationUuid, error: null });
    }
  });

  it('resolves an event once for all the consoles of one user, not once per console', async () => {
    const owners = [...tabs];
    expect(owners).toHaveLength(25);
    const heardBefore = new Map(owners.map((tab) => [tab, tab.heard.list.length]));
    const executed = liveResults.executed;
    await announce(store.appUuid, owners, (tab) => (heardBefore.get(tab) ?? 0) + 1);
    // Two subscriptions per console (the list and the browser notification): two executions in all.
    expect(liveResults.executed - executed).toBe(2);
    for (const tab of owners) {
      expect(tab.heard.list.at(-1)).toEqual({ uuid: notificationUuid, error: null });
      expect(tab.heard.browser.at(-1)).toEqual({ uuid: notificationUuid, error: null });
    }
  });

  it("still checks each subscriber: another store's tab hears nothing, a removed member is refused", async () => {
    const other = await ownedStore(t, { email: 'iba@tindahan.ph', name: 'Iba' });
    const otherTab = consoleTab(t, await other.signIn(), other.appUuid, await cursor(other.appUuid));
    tabs.push(otherTab);
    // A second member of the store, removed from it without a signal (so the socket stays open).
    const kasama = await createUser(t.server.context, {
      email: 'kasama@tindahan.ph',
      password: 'Kasama#2026',
      role: 'client',
    });
    await t.server.context.db
      .insert(appMembers)
      .values({ appUuid: store.appUuid, userUuid: kasama.uuid, role: 'admin' });
    const member = await t.signIn('kasama@tindahan.ph', 'Kasama#2026');
    const memberTab = consoleTab(t, member, store.appUuid, await cursor());
    tabs.push(memberTab);
    const owners = tabs.filter((tab) => tab !== otherTab && tab !== memberTab);
    const heardBefore = new Map(owners.map((tab) => [tab, tab.heard.list.length]));
    await announce(store.appUuid, [...owners, memberTab], (tab) =>
      tab === memberTab ? 1 : (heardBefore.get(tab) ?? 0) + 1,
    );
    expect(memberTab.heard.browser.at(-1)).toEqual({ uuid: notificationUuid, error: null });

    await t.server.context.db
      .delete(appMembers)
      .where(and(eq(appMembers.appUuid, store.appUuid), eq(appMembers.userUuid, kasama.uuid)));
    await announce(store.appUuid, [...owners, memberTab], (tab) =>
      tab === memberTab ? 2 : (heardBefore.get(tab) ?? 0) + 2,
    );
    // The owner's tabs hear it; the removed member's browser notification is refused; the other store hears nothing.
    expect(memberTab.heard.browser.at(-1)).toEqual({ uuid: null, error: 'App not found' });
    for (const tab of owners)
      expect(tab.heard.browser.at(-1)).toEqual({ uuid: notificationUuid, error: null });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(otherTab.heard.list).toEqual([]);
    expect(otherTab.heard.browser).toEqual([]);
  });
});

/** The console's live inbox selection, with the fields other modules add (assistant, recipients). */
const INBOX = `subscription($g: ID!) { inboxMessages(appGlobalId: $g) {
  uuid message sender state pending sentiment
  generatedResponse { uuid status ecommerceProducts { uuid name } }
  agentBreakdown { type }
  galleryPhotos { photoUrl }
  pageRecipient { uuid name profilePic replyWindow latestInboxMessage { uuid message } }
} }`;
/** Statements that are not the fan-out's: the job worker's polls and a socket's session re-check. */
const BACKGROUND_SQL = /"(jobs|job_schedules|generated_token_logs)"/;

describe.each(testDatabases())('live inbox fan-out on %s', (kind) => {
  let t: TestServer;
  const clients: Array<ReturnType<typeof wsClient>> = [];
  beforeAll(async () => {
    t = await startTestServer(kind, { config: { maxSocketsPerUser: 100 } });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
  });

  it('costs the same statements for a message with 10 inbox tabs open as with one, each tab getting the whole message', async () => {
    const token = await t.signIn();
    const r = await t.gql<{
      apps: { edges: { node: { uuid: string; baseGlobalId: string } }[] };
    }>('{ apps { edges { node { uuid baseGlobalId } } } }', {}, token);
    const app = r.data?.apps.edges[0]?.node;
    const m = await t.gql<{
      pageRecipients: { edges: { node: { latestInboxMessage: { uuid: string } } }[] };
    }>(
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 1) { edges { node { latestInboxMessage { uuid } } } } }',
      { a: app?.uuid },
      token,
    );
    const messageUuid = m.data?.pageRecipients.edges[0]?.node.latestInboxMessage.uuid ?? '';
    expect(messageUuid).not.toBe('');
    const heard: string[][] = [];
    const open = (n: number) => {
      for (let i = 0; i < n; i++) {
        const mine: string[] = [];
        heard.push(mine);
        const client = wsClient(t.url, token);
        clients.push(client);
        client.subscribe<{ inboxMessages: { uuid: string } }>(
          { query: INBOX, variables: { g: app?.baseGlobalId } },
          {
            next: (v) =>
              mine.push(v.errors ? JSON.stringify(v.errors) : (v.data?.inboxMessages.uuid ?? 'null')),
            error: (err) => mine.push(String(err)),
            complete: () => undefined,
          },
        );
      }
    };
    const announce = async () => {
      const statements: string[] = [];
      const spy = vi.spyOn(queryCounter, 'logQuery').mockImplementation((query: string) => {
        if (!BACKGROUND_SQL.test(query)) statements.push(query);
      });
      try {
        const want = heard.map((h) => h.length + 1);
        await t.server.context.pubsub.publish('inboxMessage', app?.uuid ?? '', { messageUuid });
        await until(() => heard.every((h, i) => h.length >= (want[i] ?? 0)), 'every inbox tab to hear it');
      } finally {
        spy.mockRestore();
      }
      return statements;
    };
    /** Opens tabs, then announces until every tab has heard one (each is live), then measures one. */
    const measure = async (n: number) => {
      open(n);
      for (let i = 0; i < 50 && !heard.every((h) => h.length > 0); i++) {
        await t.server.context.pubsub.publish('inboxMessage', app?.uuid ?? '', { messageUuid });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await until(() => heard.every((h) => h.length > 0), 'every inbox tab to be live');
      await new Promise((resolve) => setTimeout(resolve, 300)); // the warm-up's deliveries are over
      return announce();
    };
    const withOne = await measure(1);
    const withTen = await measure(9);
    expect(withTen).toEqual(withOne);
    for (const h of heard) expect(h.at(-1)).toBe(messageUuid);
  });
});

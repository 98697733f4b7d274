import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases, wsClient } from './harness.ts';

/**
 * Revoking access ends live access (issue 24): a socket whose token is signed out is closed with
 * 4403 within a second, and its subscriptions end with it; another token of the same user goes on.
 */
describe.each(testDatabases())('revoking a token ends its live sockets on %s', (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  /** Opens a subscription on its own socket; resolves with how the socket closed. */
  async function liveSocket(token: string, appUuid: string) {
    const client = wsClient(t.url, token);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      client.on('closed', (e) => resolve(e as { code: number; reason: string })),
    );
    const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
    client.subscribe(
      {
        query: 'subscription($a: ID!) { notificationCreate(appUuid: $a) { uuid } }',
        variables: { a: appUuid },
      },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await connected;
    return { client, closed };
  }

  it('closes the signed-out token’s socket with 4403 within a second, and leaves the other token’s alone', async () => {
    const [gone, kept] = [await t.signIn(), await t.signIn()];
    const appUuid = await t.firstAppUuid(gone);
    const a = await liveSocket(gone, appUuid);
    const b = await liveSocket(kept, appUuid);
    const started = Date.now();
    const out = await t.gql(
      'mutation($input: DestroyAuthTokenInput!) { destroyAuthToken(input: $input) { generatedTokenLog { uuid } } }',
      { input: { token: gone } },
      gone,
    );
    expect(out.errors).toBeUndefined();
    expect(await a.closed).toMatchObject({ code: 4403, reason: 'Session ended' });
    expect(Date.now() - started).toBeLessThan(1000);
    // The other token still hears the store's events.
    const heard = new Promise<unknown>((resolve) =>
      b.client.subscribe(
        {
          query: 'subscription($a: ID!) { notificationCreate(appUuid: $a) { category } }',
          variables: { a: appUuid },
        },
        { next: resolve, error: resolve, complete: () => undefined },
      ),
    );
    await t.gql(
      'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }',
      { a: appUuid },
      kept,
    );
    expect(await heard).toMatchObject({ data: { notificationCreate: { category: 'test_notification' } } });
    await b.client.dispose();
  });
});

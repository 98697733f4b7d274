import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { SESSION_ENDED } from '../src/graphql/ws.ts';
import { hashToken } from '../src/platform/secure-token.ts';
import { freshPostgres, tempDir, wsClient } from './harness.ts';
import { gql, signIn, spawnServer } from './processes.ts';

/**
 * Revoking access ends live access on every process (issue 24): two server processes on one
 * PostgreSQL and Redis; a token revoked through process A closes that token's sockets on process B
 * (and on A) with 4403 within a second, the revocation travelling over Redis; a password reset through
 * A closes every socket of the user on B. Another token's socket is left alone by a `destroyAuthToken`.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
if (process.env.CI === 'true' && !(postgresUrl && redisUrl)) {
  throw new Error('CI=true needs TEST_DATABASE_URL and TEST_REDIS_URL: the revocation test would be skipped');
}

const NOTIFICATIONS = 'subscription($a: ID!) { notificationCreate(appUuid: $a) { uuid } }';
const TEST_SEND = 'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }';
const FORBIDDEN = 4403;

interface LiveSocket {
  /** Events the subscription received. */
  events: number;
  /** How the socket closed, once it has. */
  closedAs: { code: number; reason: string } | null;
  closed: Promise<{ code: number; reason: string }>;
  dispose(): Promise<void>;
}

/** A graphql-ws client holding one notifications subscription on `url`, opened with `token`. */
async function liveSocket(url: string, token: string, appUuid: string): Promise<LiveSocket> {
  const client = wsClient(url, token);
  const socket: LiveSocket = {
    events: 0,
    closedAs: null,
    closed: new Promise((resolve) =>
      client.on('closed', (e) => {
        // A CloseEvent's code and reason are getters: copied out, so they can be compared.
        const { code, reason } = e as { code: number; reason: string };
        socket.closedAs = { code, reason };
        resolve(socket.closedAs);
      }),
    ),
    dispose: async () => {
      await client.dispose();
    },
  };
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe(
    { query: NOTIFICATIONS, variables: { a: appUuid } },
    {
      next: () => {
        socket.events += 1;
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await connected;
  return socket;
}

/**
 * Sends test notifications through `url` until `heard()` (the subscriptions have received what they
 * should): the state, not a fixed wait.
 */
async function untilHeard(url: string, token: string, appUuid: string, heard: () => boolean) {
  for (let probes = 0; probes < 60; probes += 1) {
    if (heard()) return;
    await gql(url, TEST_SEND, { a: appUuid }, token);
    const deadline = Date.now() + 500;
    while (Date.now() < deadline && !heard()) await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the subscriptions never heard a notification');
}

/** Milliseconds from `started` until `socket` closed (waits at most 5 s, then reports what it saw). */
async function closedWithin(socket: LiveSocket, started: number) {
  const closed = await Promise.race([
    socket.closed,
    new Promise<null>((r) => setTimeout(() => r(null), 5_000)),
  ]);
  return { ...(closed ?? { code: 0, reason: 'still open after 5 s' }), ms: Date.now() - started };
}

describe.runIf(Boolean(postgresUrl && redisUrl))(
  'revocation on two server processes on PostgreSQL and Redis',
  () => {
    it('closes a revoked token’s sockets on the other process with 4403 within a second, and a password reset closes every socket of the user', async () => {
      const db = await freshPostgres({ migrated: true });
      const env = (seed: boolean) => ({
        DATA_DIR: tempDir('suki-revoke-'),
        DATABASE_URL: db.url,
        REDIS_URL: redisUrl ?? '',
        SECRET_KEY: 'revoke-secret-revoke-secret-revoke-secret-0001',
        SEED_DEMO: seed ? 'true' : 'false',
      });
      // Started together (the database is already migrated; only A seeds the demo merchant).
      const [a, b] = await Promise.all([spawnServer(env(true)), spawnServer(env(false))]);
      const sockets: LiveSocket[] = [];
      const check = new pg.Client({ connectionString: db.url });
      await check.connect();
      try {
        const [revoked, kept, other] = [await signIn(a.url), await signIn(a.url), await signIn(a.url)];
        const apps = await gql<{ apps: { edges: { node: { uuid: string } }[] } }>(
          a.url,
          '{ apps { edges { node { uuid } } } }',
          {},
          revoked,
        );
        const appUuid = apps.data?.apps.edges[0]?.node.uuid ?? '';
        expect(appUuid).not.toBe('');

        // The token to revoke holds a subscription on B (and one on A); two other tokens of the same
        // user hold theirs on B. Each has heard an event published through A before anything is revoked.
        const onB = await liveSocket(b.url, revoked, appUuid);
        const onA = await liveSocket(a.url, revoked, appUuid);
        const keptOnB = await liveSocket(b.url, kept, appUuid);
        const otherOnB = await liveSocket(b.url, other, appUuid);
        sockets.push(onB, onA, keptOnB, otherOnB);
        await untilHeard(a.url, kept, appUuid, () => sockets.every((s) => s.events > 0));

        // Sign-out through A.
        const signedOut = Date.now();
        const out = await gql(
          a.url,
          'mutation($t: String!) { destroyAuthToken(input: { token: $t }) { generatedTokenLog { uuid } } }',
          { t: revoked },
          revoked,
        );
        expect(out.errors).toBeUndefined();
        const [onBClosed, onAClosed] = await Promise.all([
          closedWithin(onB, signedOut),
          closedWithin(onA, signedOut),
        ]);
        expect(onBClosed).toMatchObject({ code: FORBIDDEN, reason: SESSION_ENDED });
        expect(onBClosed.ms).toBeLessThan(1000);
        expect(onAClosed).toMatchObject({ code: FORBIDDEN, reason: SESSION_ENDED });
        expect(onAClosed.ms).toBeLessThan(1000);
        // The other tokens' sockets on B go on hearing the store's events.
        const heard = { kept: keptOnB.events, other: otherOnB.events };
        await untilHeard(
          a.url,
          kept,
          appUuid,
          () => keptOnB.events > heard.kept && otherOnB.events > heard.other,
        );
        expect(keptOnB.closedAs).toBeNull();
        expect(otherOnB.closedAs).toBeNull();

        // A password reset through A (from a reset link: its token row, as the reset mail would carry it).
        const raw = randomBytes(32).toString('base64url');
        const user = await check.query<{ uuid: string }>('SELECT uuid FROM users WHERE email = $1', [
          'demo@suki.ph',
        ]);
        await check.query(
          `INSERT INTO account_tokens (uuid, user_uuid, purpose, token_hash, email, expires_at, created_at)
         VALUES (gen_random_uuid(), $1, 'password_reset', $2, 'demo@suki.ph', now() + interval '1 hour', now())`,
          [user.rows[0]?.uuid, hashToken(raw)],
        );
        const reset = Date.now();
        const done = await gql<{ passwordReset: { success: boolean } }>(
          a.url,
          'mutation($t: String!, $p: String!) { passwordReset(input: { resetPasswordToken: $t, password: $p }) { success } }',
          { t: raw, p: 'Bago@5678-reset' },
        );
        expect(done.data?.passwordReset.success).toBe(true);
        for (const socket of [keptOnB, otherOnB]) {
          const closed = await closedWithin(socket, reset);
          expect(closed).toMatchObject({ code: FORBIDDEN, reason: SESSION_ENDED });
          expect(closed.ms).toBeLessThan(1000);
        }
      } finally {
        await Promise.all(sockets.map((s) => s.dispose()));
        await check.end();
        a.child.kill('SIGTERM');
        b.child.kill('SIGTERM');
        await Promise.all([a.exited, b.exited]);
        await db.drop();
      }
    }, 60_000);
  },
);

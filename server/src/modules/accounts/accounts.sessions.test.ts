import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';
import type { Session } from '../../graphql/context.ts';
import { SESSIONS_CHANNEL } from '../../platform/live-sessions.ts';
import { forgetSessions, SESSION_CACHE_MS, sharedSession } from './accounts.sessions.ts';
import { generatedTokenLogs } from './accounts.tables.ts';

const ME = '{ me { email firstName } }';
const SIGN_OUT =
  'mutation($input: DestroyAuthTokenInput!) { destroyAuthToken(input: $input) { generatedTokenLog { uuid } } }';
const SETTINGS =
  'mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) { firstName } }';
const RESET_REQUEST = 'mutation($e: String!) { passwordResetRequest(input: { email: $e }) { success } }';
const RESET =
  'mutation($t: String!, $p: String!) { passwordReset(input: { resetPasswordToken: $t, password: $p }) { success } }';

const jtiOf = (token: string): string =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti;

/** Revokes the token's row the way another process does: in the database, without this process knowing. */
const revokeElsewhere = (t: TestServer, token: string) =>
  t.server.database.db
    .update(generatedTokenLogs)
    .set({ revokedAt: new Date() })
    .where(eq(generatedTokenLogs.uuid, jtiOf(token)));

describe('one session lookup for concurrent requests', () => {
  const session = (jti: string) =>
    ({ jti, user: { uuid: 'user-1' }, loginType: 'client', expiresAt: new Date() }) as unknown as Session;
  const gate = () => {
    let open: (value: Session | null) => void = () => {};
    const answer = new Promise<Session | null>((resolve) => {
      open = resolve;
    });
    return { answer, open };
  };

  it("shares one lookup among a page's parallel requests, then answers from the cache", async () => {
    const source = {};
    const pending = gate();
    let lookups = 0;
    const lookup = () => {
      lookups += 1;
      return pending.answer;
    };
    const asked = Array.from({ length: 6 }, () => sharedSession(source, 'jti-a', lookup));
    pending.open(session('jti-a'));
    expect((await Promise.all(asked)).every((s) => s?.jti === 'jti-a')).toBe(true);
    expect((await sharedSession(source, 'jti-a', lookup))?.jti).toBe('jti-a');
    expect(lookups).toBe(1);
  });

  it('does not join or keep a lookup that began before a sign-out', async () => {
    const source = {};
    const stale = gate();
    let lookups = 0;
    const first = sharedSession(source, 'jti-b', () => {
      lookups += 1;
      return stale.answer;
    });
    forgetSessions({ jti: 'jti-b' });
    const second = sharedSession(source, 'jti-b', async () => {
      lookups += 1;
      return null;
    });
    stale.open(session('jti-b'));
    await first;
    expect(await second).toBeNull();
    expect(lookups).toBe(2);
    expect(await sharedSession(source, 'jti-b', async () => null)).toBeNull();
  });
});

describe.each(testDatabases())('cached sessions on %s', (kind) => {
  let t: TestServer;
  const me = async (token: string) =>
    (await t.gql<{ me: { email: string; firstName: string } | null }>(ME, {}, token)).data?.me ?? null;

  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.close());

  it('stops a signed-out token at once, though it had just been used', async () => {
    const token = await t.signIn();
    expect((await me(token))?.email).toBe('demo@suki.ph');
    const out = await t.gql(SIGN_OUT, { input: { token } }, token);
    expect(out.errors).toBeUndefined();
    expect(await me(token)).toBeNull();
  });

  it('shows a profile change on the very next request', async () => {
    const token = await t.signIn();
    expect((await me(token))?.firstName).toBe('Maria');
    await t.gql(SETTINGS, { input: { firstName: 'Mariel' } }, token);
    expect((await me(token))?.firstName).toBe('Mariel');
    await t.gql(SETTINGS, { input: { firstName: 'Maria' } }, token);
    expect((await me(token))?.firstName).toBe('Maria');
  });

  it('ends every session of the user at once on a password reset', async () => {
    const [first, second] = [await t.signIn(), await t.signIn()];
    expect((await me(first))?.email).toBe('demo@suki.ph');
    expect((await me(second))?.email).toBe('demo@suki.ph');
    await t.gql(RESET_REQUEST, { e: 'demo@suki.ph' });
    const link = (await latestMail(t, 'demo@suki.ph')).link;
    const reset = await t.gql(RESET, { t: tokenOf(link), p: 'Demo@1234' });
    expect(reset.errors).toBeUndefined();
    expect(await me(first)).toBeNull();
    expect(await me(second)).toBeNull();
  });

  it('stops a token another process revoked as soon as its sessions signal arrives', async () => {
    const token = await t.signIn();
    expect((await me(token))?.email).toBe('demo@suki.ph');
    await revokeElsewhere(t, token);
    await t.server.context.pubsub.signal(SESSIONS_CHANNEL, JSON.stringify({ jti: jtiOf(token) }));
    const until = Date.now() + SESSION_CACHE_MS / 4;
    let answer = await me(token);
    while (answer && Date.now() < until) answer = await me(token);
    expect(answer).toBeNull();
  });

  it('stops a token another process revoked within the cache window even if the signal is lost', async () => {
    const token = await t.signIn();
    expect((await me(token))?.email).toBe('demo@suki.ph');
    await revokeElsewhere(t, token);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect(await me(token)).toBeNull();
  });
});

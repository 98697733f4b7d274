import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';
import { SESSIONS_CHANNEL } from '../../platform/live-sessions.ts';
import { SESSION_CACHE_MS } from './accounts.sessions.ts';
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

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SECRET, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ManualClock, unixSeconds } from '../../platform/clock.ts';
import { newUuid } from '../../platform/ids.ts';
import { TOKEN_VALID_FROM, TokenSigner } from '../../platform/tokens.ts';
import { generatedTokenLogs, users } from './accounts.tables.ts';

const ME = `{ me { uuid firstName lastName fullName email role imageUrl affiliateCode contactDialCode contactNumber
  birthdate authorizedNetworkDashboard businessEmailAddress firstAppUuid } }`;
const SIGN_IN =
  'mutation($input: SignInInput!) { signIn(input: $input) { token user { email fullName role } } }';
const APPS = '{ apps { edges { node { name } } } }';

describe.each(testDatabases())('accounts on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));
  const tokenLogCount = async () =>
    (await t.server.database.db.select({ n: count() }).from(generatedTokenLogs))[0]?.n;

  beforeAll(async () => {
    t = await startTestServer(kind, { clock, config: { tokenTtlSeconds: 3600 } });
  });
  afterAll(() => t.close());

  it('signs in the demo merchant and returns a token and the user', async () => {
    const r = await t.gql<{
      signIn: { token: string; user: { email: string; fullName: string; role: string } };
    }>(SIGN_IN, { input: { email: ' Demo@Suki.ph ', password: 'Demo@1234', userType: 'client' } });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signIn.user).toEqual({ email: 'demo@suki.ph', fullName: 'Maria Santos', role: 'client' });
    const me = await t.gql<{ me: Record<string, unknown> }>(ME, {}, r.data?.signIn.token);
    expect(me.data?.me).toMatchObject({
      email: 'demo@suki.ph',
      firstName: 'Maria',
      lastName: 'Santos',
      role: 'client',
    });
    expect(me.data?.me.firstAppUuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a wrong password with a field error and issues no token', async () => {
    const before = await tokenLogCount();
    const r = await t.gql(SIGN_IN, {
      input: { email: 'demo@suki.ph', password: 'Demo@12345', userType: 'client' },
    });
    expect(r.data).toBeNull();
    expect(r.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { password: 'Incorrect email or password' },
    });
    expect(await tokenLogCount()).toBe(before);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const r = await t.gql(SIGN_IN, {
      input: { email: 'nobody@suki.ph', password: 'Demo@1234', userType: 'client' },
    });
    expect(r.errors?.[0]?.message).toBe('Incorrect email or password');
  });

  it('refuses an unknown user type with the spec message', async () => {
    const r = await t.gql(SIGN_IN, {
      input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'wizard' },
    });
    expect(r.errors?.[0]?.message).toBe('Something went wrong. Please try again later.');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      userType: 'Something went wrong. Please try again later.',
    });
  });

  it('does not let a merchant sign in through the affiliate login', async () => {
    const r = await t.gql(SIGN_IN, {
      input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'affiliate' },
    });
    expect(r.errors?.[0]?.message).toBe('Incorrect email or password');
  });

  it('answers me with null without a token or with a forged one', async () => {
    expect((await t.gql(ME)).data).toEqual({ me: null });
    const forged = await new TokenSigner(
      new TextEncoder().encode('another-secret-another-secret-another'),
    ).sign({
      sub: newUuid(),
      jti: newUuid(),
      iat: unixSeconds(clock.now()),
      exp: unixSeconds(clock.now()) + 60,
      typ: 'client',
    });
    expect((await t.gql(ME, {}, forged)).data).toEqual({ me: null });
    expect((await t.gql(ME, {}, 'not.a.jwt')).data).toEqual({ me: null });
  });

  it('revokes a token with destroyAuthToken so it no longer authenticates', async () => {
    const token = await t.signIn();
    const r = await t.gql<{ destroyAuthToken: { generatedTokenLog: { uuid: string } } }>(
      'mutation($input: DestroyAuthTokenInput!) { destroyAuthToken(input: $input) { generatedTokenLog { uuid } } }',
      { input: { token } },
      token,
    );
    const jti = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti;
    expect(r.data?.destroyAuthToken.generatedTokenLog.uuid).toBe(jti);
    expect((await t.gql(ME, {}, token)).data).toEqual({ me: null });
    const apps = await t.gql(APPS, {}, token);
    expect(apps.errors?.[0]).toMatchObject({
      message: 'Expired access token',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('rejects a token issued before the cut-off even with a valid signature and log row', async () => {
    const [demo] = await t.server.database.db.select().from(users).where(eq(users.email, 'demo@suki.ph'));
    const jti = newUuid();
    const iat = TOKEN_VALID_FROM - 1;
    const exp = unixSeconds(clock.now()) + 3600;
    await t.server.database.db.insert(generatedTokenLogs).values({
      uuid: jti,
      userUuid: demo?.uuid ?? '',
      loginType: 'client',
      issuedAt: new Date(iat * 1000),
      expiresAt: new Date(exp * 1000),
    });
    const signer = new TokenSigner(new TextEncoder().encode(TEST_SECRET));
    const old = await signer.sign({ sub: demo?.uuid ?? '', jti, iat, exp, typ: 'client' });
    expect((await t.gql(ME, {}, old)).data).toEqual({ me: null });
    const atCutOff = await signer.sign({
      sub: demo?.uuid ?? '',
      jti,
      iat: TOKEN_VALID_FROM,
      exp,
      typ: 'client',
    });
    expect((await t.gql<{ me: { email: string } }>(ME, {}, atCutOff)).data?.me?.email).toBe('demo@suki.ph');
  });

  it('accepts a token until its expiry and rejects it one second later', async () => {
    const token = await t.signIn();
    clock.advance(3600 * 1000);
    expect((await t.gql<{ me: { email: string } | null }>(ME, {}, token)).data?.me?.email).toBe(
      'demo@suki.ph',
    );
    clock.advance(1000);
    expect((await t.gql(ME, {}, token)).data).toEqual({ me: null });
  });

  it('updates the signed-in user’s names and contact fields', async () => {
    const token = await t.signIn();
    const r = await t.gql<{ userSettingUpdate: Record<string, unknown> }>(
      `mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) {
        firstName lastName fullName contactDialCode contactNumber businessEmailAddress birthdate } }`,
      {
        input: {
          firstName: ' Ana ',
          lastName: 'Reyes',
          contactDialCode: '+63',
          contactNumber: '9171234567',
          businessEmailAddress: 'Shop@Example.PH',
          birthdate: '1990-05-17',
        },
      },
      token,
    );
    expect(r.data?.userSettingUpdate).toEqual({
      firstName: 'Ana',
      lastName: 'Reyes',
      fullName: 'Ana Reyes',
      contactDialCode: '+63',
      contactNumber: '9171234567',
      businessEmailAddress: 'shop@example.ph',
      birthdate: '1990-05-17',
    });
  });

  it('refuses invalid profile fields with field errors and changes nothing', async () => {
    const token = await t.signIn();
    const before = await t.gql(ME, {}, token);
    const r = await t.gql(
      'mutation($input: UserSettingUpdateInput!) { userSettingUpdate(input: $input) { uuid } }',
      { input: { firstName: '  ', contactNumber: '+63 917', businessEmailAddress: 'not-an-email' } },
      token,
    );
    expect(r.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        firstName: 'First Name is required',
        contactNumber: 'Mobile Number is invalid',
        businessEmailAddress: 'Business Email Address has invalid value',
      },
    });
    expect(await t.gql(ME, {}, token)).toEqual(before);
  });

  it('requires a session to update a profile', async () => {
    const r = await t.gql('mutation { userSettingUpdate(input: { firstName: "X" }) { uuid } }');
    expect(r.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

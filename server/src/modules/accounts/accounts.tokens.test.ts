import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';
import { accountTokens, users } from './accounts.tables.ts';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }';
const CONFIRM = 'mutation($t: String!) { emailConfirm(input: { confirmationToken: $t }) { email } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token } }';
const RESET_REQUEST = 'mutation($e: String!) { passwordResetRequest(input: { email: $e }) { success } }';
const RESET =
  'mutation($t: String!, $p: String!) { passwordReset(input: { resetPasswordToken: $t, password: $p }) { success } }';
const UNLOCK = 'mutation($t: String!) { accountUnlock(input: { unlockToken: $t }) { success } }';
const SECURITY = `mutation($input: AccountSecurityUpdateInput!) { accountSecurityUpdate(input: $input) { businessEmailVerified } }`;

const PASSWORD = 'Tindahan#2026';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const SECOND = 1000;
const INVALID = 'This link is invalid or has expired';
const LOCKED = 'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');

describe.each(testDatabases())('emailed account links on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));
  const signIn = async (email: string, password = PASSWORD) =>
    (await t.gql<{ signIn: { token: string } }>(SIGN_IN, { input: { email, password, userType: 'client' } }))
      .errors?.[0]?.message ?? 'signed in';
  const signUp = async (email: string) => {
    await t.gql(SIGN_UP, { input: { email, password: PASSWORD, firstName: 'Liza', lastName: 'Cruz' } });
    return tokenOf((await latestMail(t, email)).link);
  };
  const confirmed = async (email: string) => {
    expect((await t.gql(CONFIRM, { t: await signUp(email) })).errors).toBeUndefined();
  };
  /** Five wrong passwords; the unlock link mailed with the lock. */
  const lock = async (email: string) => {
    for (let i = 0; i < 5; i++) await signIn(email, 'Wrong#Pass1');
    expect(await signIn(email)).toBe(LOCKED);
    const mail = await latestMail(t, email);
    expect(mail.subject).toBe('Your Suki account is locked');
    return tokenOf(mail.link);
  };
  const storedTokens = async (email: string) => {
    const [user] = await t.server.database.db.select().from(users).where(eq(users.email, email));
    return t.server.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userUuid, user?.uuid ?? ''));
  };

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
  });
  afterAll(() => t.close());

  it('stores only the SHA-256 of every mailed account link, never the link token', async () => {
    const email = 'hashed@tindahan.ph';
    const raws = [await signUp(email)];
    await t.gql(CONFIRM, { t: raws[0] });
    await t.gql(RESET_REQUEST, { e: email });
    raws.push(tokenOf((await latestMail(t, email)).link));
    raws.push(await lock(email));
    const session = await t.gql<{ signIn: { token: string } }>(SIGN_IN, {
      input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' },
    });
    const me = await t.gql<{ me: { uuid: string } }>('{ me { uuid } }', {}, session.data?.signIn.token);
    await t.gql(
      SECURITY,
      {
        input: {
          userUuid: me.data?.me.uuid,
          contactNumber: '9171234567',
          contactDialCode: '+63',
          businessEmailAddress: 'new-biz@tindahan.ph',
          birthdate: '1990-01-01',
        },
      },
      session.data?.signIn.token,
    );
    const business = tokenOf((await latestMail(t, 'new-biz@tindahan.ph')).link);

    const rows = [...(await storedTokens(email)), ...(await storedTokens('demo@suki.ph'))];
    expect(rows.map((r) => r.purpose).sort()).toEqual(
      expect.arrayContaining(['business_email', 'email_confirmation', 'password_reset', 'unlock']),
    );
    const stored = JSON.stringify(rows);
    for (const raw of [...raws, business]) {
      expect(raw).toMatch(/^[\w-]{43}$/);
      expect(stored).not.toContain(raw);
      expect(rows.map((r) => r.tokenHash)).toContain(sha256(raw));
    }
  });

  it('honours a confirmation link for 3 days and refuses it after', async () => {
    const onTime = await signUp('ontime@tindahan.ph');
    const late = await signUp('late@tindahan.ph');
    clock.advance(3 * DAY - SECOND);
    expect((await t.gql(CONFIRM, { t: onTime })).data).toEqual({
      emailConfirm: { email: 'ontime@tindahan.ph' },
    });
    clock.advance(2 * SECOND);
    expect((await t.gql(CONFIRM, { t: late })).errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { code: 'BAD_USER_INPUT', fields: { confirmationToken: INVALID } },
    });
    // The refused link confirmed nothing: signing in still asks for a confirmation.
    expect(await signIn('late@tindahan.ph')).toBe(
      'Please confirm your email address first. We sent you a link.',
    );
    expect(await signIn('ontime@tindahan.ph')).toBe('signed in');
  });

  it('honours an unlock link for 24 hours; after that the account stays locked until a reset', async () => {
    await confirmed('unlock-ontime@tindahan.ph');
    await confirmed('unlock-late@tindahan.ph');
    const onTime = await lock('unlock-ontime@tindahan.ph');
    const late = await lock('unlock-late@tindahan.ph');
    clock.advance(DAY - SECOND);
    expect((await t.gql(UNLOCK, { t: onTime })).data).toEqual({ accountUnlock: { success: true } });
    expect(await signIn('unlock-ontime@tindahan.ph')).toBe('signed in');

    clock.advance(2 * SECOND);
    expect((await t.gql(UNLOCK, { t: late })).errors?.[0]?.extensions?.fields).toEqual({
      unlockToken: INVALID,
    });
    expect(await signIn('unlock-late@tindahan.ph')).toBe(LOCKED);
    await t.gql(RESET_REQUEST, { e: 'unlock-late@tindahan.ph' });
    const reset = tokenOf((await latestMail(t, 'unlock-late@tindahan.ph')).link);
    expect((await t.gql(RESET, { t: reset, p: 'Bagong#Pass1' })).errors).toBeUndefined();
    expect(await signIn('unlock-late@tindahan.ph', 'Bagong#Pass1')).toBe('signed in');
  });
});

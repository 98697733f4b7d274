import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  mailCount,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';
import { ManualClock } from '../../platform/clock.ts';

const SIGN_UP = 'mutation($input: SignUpInput!) { signUp(input: $input) { email } }';
const CONFIRM = 'mutation($t: String!) { emailConfirm(input: { confirmationToken: $t }) { email } }';
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token user { email } } }';
const RESET_REQUEST = 'mutation($e: String!) { passwordResetRequest(input: { email: $e }) { success } }';
const RESET =
  'mutation($t: String!, $p: String!) { passwordReset(input: { resetPasswordToken: $t, password: $p }) { success } }';
const UNLOCK = 'mutation($t: String!) { accountUnlock(input: { unlockToken: $t }) { success } }';

describe.each(testDatabases())('sign-up, confirmation, reset and lockout on %s', (kind) => {
  let t: TestServer;
  const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));
  const signIn = (email: string, password: string) =>
    t.gql<{ signIn: { token: string } }>(SIGN_IN, { input: { email, password, userType: 'client' } });
  const signUp = (email: string, password = 'Tindahan#2026', extra: Record<string, string> = {}) =>
    t.gql<{ signUp: { email: string } }>(SIGN_UP, {
      input: { email, password, firstName: 'Liza', lastName: 'Cruz', ...extra },
    });

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
  });
  afterAll(() => t.close());

  it('signs up a merchant who must confirm the emailed link before signing in', async () => {
    expect((await signUp(' Liza@Tindahan.PH ')).data).toEqual({ signUp: { email: 'liza@tindahan.ph' } });
    const mail = await latestMail(t, 'liza@tindahan.ph');
    expect(mail.subject).toBe('Confirm your email for Suki');
    expect(mail.link).toMatch(/\/email-confirmation\/[\w-]{43}$/);

    const early = await signIn('liza@tindahan.ph', 'Tindahan#2026');
    expect(early.errors?.[0]?.message).toBe('Please confirm your email address first. We sent you a link.');

    const latest = await latestMail(t, 'liza@tindahan.ph'); // the refused sign-in mailed a fresh link
    expect((await t.gql(CONFIRM, { t: tokenOf(latest.link) })).data).toEqual({
      emailConfirm: { email: 'liza@tindahan.ph' },
    });
    expect((await signIn('liza@tindahan.ph', 'Tindahan#2026')).data?.signIn.token).toBeTruthy();
  });

  it('uses each confirmation link once and refuses an unknown one', async () => {
    await signUp('once@tindahan.ph');
    const { link } = await latestMail(t, 'once@tindahan.ph');
    expect((await t.gql(CONFIRM, { t: tokenOf(link) })).errors).toBeUndefined();
    const again = await t.gql(CONFIRM, { t: tokenOf(link) });
    expect(again.errors?.[0]?.extensions?.fields).toEqual({
      confirmationToken: 'This link is invalid or has expired',
    });
    expect((await t.gql(CONFIRM, { t: 'made-up' })).errors?.[0]?.message).toBe(
      'This link is invalid or has expired',
    );
  });

  it('answers a sign-up for an existing address exactly like a new one and mails its owner instead', async () => {
    const before = await mailCount(t, 'demo@suki.ph');
    const r = await signUp('demo@suki.ph');
    expect(r).toEqual({ data: { signUp: { email: 'demo@suki.ph' } } });
    expect(await mailCount(t, 'demo@suki.ph')).toBe(before + 1);
    expect((await latestMail(t, 'demo@suki.ph')).subject).toBe('Someone tried to sign up with your email');
    expect((await signIn('demo@suki.ph', 'Demo@1234')).data?.signIn.token).toBeTruthy(); // unchanged
  });

  it('refuses a weak password or missing names with the generic messages and creates nothing', async () => {
    const r = await signUp('weak@tindahan.ph', 'short', { firstName: ' ', lastName: '' });
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      password: 'Password should not below 8 characters',
    });
    expect((await signUp('weak@tindahan.ph', 'NoSpecial123')).errors?.[0]?.extensions?.fields).toEqual({
      password: 'Password must contain a special character',
    });
    expect((await signUp('weak@tindahan.ph', 'Has"Quote123')).errors?.[0]?.message).toBe(
      'Password must not contain \' " or &',
    );
    expect(await mailCount(t, 'weak@tindahan.ph')).toBe(0);
  });

  it('resets a password through a single-use link that expires in an hour', async () => {
    const ok = await t.gql(RESET_REQUEST, { e: 'liza@tindahan.ph' });
    expect(ok.data).toEqual({ passwordResetRequest: { success: true } });
    const unknown = await t.gql(RESET_REQUEST, { e: 'nobody@tindahan.ph' });
    expect(unknown.data).toEqual(ok.data); // no hint whether the address has an account
    expect(await mailCount(t, 'nobody@tindahan.ph')).toBe(0);

    const session = (await signIn('liza@tindahan.ph', 'Tindahan#2026')).data?.signIn.token;
    const { link, subject } = await latestMail(t, 'liza@tindahan.ph');
    expect(subject).toBe('Reset your Suki password');
    expect(link).toMatch(/\/reset-password\//);
    const weak = await t.gql(RESET, { t: tokenOf(link), p: 'weak' });
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({
      password: 'Password should not below 8 characters',
    });
    expect((await t.gql(RESET, { t: tokenOf(link), p: 'Bagong#Pass1' })).data).toEqual({
      passwordReset: { success: true },
    });
    expect((await t.gql(RESET, { t: tokenOf(link), p: 'Another#Pass2' })).errors?.[0]?.message).toBe(
      'This link is invalid or has expired',
    );
    expect((await t.gql('{ me { email } }', {}, session)).data).toEqual({ me: null }); // sessions ended
    expect((await signIn('liza@tindahan.ph', 'Tindahan#2026')).errors?.[0]?.message).toBe(
      'Incorrect email or password',
    );
    expect((await signIn('liza@tindahan.ph', 'Bagong#Pass1')).data?.signIn.token).toBeTruthy();

    await t.gql(RESET_REQUEST, { e: 'liza@tindahan.ph' });
    const late = await latestMail(t, 'liza@tindahan.ph');
    clock.advance(3600 * 1000 + 1000);
    expect((await t.gql(RESET, { t: tokenOf(late.link), p: 'Late#Pass123' })).errors?.[0]?.message).toBe(
      'This link is invalid or has expired',
    );
  });

  it('locks an account after 5 failures in 15 minutes, mails an unlock link, and unlocks with it', async () => {
    clock.advance(1000);
    const wrong = async () => (await signIn('liza@tindahan.ph', 'Wrong#Pass1')).errors?.[0]?.message;
    for (let i = 0; i < 4; i++) expect(await wrong()).toBe('Incorrect email or password');
    expect(await wrong()).toBe(
      'Your account is locked after too many failed attempts. We emailed you a link to unlock it.',
    );
    // Locked: even the right password is refused, without being checked.
    expect((await signIn('liza@tindahan.ph', 'Bagong#Pass1')).errors?.[0]?.extensions?.fields).toEqual({
      email: 'Your account is locked after too many failed attempts. We emailed you a link to unlock it.',
    });
    const { link, subject } = await latestMail(t, 'liza@tindahan.ph');
    expect(subject).toBe('Your Suki account is locked');
    expect((await t.gql(UNLOCK, { t: tokenOf(link) })).data).toEqual({ accountUnlock: { success: true } });
    expect((await t.gql(UNLOCK, { t: tokenOf(link) })).errors?.[0]?.message).toBe(
      'This link is invalid or has expired',
    );
    expect((await signIn('liza@tindahan.ph', 'Bagong#Pass1')).data?.signIn.token).toBeTruthy();
  });

  it('forgets failures older than 15 minutes', async () => {
    await signUp('slow@tindahan.ph');
    await t.gql(CONFIRM, { t: tokenOf((await latestMail(t, 'slow@tindahan.ph')).link) });
    for (let i = 0; i < 4; i++) await signIn('slow@tindahan.ph', 'Wrong#Pass1');
    clock.advance(16 * 60 * 1000);
    expect((await signIn('slow@tindahan.ph', 'Wrong#Pass1')).errors?.[0]?.message).toBe(
      'Incorrect email or password',
    );
  });

  it('answers an unknown email like a known one, locking after 5 tries and staying locked', async () => {
    await signUp('twin@tindahan.ph');
    await t.gql(CONFIRM, { t: tokenOf((await latestMail(t, 'twin@tindahan.ph')).link) });
    const answer = async (email: string) => (await signIn(email, 'Wrong#Pass1')).errors;
    const known: Awaited<ReturnType<typeof answer>>[] = [];
    const unknown: typeof known = [];
    for (let i = 0; i < 6; i++) {
      known.push(await answer('twin@tindahan.ph'));
      unknown.push(await answer('ghost@tindahan.ph'));
    }
    expect(unknown).toEqual(known);
    expect(unknown.map((errors) => errors?.[0]?.message)).toEqual([
      ...Array(4).fill('Incorrect email or password'),
      ...Array(2).fill(
        'Your account is locked after too many failed attempts. We emailed you a link to unlock it.',
      ),
    ]);
    // Past the 15-minute window and the hourly throttle, a real account is still locked (until its
    // unlock link), so an address without an account must be too.
    for (const wait of [16 * 60 * 1000, 61 * 60 * 1000]) {
      clock.advance(wait);
      const afterKnown = await answer('twin@tindahan.ph');
      expect(await answer('ghost@tindahan.ph')).toEqual(afterKnown);
      expect(afterKnown?.[0]?.message).toMatch(/^Your account is locked/);
    }
  });

  it('forgets old failures of an unknown email as of a known one', async () => {
    await signUp('spread@tindahan.ph');
    await t.gql(CONFIRM, { t: tokenOf((await latestMail(t, 'spread@tindahan.ph')).link) });
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 4; i++) seen.push((await signIn(email, 'Wrong#Pass1')).errors?.[0]?.message ?? '');
      return seen;
    };
    for (let round = 0; round < 2; round++) {
      expect(await answers('nobody-spread@tindahan.ph')).toEqual(await answers('spread@tindahan.ph'));
      clock.advance(16 * 60 * 1000);
    }
    expect((await signIn('nobody-spread@tindahan.ph', 'Wrong#Pass1')).errors?.[0]?.message).toBe(
      'Incorrect email or password',
    );
  });

  it('never lets more than 100 failures an hour reach one account', async () => {
    await signUp('target@tindahan.ph');
    await t.gql(CONFIRM, { t: tokenOf((await latestMail(t, 'target@tindahan.ph')).link) });
    // An attacker who can also read the unlock mails: 5 failures, unlock, again...
    let unlocks = 0;
    for (let round = 0; round < 25; round++) {
      clock.advance(1000);
      for (let i = 0; i < 5; i++) await signIn('target@tindahan.ph', 'Wrong#Pass1');
      clock.advance(1000);
      const mail = await latestMail(t, 'target@tindahan.ph');
      if ((await t.gql(UNLOCK, { t: tokenOf(mail.link) })).data?.accountUnlock) unlocks++;
    }
    expect(unlocks).toBe(20); // 20 rounds × 5 = 100 failures; later rounds never reach the password check
    // After 100 recorded failures within the hour, even the right password is refused unchecked.
    expect((await signIn('target@tindahan.ph', 'Tindahan#2026')).errors?.[0]?.message).toMatch(/locked/);
    clock.advance(61 * 60 * 1000);
    const mail = await latestMail(t, 'target@tindahan.ph');
    await t.gql(UNLOCK, { t: tokenOf(mail.link) });
    expect((await signIn('target@tindahan.ph', 'Tindahan#2026')).data?.signIn.token).toBeTruthy();
  }, 120_000);

  it('records the sales partner from an affiliate code at sign-up', async () => {
    const { rows } = (await t.server.database.db.execute(
      "update users set affiliate_code = 'JUAN-2026', role = 'reseller' where email = 'demo@suki.ph' returning uuid",
    )) as unknown as { rows: Array<{ uuid: string }> };
    await signUp('referred@tindahan.ph', 'Tindahan#2026', { affiliateCode: 'JUAN-2026' });
    const { rows: referred } = (await t.server.database.db.execute(
      "select referred_by_uuid from users where email = 'referred@tindahan.ph'",
    )) as unknown as { rows: Array<{ referred_by_uuid: string }> };
    expect(referred[0]?.referred_by_uuid).toBe(rows[0]?.uuid);
    await t.server.database.db.execute(
      "update users set affiliate_code = null, role = 'client' where email = 'demo@suki.ph'",
    );
  });
});

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
import { createUser } from '../accounts/accounts.service.ts';
import { users } from '../accounts/accounts.tables.ts';
import { updateBilling } from '../billing/index.ts';
import { appEmailRecipients, appInvitations } from './apps.tables.ts';

const MEMBERS = 'query($a: ID!) { members(appUuid: $a) { email status } }';
const INVITE = 'mutation($input: MemberInviteInput!) { memberInvite(input: $input) { uuid } }';
const INVITATION = 'query($t: String!) { invitation(invitationToken: $t) { email } }';
const ACCEPT = `mutation($input: InvitationAcceptInput!) { invitationAccept(input: $input) { token user { email } } }`;
const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token } }';
const UNLOCK = 'mutation($t: String!) { accountUnlock(input: { unlockToken: $t }) { success } }';
const ADD_RECIPIENT =
  'mutation($a: ID!, $e: String!) { notificationEmailRecipientAdd(input: { appUuid: $a, email: $e }) { email verified } }';
const CONFIRM_RECIPIENT =
  'mutation($t: String!) { emailRecipientConfirm(input: { confirmationToken: $t }) { email appName } }';
const UNVERIFIED = 'query($a: ID!) { fetchUnverifiedNotificationEmails(appUuid: $a) }';
const CATEGORY = `query($a: ID!) { appCategoryDescription(appUuid: $a) {
  appUuid businessDescription categoryTree { primaryCategory selected } } }`;

const PASSWORD = 'Partner#2026';
const SECOND = 1000;
const DAY = 24 * 3600 * SECOND;
const INVALID = 'This link is invalid or has expired';
const WRONG = 'Incorrect email or password';
const LOCKED = 'Your account is locked after too many failed attempts. We emailed you a link to unlock it.';

const sha256 = (raw: string) => createHash('sha256').update(raw).digest('hex');

describe.each(testDatabases())('invitation, recipient and category links on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let appUuid: string;
  const clock = new ManualClock(new Date('2026-11-21T02:00:00Z'));

  /** Invites `email` to the demo store and returns the token of the mailed link. */
  const invite = async (email: string, role = 'admin') => {
    const r = await t.gql(INVITE, { input: { appUuid, email, role } }, owner);
    expect(r.errors).toBeUndefined();
    return tokenOf((await latestMail(t, email)).link);
  };
  const accept = async (invitationToken: string, password: string, names = {}) =>
    t.gql<{ invitationAccept: { token: string; user: { email: string } } }>(ACCEPT, {
      input: { invitationToken, password, ...names },
    });
  const memberStatus = async (email: string) =>
    (
      await t.gql<{ members: Array<{ email: string; status: string }> }>(MEMBERS, { a: appUuid }, owner)
    ).data?.members.find((m) => m.email === email)?.status;
  const signInMessage = async (email: string, password: string) =>
    (await t.gql(SIGN_IN, { input: { email, password, userType: 'client' } })).errors?.[0]?.message ??
    'signed in';

  beforeAll(async () => {
    t = await startTestServer(kind, { clock });
    owner = await t.signIn();
    const r = await t.gql<{ apps: { edges: Array<{ node: { uuid: string } }> } }>(
      '{ apps { edges { node { uuid } } } }',
      {},
      owner,
    );
    appUuid = r.data?.apps.edges[0]?.node.uuid ?? '';
    // Many invitations: on Gold's 25 seats (the seat limit has its own test, billing.limits.test.ts).
    await updateBilling(t.server.context.db, appUuid, { plan: 'pro_gold' });
  });
  afterAll(() => t.close());

  it('refuses a locked account accepting an invitation even with its right password', async () => {
    await createUser(t.server.database, { email: 'locked@shop.ph', password: PASSWORD, role: 'client' });
    for (let i = 0; i < 5; i++) await signInMessage('locked@shop.ph', 'Wrong#2026');
    const token = await invite('locked@shop.ph');
    const r = await accept(token, PASSWORD);
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({ message: LOCKED, extensions: { fields: { email: LOCKED } } });
    expect(await memberStatus('locked@shop.ph')).toBe('invited'); // nothing joined, no session
  });

  it('counts wrong invitation passwords like sign-in failures: the fifth locks and mails an unlock link', async () => {
    await createUser(t.server.database, { email: 'guesser@shop.ph', password: PASSWORD, role: 'client' });
    const token = await invite('guesser@shop.ph');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await accept(token, 'Wrong#2026')).errors?.[0]?.message ?? '');
    expect(answers).toEqual([WRONG, WRONG, WRONG, WRONG, LOCKED]);
    expect((await accept(token, PASSWORD)).errors?.[0]?.message).toBe(LOCKED);
    expect(await signInMessage('guesser@shop.ph', PASSWORD)).toBe(LOCKED);

    const unlock = await latestMail(t, 'guesser@shop.ph');
    expect(unlock.subject).toBe('Your Suki account is locked');
    expect((await t.gql(UNLOCK, { t: tokenOf(unlock.link) })).errors).toBeUndefined();
    const ok = await accept(token, PASSWORD);
    expect(ok.data?.invitationAccept.user.email).toBe('guesser@shop.ph');
    expect(await memberStatus('guesser@shop.ph')).toBe('active');
  });

  it('honours an invitation link for 7 days and refuses it after, creating nothing', async () => {
    const onTime = await invite('week-ontime@shop.ph', 'store_manager');
    const late = await invite('week-late@shop.ph', 'store_manager');
    const names = { firstName: 'Ben', lastName: 'Reyes' };
    clock.advance(7 * DAY - SECOND);
    expect((await accept(onTime, 'Manager#2026', names)).data?.invitationAccept.user.email).toBe(
      'week-ontime@shop.ph',
    );
    clock.advance(2 * SECOND);
    owner = await t.signIn(); // a week outlives the owner's session too
    expect((await t.gql(INVITATION, { t: late })).errors?.[0]?.message).toBe(INVALID);
    const r = await accept(late, 'Manager#2026', names);
    expect(r.errors?.[0]).toMatchObject({
      message: INVALID,
      extensions: { fields: { invitationToken: INVALID } },
    });
    expect(
      await t.server.database.db.select().from(users).where(eq(users.email, 'week-late@shop.ph')),
    ).toEqual([]);
    expect(await memberStatus('week-late@shop.ph')).toBeUndefined(); // expired: no longer pending
  });

  it('confirms a notification email recipient from its emailed link, once', async () => {
    expect((await t.gql(ADD_RECIPIENT, { a: appUuid, e: 'Orders@Shop.ph' }, owner)).data).toEqual({
      notificationEmailRecipientAdd: { email: 'orders@shop.ph', verified: false },
    });
    expect((await t.gql(UNVERIFIED, { a: appUuid }, owner)).data).toEqual({
      fetchUnverifiedNotificationEmails: ['orders@shop.ph'],
    });
    const { link, subject } = await latestMail(t, 'orders@shop.ph');
    expect(subject).toBe('Verify orders@shop.ph for Suki Demo Store');
    expect(link).toMatch(/\/email-recipient-confirmation\/[\w-]{43}$/);
    expect(link).not.toMatch(/support-email-recipient-confirmation/);

    expect((await t.gql(CONFIRM_RECIPIENT, { t: tokenOf(link) })).data).toEqual({
      emailRecipientConfirm: { email: 'orders@shop.ph', appName: 'Suki Demo Store' },
    });
    expect((await t.gql(UNVERIFIED, { a: appUuid }, owner)).data).toEqual({
      fetchUnverifiedNotificationEmails: [],
    });
    expect(
      (
        await t.gql(
          'query($a: ID!) { notificationEmailRecipients(appUuid: $a) { email verified } }',
          { a: appUuid },
          owner,
        )
      ).data,
    ).toEqual({ notificationEmailRecipients: [{ email: 'orders@shop.ph', verified: true }] });
    expect((await t.gql(CONFIRM_RECIPIENT, { t: tokenOf(link) })).errors?.[0]?.message).toBe(INVALID);
  });

  it('stores only the SHA-256 of invitation and recipient link tokens', async () => {
    const invitationRaw = await invite('hashed-invite@shop.ph');
    await t.gql(ADD_RECIPIENT, { a: appUuid, e: 'hashed-notify@shop.ph' }, owner);
    const notifyRaw = tokenOf((await latestMail(t, 'hashed-notify@shop.ph')).link);
    await t.gql(
      'mutation($input: UpdateSupportDetailsInput!) { updateSupportDetails(input: $input) { supportEmailList } }',
      { input: { appUuid, supportEmailList: 'hashed-support@shop.ph' } },
      owner,
    );
    const supportRaw = tokenOf((await latestMail(t, 'hashed-support@shop.ph')).link);

    const invitations = await t.server.database.db.select().from(appInvitations);
    expect(JSON.stringify(invitations)).not.toContain(invitationRaw);
    expect(invitations.map((i) => i.tokenHash)).toContain(sha256(invitationRaw));
    const recipients = await t.server.database.db.select().from(appEmailRecipients);
    for (const raw of [notifyRaw, supportRaw]) {
      expect(raw).toMatch(/^[\w-]{43}$/);
      expect(JSON.stringify(recipients)).not.toContain(raw);
      expect(recipients.map((r) => r.tokenHash)).toContain(sha256(raw));
    }
  });

  it('answers appCategoryDescription for the own app and not found for another merchant’s', async () => {
    const own = await t.gql<{ appCategoryDescription: { appUuid: string; categoryTree: unknown[] } }>(
      CATEGORY,
      { a: appUuid },
      owner,
    );
    expect(own.errors).toBeUndefined();
    expect(own.data?.appCategoryDescription.appUuid).toBe(appUuid);
    expect(own.data?.appCategoryDescription.categoryTree.length).toBeGreaterThan(0);

    await createUser(t.server.database, { email: 'rival@shop.ph', password: PASSWORD, role: 'client' });
    const rival = await t.signIn('rival@shop.ph', PASSWORD);
    const foreign = await t.gql(CATEGORY, { a: appUuid }, rival);
    expect(foreign.data).toBeNull();
    expect(foreign.errors?.[0]).toMatchObject({
      message: 'App not found',
      extensions: { code: 'NOT_FOUND' },
    });
    expect((await t.gql(CATEGORY, { a: 'not-a-uuid' }, owner)).errors?.[0]?.message).toBe('App not found');
    expect((await t.gql(CATEGORY, { a: appUuid })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

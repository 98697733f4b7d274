import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  mailCount,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { updateBilling } from '../billing/index.ts';

const MEMBERS = 'query($a: ID!) { members(appUuid: $a) { uuid email fullName role status } }';
const INVITE =
  'mutation($input: MemberInviteInput!) { memberInvite(input: $input) { uuid email role status } }';
const REVOKE =
  'mutation($a: ID!, $m: ID!) { memberRevoke(input: { appUuid: $a, memberUuid: $m }) { memberUuid } }';
const INVITATION =
  'query($t: String!) { invitation(invitationToken: $t) { email role appName inviterName accountExists } }';
const ACCEPT = `mutation($input: InvitationAcceptInput!) { invitationAccept(input: $input) { token user { email role } } }`;

describe.each(testDatabases())('app team and settings on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
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

  it('invites a store manager who signs up from the emailed link, joins the app and signs in', async () => {
    const invited = await t.gql<{ memberInvite: Record<string, string> }>(
      INVITE,
      { input: { appUuid, email: 'Manager@Shop.ph', role: 'store_manager' } },
      owner,
    );
    expect(invited.data?.memberInvite).toMatchObject({
      email: 'manager@shop.ph',
      role: 'store_manager',
      status: 'invited',
    });
    const mail = await latestMail(t, 'manager@shop.ph');
    expect(mail.subject).toBe('Maria Santos invited you to Suki Demo Store on Suki');
    expect(mail.link).toMatch(/\/store-manager\/signup\/[\w-]{43}$/);
    const token = tokenOf(mail.link);
    expect((await t.gql(INVITATION, { t: token })).data).toEqual({
      invitation: {
        email: 'manager@shop.ph',
        role: 'store_manager',
        appName: 'Suki Demo Store',
        inviterName: 'Maria Santos',
        accountExists: false,
      },
    });
    const weak = await t.gql(ACCEPT, {
      input: { invitationToken: token, password: 'weak', firstName: 'Ben', lastName: '' },
    });
    expect(weak.errors?.[0]?.extensions?.fields).toEqual({
      lastName: 'Last Name is required',
      password: 'Password should not below 8 characters',
    });
    const accepted = await t.gql<{
      invitationAccept: { token: string; user: { email: string; role: string } };
    }>(ACCEPT, {
      input: { invitationToken: token, password: 'Manager#2026', firstName: 'Ben', lastName: 'Reyes' },
    });
    expect(accepted.data?.invitationAccept.user).toEqual({ email: 'manager@shop.ph', role: 'store_manager' });
    const managerToken = accepted.data?.invitationAccept.token;
    const apps = await t.gql<{ apps: { edges: Array<{ node: { name: string } }> } }>(
      '{ apps { edges { node { name myRole } } } }',
      {},
      managerToken,
    );
    expect(apps.data?.apps.edges).toEqual([{ node: { name: 'Suki Demo Store', myRole: 'store_manager' } }]);
    // The link is single-use, and the store manager signs in through their own door.
    expect(
      (await t.gql(ACCEPT, { input: { invitationToken: token, password: 'Manager#2026' } })).errors?.[0]
        ?.message,
    ).toBe('This link is invalid or has expired');
    const signIn = await t.signIn('manager@shop.ph', 'Manager#2026', 'store_manager');
    expect(signIn).toBeTruthy();
  });

  it('lists members with the owner first; only owners and admins invite or revoke', async () => {
    const r = await t.gql<{ members: Array<{ email: string; role: string; status: string }> }>(
      MEMBERS,
      { a: appUuid },
      owner,
    );
    expect(r.data?.members.map((m) => [m.email, m.role, m.status])).toEqual([
      ['demo@suki.ph', 'owner', 'active'],
      ['manager@shop.ph', 'store_manager', 'active'],
    ]);
    const manager = await t.signIn('manager@shop.ph', 'Manager#2026', 'store_manager');
    const refused = await t.gql(INVITE, { input: { appUuid, email: 'x@shop.ph', role: 'admin' } }, manager);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Only the store owner or an admin can do this',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await mailCount(t, 'x@shop.ph')).toBe(0);
  });

  it('refuses inviting an existing member, an owner role or a bad address', async () => {
    const member = await t.gql(
      INVITE,
      { input: { appUuid, email: 'manager@shop.ph', role: 'admin' } },
      owner,
    );
    expect(member.errors?.[0]?.message).toBe('Email is already a member of this store');
    const ownerRole = await t.gql(INVITE, { input: { appUuid, email: 'new@shop.ph', role: 'owner' } }, owner);
    expect(ownerRole.errors?.[0]?.extensions?.fields).toEqual({ role: 'Role has invalid value' });
    const bad = await t.gql(INVITE, { input: { appUuid, email: 'not-an-email', role: 'admin' } }, owner);
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({ email: 'Email is invalid' });
  });

  it('lets an existing account accept an admin invitation with its own password', async () => {
    await createUser(t.server.database, {
      email: 'partner@shop.ph',
      password: 'Partner#2026',
      role: 'client',
      firstName: 'Ana',
    });
    await t.gql(INVITE, { input: { appUuid, email: 'partner@shop.ph', role: 'admin' } }, owner);
    const { link } = await latestMail(t, 'partner@shop.ph');
    expect(link).toMatch(/\/admin-invitation\/signup\//);
    const token = tokenOf(link);
    expect(
      (await t.gql<{ invitation: { accountExists: boolean } }>(INVITATION, { t: token })).data?.invitation
        .accountExists,
    ).toBe(true);
    const wrong = await t.gql(ACCEPT, { input: { invitationToken: token, password: 'Wrong#2026' } });
    expect(wrong.errors?.[0]?.message).toBe('Incorrect email or password');
    const ok = await t.gql<{ invitationAccept: { user: { role: string } } }>(ACCEPT, {
      input: { invitationToken: token, password: 'Partner#2026' },
    });
    expect(ok.data?.invitationAccept.user.role).toBe('client');
  });

  it('cancels a pending invitation and removes a member, but never the owner', async () => {
    const pending = await t.gql<{ memberInvite: { uuid: string } }>(
      INVITE,
      { input: { appUuid, email: 'later@shop.ph', role: 'admin' } },
      owner,
    );
    const link = (await latestMail(t, 'later@shop.ph')).link;
    expect(
      (await t.gql(REVOKE, { a: appUuid, m: pending.data?.memberInvite.uuid }, owner)).errors,
    ).toBeUndefined();
    expect((await t.gql(INVITATION, { t: tokenOf(link) })).errors?.[0]?.message).toBe(
      'This link is invalid or has expired',
    );

    const list = await t.gql<{ members: Array<{ uuid: string; email: string; role: string }> }>(
      MEMBERS,
      { a: appUuid },
      owner,
    );
    const managerRow = list.data?.members.find((m) => m.email === 'manager@shop.ph');
    const ownerRow = list.data?.members.find((m) => m.role === 'owner');
    expect((await t.gql(REVOKE, { a: appUuid, m: ownerRow?.uuid }, owner)).errors?.[0]?.message).toBe(
      'The store owner cannot be removed',
    );
    await t.gql(REVOKE, { a: appUuid, m: managerRow?.uuid }, owner);
    const manager = await t.signIn('manager@shop.ph', 'Manager#2026', 'store_manager');
    expect(
      (await t.gql('query($a: ID!) { fetchAppByUuid(appUuid: $a) { name } }', { a: appUuid }, manager))
        .errors?.[0]?.message,
    ).toBe('App not found');
  });

  it('saves support details, mails each new address a link and confirms it', async () => {
    const SAVE = `mutation($input: UpdateSupportDetailsInput!) { updateSupportDetails(input: $input) { supportEmailList supportContactNumber } }`;
    const bad = await t.gql(
      SAVE,
      { input: { appUuid, supportEmailList: 'ok@shop.ph, nope', supportContactNumber: '12' } },
      owner,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      supportEmailList: 'Support Email Recipients is invalid',
      supportContactNumber: 'Support Contact Number is invalid',
    });
    const r = await t.gql(
      SAVE,
      {
        input: {
          appUuid,
          supportEmailList: 'Help@Shop.ph, support@sukidemo.ph,help@shop.ph',
          supportContactNumber: '9181234567',
        },
      },
      owner,
    );
    expect(r.data).toEqual({
      updateSupportDetails: {
        supportEmailList: 'help@shop.ph,support@sukidemo.ph',
        supportContactNumber: '9181234567',
      },
    });
    const unverified = await t.gql(
      'query($a: ID!) { fetchUnverifiedSupportEmails(appUuid: $a) }',
      { a: appUuid },
      owner,
    );
    expect(unverified.data).toEqual({ fetchUnverifiedSupportEmails: ['help@shop.ph'] });
    const resend = await t.gql(
      'mutation($a: ID!, $e: String!) { appResendVerificationEmail(appUuid: $a, supportEmail: $e) { supportEmailList } }',
      { a: appUuid, e: 'help@shop.ph' },
      owner,
    );
    expect(resend.errors).toBeUndefined();
    const { link } = await latestMail(t, 'help@shop.ph');
    expect(link).toMatch(/\/support-email-recipient-confirmation\//);
    const confirm = await t.gql(
      'mutation($t: String!) { emailRecipientConfirm(input: { confirmationToken: $t }) { email appName } }',
      {
        t: tokenOf(link),
      },
    );
    expect(confirm.data).toEqual({
      emailRecipientConfirm: { email: 'help@shop.ph', appName: 'Suki Demo Store' },
    });
    const after = await t.gql(
      'query($a: ID!) { fetchUnverifiedSupportEmails(appUuid: $a) }',
      { a: appUuid },
      owner,
    );
    expect(after.data).toEqual({ fetchUnverifiedSupportEmails: [] });
  });

  it('saves the merchant category and description with qualified secondaries', async () => {
    const SAVE = `mutation($input: AppCategoryDescriptionInput!) { appCategoryDescriptionUpdate(input: $input) {
      businessDescription categoryTree { primaryCategory selected secondaryCategories } } }`;
    const bad = await t.gql(
      SAVE,
      {
        input: {
          appUuid,
          primaryCategories: [],
          secondaryCategories: ['Street Food > Filipino'],
          businessDescription: 'x'.repeat(801),
        },
      },
      owner,
    );
    expect(bad.errors?.[0]?.extensions?.fields).toEqual({
      primaryCategories: 'Merchant Category is required',
      secondaryCategories: 'Secondary Category has invalid value',
      businessDescription: 'Company Description should not exceed 800 characters',
    });
    const r = await t.gql<{
      appCategoryDescriptionUpdate: {
        categoryTree: Array<{ primaryCategory: string; selected: boolean; secondaryCategories: string[] }>;
      };
    }>(
      SAVE,
      {
        input: {
          appUuid,
          primaryCategories: ['Caterers', 'Street Food'],
          secondaryCategories: ['Caterers > Filipino'],
          businessDescription: 'Lutong bahay for parties.',
        },
      },
      owner,
    );
    const tree = r.data?.appCategoryDescriptionUpdate.categoryTree ?? [];
    expect(tree.find((n) => n.primaryCategory === 'Caterers')).toEqual({
      primaryCategory: 'Caterers',
      selected: true,
      secondaryCategories: ['Filipino'],
    });
    expect(tree.find((n) => n.primaryCategory === 'Street Food')).toEqual({
      primaryCategory: 'Street Food',
      selected: true,
      secondaryCategories: [],
    });
    const catalogue = await t.gql<{ categoryCatalogue: Array<{ name: string; secondaryOptions: string[] }> }>(
      '{ categoryCatalogue { name secondaryOptions } }',
    );
    const food = catalogue.data?.categoryCatalogue.filter((p) =>
      ['Caterers', 'Home Based Kitchen', 'Regular Restaurant', 'Street Food'].includes(p.name),
    );
    expect(food).toHaveLength(4);
    expect(new Set(food?.map((p) => p.secondaryOptions.join('|'))).size).toBe(1);
  });

  it('serves a white label by origin and nothing for other origins', async () => {
    await t.server.database.db.execute(
      `insert into white_labels (uuid, user_uuid, title, domain, logo, status, starter_price)
       select gen_random_uuid(), uuid, 'Tindahan Pro', 'shop.partner.ph', 'https://cdn.partner.ph/logo.png', 'active', 99900 from users where email = 'demo@suki.ph'`,
    );
    const Q =
      'query($o: String!) { whiteLabelContent(origin: $o) { whiteLabelTitle whiteLabelLogo starterPrice } }';
    expect((await t.gql(Q, { o: 'https://Shop.Partner.ph' })).data).toEqual({
      whiteLabelContent: {
        whiteLabelTitle: 'Tindahan Pro',
        whiteLabelLogo: 'https://cdn.partner.ph/logo.png',
        starterPrice: 99900,
      },
    });
    expect((await t.gql(Q, { o: 'http://localhost:8080' })).data).toEqual({ whiteLabelContent: null });
    expect((await t.gql(Q, { o: 'garbage' })).data).toEqual({ whiteLabelContent: null });
  });
});

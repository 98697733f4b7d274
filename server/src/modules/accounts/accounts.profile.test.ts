import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  latestMail,
  startTestServer,
  type TestServer,
  testDatabases,
  tokenOf,
} from '../../../test/harness.ts';

const ME =
  '{ me { uuid birthdate contactNumber contactDialCode businessEmailAddress businessEmailVerified } }';
const SECURITY = `mutation($input: AccountSecurityUpdateInput!) { accountSecurityUpdate(input: $input) {
  birthdate contactNumber contactDialCode businessEmailAddress businessEmailVerified } }`;

describe.each(testDatabases())('profile and account security on %s', (kind) => {
  let t: TestServer;
  let token: string;
  let uuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    token = await t.signIn();
    uuid = (await t.gql<{ me: { uuid: string } }>(ME, {}, token)).data?.me.uuid ?? '';
  });
  afterAll(() => t.close());

  it('starts the demo merchant with a complete, verified profile', async () => {
    expect((await t.gql(ME, {}, token)).data?.me).toMatchObject({
      birthdate: '1988-03-14',
      contactNumber: '9171234567',
      businessEmailAddress: 'hello@sukidemo.ph',
      businessEmailVerified: true,
    });
  });

  it('updates the account security fields and re-verifies a changed business email', async () => {
    const r = await t.gql(
      SECURITY,
      {
        input: {
          userUuid: uuid,
          contactNumber: '9281234567',
          contactDialCode: '+63',
          businessEmailAddress: 'Owner@SariSari.ph',
          birthdate: '1991-07-01',
        },
      },
      token,
    );
    expect(r.data).toEqual({
      accountSecurityUpdate: {
        birthdate: '1991-07-01',
        contactNumber: '9281234567',
        contactDialCode: '+63',
        businessEmailAddress: 'owner@sarisari.ph',
        businessEmailVerified: false,
      },
    });
    const unverified = await t.gql(
      'query($u: ID!) { unverifiedUserBusinessEmail(userUuid: $u) }',
      { u: uuid },
      token,
    );
    expect(unverified.data).toEqual({ unverifiedUserBusinessEmail: 'owner@sarisari.ph' });
    await t.gql(
      'mutation($u: ID!) { userResendVerificationEmail(userUuid: $u) { uuid } }',
      { u: uuid },
      token,
    );
    const { link, subject } = await latestMail(t, 'owner@sarisari.ph');
    expect(subject).toBe('Verify your business email for Suki');
    await t.gql('mutation($t: String!) { emailConfirm(input: { confirmationToken: $t }) { email } }', {
      t: tokenOf(link),
    });
    const after = await t.gql(
      'query($u: ID!) { unverifiedUserBusinessEmail(userUuid: $u) }',
      { u: uuid },
      token,
    );
    expect(after.data).toEqual({ unverifiedUserBusinessEmail: null });
  });

  it('refuses missing or invalid security fields and changes nothing', async () => {
    const before = await t.gql(ME, {}, token);
    const r = await t.gql(
      SECURITY,
      {
        input: {
          userUuid: uuid,
          contactNumber: '+63 917',
          contactDialCode: '+1',
          businessEmailAddress: 'nope',
          birthdate: '2999-01-01',
        },
      },
      token,
    );
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      contactDialCode: 'Contact Dial Code has invalid value',
      contactNumber: 'Mobile Number is invalid',
      businessEmailAddress: 'Business Email Address has invalid value',
      birthdate: 'Birthdate has invalid value',
    });
    expect(await t.gql(ME, {}, token)).toEqual(before);
  });

  it("never touches another user's profile", async () => {
    const r = await t.gql(
      SECURITY,
      {
        input: {
          userUuid: '00000000-0000-4000-8000-000000000000',
          contactNumber: '9171234567',
          contactDialCode: '+63',
          businessEmailAddress: 'a@b.ph',
          birthdate: '1990-01-01',
        },
      },
      token,
    );
    expect(r.errors?.[0]?.message).toBe('User not found');
  });
});

describe('the outbox outside demo mode', () => {
  it('is not readable through GraphQL', async () => {
    const t = await startTestServer('pglite', { seedDemo: false });
    try {
      const r = await t.gql('{ mailOutbox(first: 5) { to } }');
      expect(r.errors?.[0]).toMatchObject({
        message: 'The mailbox is only available in demo mode',
        extensions: { code: 'FORBIDDEN' },
      });
    } finally {
      await t.close();
    }
  });
});

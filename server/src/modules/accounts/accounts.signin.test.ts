import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { ACCOUNT_TYPES, type AccountType } from './accounts.rules.ts';
import { createUser } from './accounts.service.ts';
import { users } from './accounts.tables.ts';

const SIGN_IN = 'mutation($input: SignInInput!) { signIn(input: $input) { token user { email role } } }';
const PASSWORD = 'Tindahan#2026';

/**
 * Which account types each login (/login/{userType}) lets in, written out rather than read from
 * LOGIN_TYPE_ROLES: merchants and partners share the client login, affiliate managers also use the
 * affiliate login, every other type has only its own door (docs/decisions.md).
 */
const ACCEPTED: Record<AccountType, readonly AccountType[]> = {
  client: ['client', 'influencer', 'reseller', 'network_distributor', 'distributor_manager'],
  influencer: ['influencer'],
  reseller: ['reseller'],
  store_manager: ['store_manager'],
  distributor_manager: ['distributor_manager'],
  cognito: ['cognito'],
  network_distributor: ['network_distributor'],
  affiliate: ['affiliate', 'affiliate_manager'],
  affiliate_manager: ['affiliate_manager'],
};

describe.each(testDatabases())('sign-in by account type and referral on %s', (kind) => {
  let t: TestServer;
  const signIn = (email: string, userType: string, extra: Record<string, string> = {}) =>
    t.gql<{ signIn: { token: string; user: { email: string; role: string } } }>(SIGN_IN, {
      input: { email, password: PASSWORD, userType, ...extra },
    });
  const referrerOf = async (email: string) =>
    (await t.server.database.db.select().from(users).where(eq(users.email, email)))[0]?.referredByUuid;

  beforeAll(async () => {
    t = await startTestServer(kind);
    for (const role of ACCOUNT_TYPES) {
      await createUser(t.server.database, { email: `${role}@types.ph`, password: PASSWORD, role });
    }
  });
  afterAll(() => t.close());

  it('lets each account type in only through the logins meant for it', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const loginType of ACCOUNT_TYPES) {
      for (const role of ACCOUNT_TYPES) {
        const r = await signIn(`${role}@types.ph`, loginType);
        const accepted = ACCEPTED[loginType].includes(role);
        expected.push(
          `${role} at /login/${loginType}: ${accepted ? 'signed in' : 'Incorrect email or password'}`,
        );
        outcomes.push(
          `${role} at /login/${loginType}: ${r.data?.signIn.user.role === role ? 'signed in' : (r.errors?.[0]?.message ?? 'no answer')}`,
        );
        if (accepted) {
          const me = await t.gql<{ me: { role: string } }>('{ me { role } }', {}, r.data?.signIn.token);
          expect(me.data?.me.role).toBe(role);
        }
      }
    }
    expect(outcomes).toEqual(expected);
    // Refused login types are answered like a wrong password, and never count towards a lock.
    expect((await signIn('client@types.ph', 'client')).data?.signIn.user.role).toBe('client');
  }, 120_000);

  it('records the sales partner of /login/client?affiliate_code=X at sign-in, once', async () => {
    const [partner] = await t.server.database.db
      .update(users)
      .set({ affiliateCode: 'JUAN-2026' })
      .where(eq(users.email, 'reseller@types.ph'))
      .returning();
    await t.server.database.db
      .update(users)
      .set({ affiliateCode: 'PEDRO-2026' })
      .where(eq(users.email, 'affiliate@types.ph'));

    const r = await signIn('client@types.ph', 'client', { affiliateCode: ' JUAN-2026 ' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signIn.user.email).toBe('client@types.ph');
    expect(await referrerOf('client@types.ph')).toBe(partner?.uuid);

    // The first referral stands: a later code does not replace it.
    expect(
      (await signIn('client@types.ph', 'client', { affiliateCode: 'PEDRO-2026' })).errors,
    ).toBeUndefined();
    expect(await referrerOf('client@types.ph')).toBe(partner?.uuid);
  });

  it('signs in with an unknown affiliate code and records no one', async () => {
    await createUser(t.server.database, { email: 'fresh@types.ph', password: PASSWORD, role: 'client' });
    const r = await signIn('fresh@types.ph', 'client', { affiliateCode: 'NO-SUCH-CODE' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.signIn.user.email).toBe('fresh@types.ph');
    expect(await referrerOf('fresh@types.ph')).toBeNull();
    // The code stays unused: a known code at the next sign-in still counts.
    expect(
      (await signIn('fresh@types.ph', 'client', { affiliateCode: 'PEDRO-2026' })).errors,
    ).toBeUndefined();
    const [pedro] = await t.server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'affiliate@types.ph'));
    expect(await referrerOf('fresh@types.ph')).toBe(pedro?.uuid);
  });

  it('records a referral only on a merchant (client) account', async () => {
    const r = await signIn('reseller@types.ph', 'client', { affiliateCode: 'PEDRO-2026' });
    expect(r.errors).toBeUndefined();
    expect(await referrerOf('reseller@types.ph')).toBeNull();
  });
});

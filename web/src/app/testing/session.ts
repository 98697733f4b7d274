import type { MeQuery as MeData } from '../../generated/graphql';

/* Tokens and users for tests of the session, without the rest of the console. */

/** An unsigned JWT with the claims the console reads (the server is mocked, so no signature). */
export function testToken(claims: { exp: number; iat: number }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ ...claims, jti: 'j1', sub: 'u1' })}.sig`;
}

const now = Math.floor(Date.now() / 1000);
export const validToken = testToken({ exp: now + 3600, iat: now });
export const expiredToken = testToken({ exp: now - 10, iat: now - 3600 });

/** The signed-in user as the server answers `me` (with its __typename, as Apollo's cache needs). */
export type TestUser = NonNullable<MeData['me']> & { __typename: 'User' };

/** Maria, a client, unless overridden. */
export function testUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    __typename: 'User',
    uuid: 'u1',
    firstName: 'Maria',
    lastName: 'Santos',
    fullName: 'Maria Santos',
    email: 'maria@suki.ph',
    role: 'client',
    imageUrl: null,
    affiliateCode: null,
    contactDialCode: '+63',
    contactNumber: '9171234567',
    birthdate: '1990-05-01',
    authorizedNetworkDashboard: false,
    businessEmailAddress: 'maria@sari.ph',
    firstAppUuid: null,
    ...overrides,
  };
}

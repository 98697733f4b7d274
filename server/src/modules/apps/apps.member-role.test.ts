import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { appMembers } from './apps.tables.ts';

const ROLE =
  'mutation($input: MemberRoleUpdateInput!) { memberRoleUpdate(input: $input) { uuid email role status } }';

describe.each(testDatabases())('store roles on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let appUuid: string;
  let helperUuid: string;
  let ownerUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    owner = await t.signIn();
    appUuid = await t.firstAppUuid(owner);
    const helper = await createUser(t.server.database, {
      email: 'rosa@suki.ph',
      password: 'Rosa@12345',
      role: 'store_manager',
      firstName: 'Rosa',
      lastName: 'Lim',
    });
    helperUuid = helper.uuid;
    await t.server.database.db
      .insert(appMembers)
      .values({ appUuid, userUuid: helperUuid, role: 'store_manager' });
    const [row] = await t.server.database.db
      .select()
      .from(appMembers)
      .where(and(eq(appMembers.appUuid, appUuid), eq(appMembers.role, 'owner')));
    ownerUuid = row?.userUuid ?? '';
  });
  afterAll(() => t.close());

  it("changes a member's role, never the owner's, and only for the owner or an admin", async () => {
    const asHelper = await t.signIn('rosa@suki.ph', 'Rosa@12345', 'store_manager');
    const refused = await t.gql(
      ROLE,
      { input: { appUuid, memberUuid: helperUuid, role: 'admin' } },
      asHelper,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const promoted = await t.gql(ROLE, { input: { appUuid, memberUuid: helperUuid, role: 'admin' } }, owner);
    expect(promoted.data?.memberRoleUpdate).toEqual({
      uuid: helperUuid,
      email: 'rosa@suki.ph',
      role: 'admin',
      status: 'active',
    });

    const ownerChange = await t.gql(
      ROLE,
      { input: { appUuid, memberUuid: ownerUuid, role: 'admin' } },
      owner,
    );
    expect(ownerChange.errors?.[0]?.extensions?.fields).toEqual({
      memberUuid: "The store owner's role cannot be changed",
    });
    const toOwner = await t.gql(ROLE, { input: { appUuid, memberUuid: helperUuid, role: 'owner' } }, owner);
    expect(toOwner.errors?.[0]?.extensions?.fields).toEqual({ role: 'Role has invalid value' });
    const rows = await t.server.database.db.select().from(appMembers).where(eq(appMembers.appUuid, appUuid));
    expect(rows.map((r) => [r.userUuid, r.role]).sort()).toEqual(
      [
        [ownerUuid, 'owner'],
        [helperUuid, 'admin'],
      ].sort(),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer, testDatabases } from '../../../test/harness.ts';
import { createUser } from '../accounts/accounts.service.ts';
import { createApp } from '../apps/apps.service.ts';
import { appMembers } from '../apps/apps.tables.ts';

const LOOK = 'logoUrl coverUrl brandColor welcomeText customized';
const APP = `query($a: ID!) { app: fetchAppByUuid(appUuid: $a) { name appearance { ${LOOK} } } }`;
const STORE = `query($a: ID!) { storefront(appUuid: $a) { name appearance { ${LOOK} } } }`;
const UPDATE = `mutation($input: StoreAppearanceUpdateInput!) { storeAppearanceUpdate(input: $input) { ${LOOK} } }`;

describe.each(testDatabases())('the look of an in-app store on %s', (kind) => {
  let t: TestServer;
  let owner: string;
  let manager: string;
  let otherMerchant: string;
  let appUuid: string;

  beforeAll(async () => {
    t = await startTestServer(kind);
    const ctx = t.server.context;
    const user = await createUser(ctx, {
      email: 'owner@tindahan.ph',
      password: 'Owner#2026',
      role: 'client',
    });
    appUuid = (
      await createApp(ctx, user.uuid, { name: 'Tindahan ni Aling Nena', bundleKey: 'ecommerce-b2c-bundle' })
    ).uuid;
    const staff = await createUser(ctx, {
      email: 'staff@tindahan.ph',
      password: 'Staff#2026',
      role: 'store_manager',
    });
    await ctx.db.insert(appMembers).values({ appUuid, userUuid: staff.uuid, role: 'store_manager' });
    owner = await t.signIn('owner@tindahan.ph', 'Owner#2026');
    manager = await t.signIn('staff@tindahan.ph', 'Staff#2026', 'store_manager');
    otherMerchant = await t.signIn();
  });
  afterAll(() => t.close());

  it('starts with the default look, not yet customized', async () => {
    const r = await t.gql<{ app: { appearance: Record<string, unknown> } }>(APP, { a: appUuid }, owner);
    expect(r.data?.app.appearance).toEqual({
      logoUrl: null,
      coverUrl: null,
      brandColor: '#0A7577',
      welcomeText: '',
      customized: false,
    });
  });

  it('saves the name and look together, and customers see them on the storefront', async () => {
    const saved = await t.gql(
      UPDATE,
      {
        input: {
          appUuid,
          name: '  Aling Nena Snacks ',
          logoUrl: 'https://img.example/logo.png',
          coverUrl: 'https://img.example/cover.jpg',
          brandColor: '#7B1FA2',
          welcomeText: ' Mabuhay! Fresh kakanin daily. ',
        },
      },
      owner,
    );
    expect(saved.errors).toBeUndefined();
    const look = {
      logoUrl: 'https://img.example/logo.png',
      coverUrl: 'https://img.example/cover.jpg',
      brandColor: '#7B1FA2',
      welcomeText: 'Mabuhay! Fresh kakanin daily.',
      customized: true,
    };
    expect((await t.gql(APP, { a: appUuid }, owner)).data).toEqual({
      app: { name: 'Aling Nena Snacks', appearance: look },
    });
    expect((await t.gql(STORE, { a: appUuid })).data).toEqual({
      storefront: { name: 'Aling Nena Snacks', appearance: look },
    });
    // An empty image removes it; what is left out keeps its value.
    const cleared = await t.gql<{ storeAppearanceUpdate: Record<string, unknown> }>(
      UPDATE,
      { input: { appUuid, coverUrl: '' } },
      owner,
    );
    expect(cleared.data?.storeAppearanceUpdate).toEqual({ ...look, coverUrl: null });
  });

  it('refuses a colour white text cannot be read on, and changes nothing', async () => {
    const before = (await t.gql(APP, { a: appUuid }, owner)).data;
    const r = await t.gql(
      UPDATE,
      {
        input: {
          appUuid,
          name: 'Renamed',
          brandColor: '#FFEB3B',
          welcomeText: 'x'.repeat(301),
          logoUrl: 'javascript:alert(1)',
        },
      },
      owner,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({
      brandColor: 'Brand Colour is too light: white text on it would be hard to read. Pick a darker colour',
      welcomeText: 'Welcome Text should not exceed 300 characters',
      logoUrl: 'Logo has invalid value',
    });
    const blank = await t.gql(UPDATE, { input: { appUuid, name: '   ' } }, owner);
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ name: 'Store Name is required' });
    expect((await t.gql(APP, { a: appUuid }, owner)).data).toEqual(before);
  });

  it('lets only the owner and admins change it, and keeps other merchants out', async () => {
    const staff = await t.gql(UPDATE, { input: { appUuid, welcomeText: 'Hi' } }, manager);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const stranger = await t.gql(UPDATE, { input: { appUuid, welcomeText: 'Hi' } }, otherMerchant);
    expect(stranger.errors?.[0]?.message).toBe('App not found');
    expect(
      (await t.gql<{ app: { appearance: { welcomeText: string } } }>(APP, { a: appUuid }, owner)).data?.app
        .appearance.welcomeText,
    ).toBe('Mabuhay! Fresh kakanin daily.');
  });
});

import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PHONE } from '../pages/projects.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

const SESSION_KEY = 'suki.session';

/** A syntactically valid token whose payload is expired (the console checks expiry before any call). */
function expiredToken(): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', jti: 'y', iat: now - 7200, exp: now - 3600 })}.c2ln`;
}

test.describe('signing in and the shell', () => {
  // The shell's own layout at 390 px; the other flows here are the same at any width.
  test(
    'the demo merchant signs in, sees their stores, opens one and lands in the shell',
    { tag: PHONE },
    async ({ page }, info) => {
      const errors: string[] = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const login = new LoginPage(page);
      await login.open();
      await expect(page.getByText('demo@suki.ph')).toBeVisible(); // demo mode shows the credentials
      await snap(page, info, 'login');
      await login.signIn();

      const apps = new AppsPage(page);
      await apps.expectShown();
      await expect(page.getByText('Suki Demo Store')).toBeVisible();
      await expect(page.getByText('Active').first()).toBeVisible();
      await expectNoHorizontalScroll(page);
      await snap(page, info, 'apps');

      await apps.open('Suki Demo Store');
      await expect(page).toHaveURL(/\/apps\/ecommerce-b2c\/[0-9a-f-]{36}\/overview$/);
      await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
      await expect(page.getByRole('banner').getByText('Suki Demo Store')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await snap(page, info, 'overview');

      // The navigation drawer is built from the ecommerce bundle's menu.
      if (info.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
      const nav = page.getByRole('navigation', { name: 'App navigation' });
      await expect(nav.getByText('Checkout Settings')).toBeVisible();
      await snap(page, info, 'navigation');
      await nav.getByText('Checkout Settings').click();
      await expect(page.getByRole('heading', { name: 'Checkout Settings', level: 1 })).toBeVisible();
      // The menu offers only screens that work: Payment Manager opens its own screen.
      if (info.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
      await nav.getByText('Payment Manager').click();
      await expect(page.getByRole('heading', { name: 'Payment Manager', level: 1 })).toBeVisible();
      await expect(page.getByText('Not built yet')).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );

  test('a wrong password is answered on the password field and nothing else happens', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn('demo@suki.ph', 'Wrong@1234');
    await expect(page.getByText('Incorrect email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login\/client/);
  });

  test('an expired token is sent back to the root with "Expired access token"', async ({ page }, info) => {
    await page.goto('/404');
    await page.evaluate(
      ([key, token]) => localStorage.setItem(key, JSON.stringify({ token, loginType: 'client' })),
      [SESSION_KEY, expiredToken()] as const,
    );
    await page.goto('/apps');
    await expect(page.getByText('Expired access token')).toBeVisible();
    await new LoginPage(page).expectShown();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    await snap(page, info, 'expired');
  });

  test('a token revoked on the server logs the console out with the same message', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn();
    await new AppsPage(page).expectShown();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    const token = (JSON.parse(stored ?? '{}') as { token: string }).token;
    const revoke = await request.post('/graphql', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        query:
          'mutation($t: String!) { destroyAuthToken(input: { token: $t }) { generatedTokenLog { uuid } } }',
        variables: { t: token },
      },
    });
    expect(revoke.ok()).toBe(true);
    await page.reload();
    await expect(page.getByText('Expired access token')).toBeVisible();
    await new LoginPage(page).expectShown();
  });

  test('idle past the limit shows Session expired and logs out 5 seconds later', async ({ page }, info) => {
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('suki.idleMs', '3000'));
    const login = new LoginPage(page);
    await login.open();
    await login.signIn();
    await new AppsPage(page).expectShown();
    const dialog = page.getByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(
      "You've been idle for 20 minutes. Please login to continue. (You will automatically be logged out in 5 seconds).",
    );
    await snap(page, info, 'idle');
    await expect(page).toHaveURL(/\/login\/client/, { timeout: 10_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  });

  test('logout signs out on the server and returns to the client login', async ({ page, request }, info) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn();
    await new AppsPage(page).expectShown();
    const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
    const token = (JSON.parse(stored ?? '{}') as { token: string }).token;
    const me = async () => {
      const res = await request.post('/graphql', {
        headers: { authorization: `Bearer ${token}` },
        data: { query: '{ me { uuid } }' },
      });
      expect(res.ok()).toBe(true);
      return ((await res.json()) as { data: { me: { uuid: string } | null } }).data.me;
    };
    expect(await me()).not.toBeNull(); // the token authenticates while signed in

    await page.getByRole('button', { name: /account menu/ }).click();
    await snap(page, info, 'user-drawer');
    await page.getByRole('button', { name: 'Logout' }).or(page.getByText('Logout')).first().click();
    await new LoginPage(page).expectShown();
    expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
    // The server revoked it: the old token no longer authenticates, even sent by hand.
    expect(await me()).toBeNull();
    await page.goto('/apps');
    await expect(page).toHaveURL(/\/login\/client/);
  });

  test('an unknown route shows the 404 page', async ({ page }, info) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('Page not found')).toBeVisible();
    await snap(page, info, 'not-found');
  });
});

test('a merchant creates a store and opens its bundle dashboard', async ({ page }, info) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const apps = new AppsPage(page);
  await apps.expectShown();
  const name = `Tindahan ${info.project.name}`;
  await apps.createStore(name, 'B2b');
  await expect(page.getByText('Store Successfully created!')).toBeVisible();
  await expect(page.getByText(name)).toBeVisible();
  await snap(page, info, 'store-created');
  await apps.open(name);
  await expect(page).toHaveURL(/\/apps\/b2b\/[0-9a-f-]{36}\/overview$/);
});

import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { expect, test } from '../pages/test.ts';

/** The console's signed-in frame and what only other pages need: none of it belongs on the sign-in page. */
const NOT_ON_SIGN_IN =
  /\/assets\/(SignedInShell|Shell|NavDrawer|UserDrawer|SignUpForm|ForgotPasswordForm|phone)-[\w-]+\.js$/;

test.describe('the first page', () => {
  test('a visitor signing in downloads no console shell until signed in, every script brotli and cached for good', async ({
    page,
  }) => {
    const scripts: { path: string; encoding: string | undefined; cache: string | undefined; size: number }[] =
      [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const headers = await response.allHeaders();
      scripts.push({
        path: new URL(response.url()).pathname,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
        size: (await response.body()).length,
      });
    });
    const html = await page.request.get('/login/client', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(html.headers().vary).toBe('Accept-Encoding');

    const login = new LoginPage(page);
    await login.open();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => NOT_ON_SIGN_IN.test(s.path)).map((s) => s.path)).toEqual([]);
    for (const script of scripts) {
      expect(script.cache, script.path).toBe('public, max-age=31536000, immutable');
      // The build compresses every file; only a tiny one (where brotli would not save a byte) goes plain.
      if (script.size > 1024) expect(script.encoding, script.path).toBe('br');
    }

    const before = scripts.length;
    await login.signIn();
    await new AppsPage(page).expectShown();
    // The response handler records a script once its body is read: wait for that, not for the screen.
    await expect
      .poll(() => scripts.slice(before).some((s) => /\/assets\/SignedInShell-[\w-]+\.js$/.test(s.path)))
      .toBe(true);
  });
});

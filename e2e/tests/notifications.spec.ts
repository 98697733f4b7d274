import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

const badge = (page: Page) => page.locator('header button[aria-label^="Notifications"] .MuiBadge-badge');

async function badgeCount(page: Page): Promise<number> {
  const classes = (await badge(page).getAttribute('class')) ?? '';
  if (classes.includes('MuiBadge-invisible')) return 0;
  return Number((await badge(page).textContent())?.replace('+', '') ?? 0);
}

test('a new notification appears live at the top of the open drawer; mark all zeroes the badge; an order opens its history', async ({
  page,
}, info) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  await new AppsPage(page).open('Suki Demo Store');
  await expect(page).toHaveURL(/\/overview$/);
  const appUuid = new URL(page.url()).pathname.split('/')[3] ?? '';
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('suki.session') ?? '{}') as { token: string }).token,
  );

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.locator('.MuiDrawer-paper[aria-label="Notifications"]');
  await expect(drawer.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(drawer.getByRole('listitem').first()).toBeVisible();
  await snap(page, info, 'notifications-drawer');
  const before = await badgeCount(page);

  // Raised on the server while the drawer is open: it arrives without a reload, first, and counts up.
  const sent = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($a: ID!) { notificationTestSend(input: { appUuid: $a }) { uuid } }',
      variables: { a: appUuid },
    },
  });
  expect(sent.ok()).toBe(true);
  await expect(drawer.getByRole('listitem').first()).toContainText(
    'Test notification: live notifications are working.',
  );
  await expect.poll(() => badgeCount(page)).toBe(before + 1);
  await snap(page, info, 'notifications-live');

  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark all as read' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes, mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  await expect.poll(() => badgeCount(page)).toBe(0);
  await expect(drawer.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  await drawer
    .getByRole('button', { name: /New order \d{6}-[0-9A-Z]{6} from / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/orders\/history\?txn=\d{6}-[0-9A-Z]{6}$/);
  // A real demo order opens: its details with the customer and the allowed moves.
  await expect(page.getByRole('heading', { name: /^Order \d{6}-[0-9A-Z]{6}$/ })).toBeVisible();
});

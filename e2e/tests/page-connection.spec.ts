import { seriousFindings } from '../pages/axe.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

/*
 * Settings → Connect/Disconnect against the fake Meta the server runs when no Meta app is configured:
 * log in with Facebook, pick a page, see it connected, disconnect it. A store of its own, so the demo
 * store's page (and its conversations) stay as the other specs expect them.
 */
test('connects a Facebook page through the login dialog, shows it, and disconnects it', async ({
  page,
}, info) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  await expect(page).toHaveURL(/\/apps/);
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('suki.session') ?? '{}') as { token: string }).token,
  );
  const created = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($i: AppCreateInput!) { appCreate(input: $i) { uuid } }',
      variables: { i: { name: `Page test ${info.project.name}`, bundleKey: 'ecommerce-b2c-bundle' } },
    },
  });
  const appUuid = ((await created.json()) as { data: { appCreate: { uuid: string } } }).data.appCreate.uuid;
  // The new store's category and description are set, so no setup prompt covers the screen.
  const described = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'mutation($i: AppCategoryDescriptionInput!) { appCategoryDescriptionUpdate(input: $i) { appUuid } }',
      variables: {
        i: {
          appUuid,
          businessDescription: 'Home-cooked food',
          primaryCategories: ['Others'],
          secondaryCategories: [],
        },
      },
    },
  });
  expect(described.ok()).toBe(true);
  const screen = `/apps/ecommerce-b2c/${appUuid}/settings/page-subscription/facebook`;

  await page.goto(`/apps/ecommerce-b2c/${appUuid}/settings/page-subscription`);
  await expect(page).toHaveURL(new RegExp(`${screen}$`));
  await expect(page.getByRole('heading', { name: 'No Facebook page connected' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Viber' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'page-connection-empty');

  await page.getByRole('button', { name: 'Connect Facebook page' }).click();
  await expect(page.getByRole('heading', { name: 'Log in with Facebook' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue as Demo Merchant' }).click();

  const picker = page.getByRole('list', { name: "Pick your store's page" });
  await expect(picker).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${screen}$`));
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'page-connection-picker');
  await picker.getByRole('button', { name: 'Connect Demo Merchant Shop' }).click();

  await expect(page.getByRole('heading', { name: 'Demo Merchant Shop' })).toBeVisible();
  await expect(page.getByText('Receiving messages, postbacks and comments')).toBeVisible();
  await page.getByRole('button', { name: 'Refresh photo' }).click();
  await expect(page.getByText('Page photo refreshed')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'page-connection-connected');

  await page.getByRole('button', { name: 'Disconnect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect page' });
  await expect(dialog.getByText('Do you want to disconnect Demo Merchant Shop?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Facebook page disconnected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No Facebook page connected' })).toBeVisible();

  await page.getByRole('tab', { name: 'Instagram' }).click();
  await expect(page.getByText(/Connecting an Instagram professional account is not available/)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { hasNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('the merchant makes a referral link, a shopper opens it, and the link counts the visit', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const appUuid = await openDemoStore(page);
  const name = `Viber group ${Date.now().toString(36)}`;
  const code = name.toLowerCase().replace(/\s+/g, '-');

  await page.goto(`/apps/ecommerce-b2c/${appUuid}/referrals`);
  await expect(page).toHaveURL(/\/referrals\/referral$/);
  await settled(page, 'Referral');
  await page.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: 'New referral link' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Link Successfully created!')).toBeVisible();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(`ref=${code}`);
  await expect(row).toContainText('Last 30 days: 0 visits · 0 orders');
  expect(await hasNoHorizontalScroll(page)).toBe(true);

  await row.getByRole('link', { name: `Details of ${name}` }).click();
  await settled(page, 'Referral Link');
  const storeLink = await page.getByRole('textbox', { name: 'Store link' }).inputValue();
  expect(storeLink).toMatch(new RegExp(`/store/${appUuid}\\?ref=${code}$`));
  await expect(page.getByRole('textbox', { name: 'Messenger link' })).toHaveValue(
    new RegExp(`^https://m\\.me/\\d+\\?ref=${code}$`),
  );
  await expect(page.getByRole('img', { name: 'QR code of the store link' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'referral-link');

  // A shopper (no console session) opens the link: the storefront records the visit as the link's.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  const tracked = shop.waitForResponse(
    (r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('storefrontTrack'),
  );
  await shop.goto(new URL(storeLink).pathname + new URL(storeLink).search);
  await expect(shop.getByText('Suki Demo Store').first()).toBeVisible();
  await tracked;
  await shopper.close();

  await page.reload();
  await expect(page.getByText('Visits', { exact: true }).locator('..')).toHaveText('Visits1');
});

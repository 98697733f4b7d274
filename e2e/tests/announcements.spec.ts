import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('the merchant puts an announcement on the storefront, shoppers see it, and it goes when ended', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const appUuid = await openDemoStore(page);
  const message = `Payday sale ${Date.now().toString(36)}: 10% off with SUKI10`;

  await page.goto(`/apps/ecommerce-b2c/${appUuid}/store-announcement-manager`);
  await settled(page, 'Store Announcement Manager');
  await page.getByRole('link', { name: /^Create (your first announcement|Store Announcement)$/ }).click();
  await settled(page, 'Create Store Announcement');
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  const productName = 'Terno Sleeve Blouse';
  await page.getByRole('combobox', { name: 'Product it opens (optional)' }).fill('Terno');
  await page.getByRole('option', { name: productName }).click();
  await expect(page.getByRole('region', { name: 'Banner preview' })).toContainText(message);
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'announcement-form');
  await page.getByRole('button', { name: 'Create' }).click();

  await expect(page.getByText('Announcement Successfully created!')).toBeVisible();
  const row = page.getByRole('listitem', { name: message });
  await expect(row).toContainText('Showing');
  await expect(row).toContainText(`opens ${productName}`);
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'announcement-list');

  // The storefront shows it (the latest started), and its link opens the product.
  await page.goto(`/store/${appUuid}`);
  const banner = page.getByRole('complementary', { name: 'Store announcement' });
  await expect(banner).toContainText(message);
  expect(await seriousFindings(page)).toEqual([]);
  await banner.getByRole('link', { name: 'See it' }).click();
  await expect(page.getByRole('heading', { name: productName, level: 1 })).toBeVisible();

  // Ended: the storefront goes back to the demo's own announcement.
  await page.goto(`/apps/ecommerce-b2c/${appUuid}/store-announcement-manager`);
  await page
    .getByRole('listitem', { name: message })
    .getByRole('button', { name: `End ${message}` })
    .click();
  await page
    .getByRole('dialog', { name: 'End this announcement?' })
    .getByRole('button', { name: 'End' })
    .click();
  await expect(page.getByRole('listitem', { name: message })).toContainText('Ended');
  await page.goto(`/store/${appUuid}`);
  await expect(page.getByRole('complementary', { name: 'Store announcement' })).toContainText(
    'Fresh batches every Friday',
  );
});

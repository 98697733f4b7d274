import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

/** A moment as a `datetime-local` field takes it, in Manila time (UTC+8, no daylight saving). */
const manilaLocal = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);

/** The promo's row on the list, found by searching its code. */
async function findRow(page: Page, code: string, title: string) {
  const search = page.getByRole('searchbox', { name: 'Search title or code' });
  await search.fill(code);
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toBeVisible();
  return row;
}

test.describe('promotions in the console', () => {
  test('the merchant schedules a discount code for tomorrow, starts it now, then ends it', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const appUuid = await openDemoStore(page);
    const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
    const title = `Payday ${code}`;

    await page.goto(`/apps/ecommerce-b2c/${appUuid}/promos`);
    await settled(page, 'Promos');
    await expect(page.getByRole('tab', { name: 'Discount codes' })).toHaveAttribute('aria-selected', 'true');
    expect(await seriousFindings(page)).toEqual([]);

    // Create: a 10% code with a ₱500.00 minimum, starting tomorrow (Manila time).
    await page.getByRole('link', { name: /^Create (your first )?discount code$/ }).click();
    await settled(page, 'Create Discount');
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
    await page.getByRole('textbox', { name: 'Percentage' }).fill('10');
    await page.getByRole('textbox', { name: 'Minimum purchase' }).fill('500');
    await page.getByLabel('Starts (Manila time)').fill(manilaLocal(Date.now() + 24 * 3_600_000));
    await page.getByRole('textbox', { name: 'Usage limit (all customers)' }).fill('100');
    // The live preview prices the sample cart (the store's first product ×2, ₱50.00 delivery).
    const preview = page.getByRole('region', { name: 'Preview result' });
    await expect(preview).toContainText('Subtotal');
    await expect(preview).toContainText(/Total₱[\d,]+\.\d\d/);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'promotions-form');
    await page.getByRole('button', { name: 'Create' }).click();

    await expect(page.getByText('Promo Successfully created!')).toBeVisible();
    await settled(page, 'Promos');
    let row = await findRow(page, code, title);
    await expect(row).toContainText(code);
    await expect(row).toContainText('10% off · min ₱500.00');
    await expect(row).toContainText('0 / 100 uses');
    await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await snap(page, info, 'promotions-list');

    // Edit: start now instead.
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await settled(page, 'Edit Discount');
    const results = page.getByRole('region', { name: 'Results' });
    await expect(results.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(results).toContainText('Orders0');
    await page.getByLabel('Starts (Manila time)').fill(manilaLocal(Date.now()));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Promo Successfully updated!')).toBeVisible();
    await settled(page, 'Promos');
    row = await findRow(page, code, title);
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // End it now: it expires, and End is no longer offered.
    await row.getByRole('button', { name: `End ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'End promo' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('button', { name: 'End now' }).click();
    await expect(page.getByText('Promo ended')).toBeVisible();
    await expect(row.getByText('Expired', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `End ${title}` })).toHaveCount(0);

    // The status filter: it is among the expired, not the active.
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Active' }).click();
    await expect(page.getByRole('listitem', { name: title })).toHaveCount(0);
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Expired' }).click();
    await expect(page.getByRole('listitem', { name: title })).toBeVisible();
  });
});

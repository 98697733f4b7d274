import { AppsPage } from '../pages/AppsPage.ts';
import { seriousFindings, settled } from '../pages/axe.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('a merchant builds a customer segment, sees who matches as the rules change, and saves it', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const apps = new AppsPage(page);
  await apps.expectShown();
  const store = `Segments ${Date.now().toString(36)}`;
  await apps.createStore(store, 'B2b');
  await apps.open(store);
  await expect(page).toHaveURL(/\/apps\/b2b\/[0-9a-f-]{36}\/overview$/);
  // A new store asks for its merchant category first: it can wait.
  const ask = page.getByRole('dialog', { name: 'Merchant Category and Description' });
  await ask.getByRole('button', { name: 'Later' }).click();
  await expect(ask).toBeHidden();

  await page.getByRole('link', { name: 'Customer Segment' }).first().click();
  await settled(page, 'Customer Segment');
  await expect(page.getByText('No customer segments yet.')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create your first segment' }).click();

  const form = page.getByRole('form', { name: 'New segment' });
  const preview = form.getByRole('region', { name: 'Matching now' });
  // A new store has no customers: the live count says so, and an unfinished rule says what it lacks.
  await expect(preview.getByRole('status')).toHaveText('0 customers');
  await form.getByRole('combobox', { name: 'Rule 1' }).click();
  await page.getByRole('option', { name: 'Orders', exact: true }).click();
  await expect(preview).toContainText('Rule 1: Orders should be a whole number from 0 to 100,000');
  await form.getByRole('textbox', { name: 'Orders' }).fill('2');
  await expect(preview.getByRole('status')).toHaveText('0 customers');

  await form.getByRole('button', { name: 'Add rule' }).click();
  await form.getByRole('combobox', { name: 'Rule 2' }).click();
  await page.getByRole('option', { name: 'Delivered to' }).click();
  const rule2 = form.getByRole('listitem', { name: 'Rule 2' });
  await rule2.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Region VII (Central Visayas)' }).click();
  await rule2.getByRole('combobox', { name: 'Province (optional)' }).click();
  await page.getByRole('option', { name: 'Cebu', exact: true }).click();
  await rule2.getByRole('button', { name: 'Add province' }).click();
  await expect(rule2.getByRole('button', { name: 'Cebu' })).toBeVisible();
  await expect(preview.getByRole('status')).toHaveText('0 customers');

  await form.getByRole('textbox', { name: 'Segment name' }).fill('Cebu regulars');
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'segment-form');
  await form.getByRole('button', { name: 'Save segment' }).click();

  // Saved: it opens as a saved segment, with its customers (none yet).
  await expect(page.getByRole('form', { name: 'Edit Cebu regulars' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Customers in this segment/ })).toContainText(
    'No customer is in this segment now.',
  );
  await page.getByRole('button', { name: 'All segments' }).click();
  const row = page.getByRole('listitem', { name: 'Cebu regulars' });
  await expect(row).toContainText('Orders at least 2 · Delivered to Cebu');
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'segment-list');

  // The same screen at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await row.getByRole('button', { name: 'Open Cebu regulars' }).click();
  await expect(page.getByRole('form', { name: 'Edit Cebu regulars' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'segment-form-390');
});

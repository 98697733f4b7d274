import type { Locator } from '@playwright/test';
import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

/** The number in a plan line's or a figure's name ("Reachable now: 3"). */
async function countIn(item: Locator): Promise<number> {
  const name = (await item.getAttribute('aria-label')) ?? '';
  return Number(/: ([\d,]+)$/.exec(name)?.[1]?.replaceAll(',', '') ?? Number.NaN);
}

test('a merchant builds a segment from the composer, sends a broadcast inside the 24-hour window, and sees it delivered and read', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  const appUuid = await openDemoStore(page);
  const run = Date.now().toString(36);
  const name = `Payday sale ${run}`;
  const segment = `Wrote this week ${run}`;

  await page.goto(`/apps/ecommerce-b2c/${appUuid}/broadcast`);
  await settled(page, 'Broadcast');
  await expect(page.getByText(/messages in those 24 hours may be promotional/)).toBeVisible();

  // Who opted in to the page's marketing messages: the demo page has one of each standing.
  await page.getByRole('button', { name: 'See who opted in' }).click();
  const optIns = page.getByRole('dialog', { name: 'Marketing opt-ins' });
  await expect(optIns.getByText('3 people')).toBeVisible();
  for (const standing of ['Active', 'Stopped', 'Expired'])
    await expect(optIns.getByText(standing, { exact: true })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await optIns.getByRole('button', { name: 'Close' }).click();
  await expect(optIns).toBeHidden();

  await page.getByRole('button', { name: /^(Create your first broadcast|New broadcast)$/ }).click();
  await expect(page).toHaveURL(/\?broadcast=new$/);

  const form = page.getByRole('form', { name: 'New broadcast' });
  await form.getByRole('textbox', { name: 'Broadcast name' }).fill(name);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Payday treat! 10% off everything in the store until Sunday. Tap below to order.');
  await form.getByRole('button', { name: 'Add button' }).click();
  await form.getByRole('textbox', { name: 'Button 1 label' }).fill('Shop now');
  await expect(form.getByRole('combobox', { name: 'Button 1 opens' })).toHaveText('Your store');

  // The ecommerce bundle has no segments screen: the composer builds one.
  await form.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: 'New segment…' }).click();
  const editor = page.getByRole('dialog').getByRole('form', { name: 'New segment' });
  await editor.getByRole('combobox', { name: 'Rule 1' }).click();
  await page.getByRole('option', { name: 'Messaged the page' }).click();
  await editor.getByRole('textbox', { name: 'Days' }).fill('7');
  await editor.getByRole('textbox', { name: 'Segment name' }).fill(segment);
  await editor.getByRole('button', { name: 'Save segment' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(form.getByRole('combobox', { name: 'Audience' })).toHaveText(segment);
  // Saving the segment saved only the segment: the broadcast is still a new, unsaved one.
  await expect(page).toHaveURL(/\?broadcast=new$/);
  await expect(page.getByText('Draft saved')).toBeHidden();

  // The plan for that segment: the demo's recent conversations are inside the window.
  const plan = page.getByRole('region', { name: 'Who it reaches now' });
  await expect(plan).toContainText(segment);
  const reachable = plan.getByRole('listitem', { name: /^Reachable now: \d+$/ });
  await expect(reachable).toBeVisible();
  const n = await countIn(reachable);
  expect(n).toBeGreaterThan(0);
  await expect(plan.getByRole('listitem', { name: /^Outside the 24-hour window: \d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preview on Messenger' })).toContainText('Shop now');
  expect(await seriousFindings(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'broadcast-composer');

  await form.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('dialog', {
    name: `Send to ${n} ${n === 1 ? 'customer' : 'customers'} now?`,
  });
  await expect(confirm).toContainText('It goes out on Messenger from your page now');
  await confirm.getByRole('button', { name: 'Send now' }).click();

  // The results: every reachable customer sent to, then their delivery and read receipts arrive.
  await expect(page.getByRole('form', { name: 'New broadcast' })).toBeHidden();
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem', { name: `Sent: ${n}` })).toBeVisible({ timeout: 20_000 });
  await expect(results.getByRole('listitem', { name: `Delivered: ${n}` })).toBeVisible({ timeout: 20_000 });
  // The local adapter's people read it about two in three (the same ones each time): some read it.
  const read = results.getByRole('listitem', { name: /^Read: \d+$/ });
  await expect.poll(() => countIn(read), { timeout: 20_000 }).toBeGreaterThan(0);
  const readers = await countIn(read);
  expect(readers).toBeLessThanOrEqual(n);
  await expect(results.getByRole('listitem', { name: 'Not sent: 0' })).toBeVisible();
  const recipients = page.getByRole('list', { name: 'Recipients' });
  await expect(recipients.getByRole('listitem')).toHaveCount(Math.min(n, 20));
  await expect(recipients.getByRole('listitem').filter({ hasText: 'Sent · Read' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'The message as sent' })).toContainText('Shop now');
  await expect(page.getByRole('button', { name: 'Stop sending' })).toBeHidden();
  expect(await seriousFindings(page)).toEqual([]);
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'broadcast-results');

  // The same at phone width: the results, the list, the composer.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'broadcast-results-390');
  // Back: from the results to the list (the composer's address was replaced by the broadcast's).
  await page.goBack();
  const row = page.getByRole('listitem', { name });
  await expect(row).toContainText(`To ${segment}`);
  await expect(row).toContainText(new RegExp(`Sent ${n} · Delivered ${n} · Read \\d+`));
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'broadcast-list-390');
  await page.getByRole('button', { name: 'New broadcast' }).click();
  await expect(page.getByRole('form', { name: 'New broadcast' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Who it reaches now' }).getByRole('list')).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await seriousFindings(page)).toEqual([]);
  await snap(page, info, 'broadcast-composer-390');
});

import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

test('the demo merchant, an operator in demo mode, opens Background Jobs from the user menu and finds the delivered jobs under Done', async ({
  page,
}, info) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  await new AppsPage(page).expectShown();

  // The user drawer offers the screen once the server has answered that this user is an operator.
  await page.getByRole('button', { name: /account menu/ }).click();
  const drawer = page.getByRole('navigation', { name: 'User settings' });
  await drawer.getByRole('button', { name: 'Background Jobs' }).click();
  await expect(page).toHaveURL(/\/ops\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeVisible();

  // Seeding the demo delivered its events through the queue: nothing failed, and Done has them.
  await expect(page.getByRole('tab', { name: /^Failed/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No failed jobs — everything was delivered')).toBeVisible();
  const doneTab = page.getByRole('tab', { name: /^Done \d+ jobs?$/ });
  await expect(doneTab).toBeVisible();
  await doneTab.click();
  await expect(page).toHaveURL(/\/ops\/jobs\?status=done$/);

  if (info.project.name === 'phone') {
    // On a phone each job is a card: the kind, its tries and when it finished, no sideways scroll.
    const cards = page.getByRole('list', { name: 'Done jobs' });
    await expect(cards.getByRole('listitem').first()).toContainText(/Attempts \d+ \/ \d+ · Finished \d{4}-/);
    expect(await cards.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(cards.getByRole('button', { name: /Retry now/ })).toHaveCount(0);
    await expectNoHorizontalScroll(page);
  } else {
    const table = page.getByRole('region', { name: 'Done jobs' });
    await expect(table.getByRole('columnheader', { name: 'Finished' })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expect(table.getByText(/^event:/).first()).toBeVisible();
    await expect(table.getByRole('button', { name: /Retry now/ })).toHaveCount(0);
  }
  await snap(page, info, 'jobs-done');
  await snap(page, info, 'jobs-done-first-screen', { fullPage: false });
});

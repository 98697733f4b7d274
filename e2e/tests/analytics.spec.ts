import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { PHONE } from '../pages/projects.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

/** Console errors of the page from now on (a chart or a query that fails loudly). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The demo's network distributor (server/src/seed/network.ts). */
const DEMO_RESELLER = { email: 'reseller@suki.ph', password: 'Demo@1234' };

/** A key figure's tile by its label. */
const tile = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Key figures' }).getByRole('article', { name: label, exact: true });

test.describe('dashboards and analytics', { tag: PHONE }, () => {
  test('the demo merchant sees the month at a glance: sales, the funnel and a chart, then the best products', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const errors = consoleErrors(page);
    const appUuid = await openDemoStore(page);

    // The overview: the last 30 days by default, against the 30 days before.
    await settled(page, 'Overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const netSales = tile(page, 'Net Sales');
    await expect(netSales).toContainText(/₱[1-9][\d,]*\.\d\d/);
    await expect(netSales).toContainText(/vs previous 30 days/);
    await expect(tile(page, 'Orders').getByText(/^[1-9][\d,]*$/)).toBeVisible();

    const funnel = page.getByRole('region', { name: 'Sales Funnel' });
    await expect(funnel.getByRole('listitem')).toHaveCount(5);
    await expect(funnel).toContainText(/Store visits: [1-9]/);
    await expect(funnel).toContainText(/% of visits/);

    const chart = page.getByRole('region', { name: 'Sales by Day' });
    await expect(
      chart.getByRole('figure', { name: 'Chart of net sales by day' }).locator('svg').first(),
    ).toBeVisible();
    await chart.getByRole('button', { name: 'Show as table' }).click();
    await expect(chart.getByRole('table', { name: 'Net sales by day' }).getByRole('row')).toHaveCount(31);

    await expect(
      page.getByRole('region', { name: 'Latest Sold Products' }).getByRole('row').nth(1),
    ).toBeVisible();
    // Latest Customers and Low Inventory ask once scrolled near (below the fold on the first load).
    const customers = page.getByRole('region', { name: 'Latest Customers' });
    await customers.scrollIntoViewIfNeeded();
    await expect(customers.getByRole('row').nth(1)).toBeVisible();
    const lowStock = page.getByRole('region', { name: 'Low Inventory Products' });
    await lowStock.scrollIntoViewIfNeeded();
    await expect(
      lowStock.getByRole('table').or(lowStock.getByText(/No products are running low/)),
    ).toBeVisible();
    await expectNoHorizontalScroll(page);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'analytics-overview');

    // The range is in the URL: 7 days survives a reload.
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/[?&]range=7d/);
    await page.reload();
    await settled(page, 'Overview');
    await expect(tile(page, 'Net Sales')).toContainText('vs previous 7 days');

    // Performance: the products customers open most and buy most.
    await page.goto(`/apps/ecommerce-b2c/${appUuid}/performance?range=30d`);
    await settled(page, 'Performance');
    const viewed = page.getByRole('region', { name: 'Most Viewed Products' });
    const sold = page.getByRole('region', { name: 'Most Sold Products' });
    await expect(viewed.getByRole('row')).not.toHaveCount(0);
    await expect(viewed.getByRole('row').nth(1)).toBeVisible();
    await expect(sold.getByRole('row').nth(1)).toContainText(/₱[1-9]/);
    await expectNoHorizontalScroll(page);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'analytics-performance');

    // A figure's own page: more rows, and its CSV is what the table shows.
    await sold.getByRole('link', { name: 'View all most sold products' }).click();
    await settled(page, 'Most Sold Products');
    const table = page.getByRole('table', { name: 'Most Sold Products' });
    const firstProduct = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent()) ?? '';
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV of most sold products' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^most-sold-products-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString('utf8');
    expect(text).toContain('Product,Units sold,Sales,Views');
    expect(text).toContain(firstProduct);

    // Its rows lead to the product's own page.
    await table.getByRole('row').nth(1).getByRole('link', { name: firstProduct }).click();
    await expect(page).toHaveURL(/\/products\/ecommerce-b2c-product-inventory\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('a reseller sees the merchants they brought in, by how far their stores got', async ({
    page,
    request,
  }, info) => {
    const errors = consoleErrors(page);
    // The demo reseller's uuid (the dashboard's address), asked of the API.
    const signIn = await request.post('/graphql', {
      data: {
        query: 'mutation($input: SignInInput!) { signIn(input: $input) { token user { uuid } } }',
        variables: {
          input: { email: DEMO_RESELLER.email, password: DEMO_RESELLER.password, userType: 'client' },
        },
      },
    });
    const resellerUuid = ((await signIn.json()) as { data: { signIn: { user: { uuid: string } } } }).data
      .signIn.user.uuid;
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(DEMO_RESELLER.email, DEMO_RESELLER.password);
    await expect(page).not.toHaveURL(/\/login\//);
    // The user drawer leads a reseller to their network.
    await page.getByRole('button', { name: /account menu/ }).click();
    await page
      .getByRole('navigation', { name: 'User settings' })
      .getByRole('button', { name: 'Reseller Network' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/network-distributor/${resellerUuid}$`));
    await settled(page, 'Overview');
    await expect(tile(page, 'Activated')).toContainText(/^Activated\s*1/);
    await expect(tile(page, 'Signed up')).toContainText(/^Signed up\s*1/);
    await expectNoHorizontalScroll(page);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'reseller-overview');

    await tile(page, 'Activated').getByRole('link', { name: 'View details of activated' }).click();
    await settled(page, 'Merchants');
    await expect(page.getByRole('heading', { level: 1, name: 'Activated merchants' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Activated merchants' }).getByRole('row', { name: /Maria Santos/ }),
    ).toContainText('Suki Demo Store');
    await page.getByRole('tab', { name: 'Signed up' }).click();
    await expect(
      page.getByRole('table', { name: 'Signed up merchants' }).getByRole('row', { name: /Jun Dela Cruz/ }),
    ).toContainText('No store yet');
    await expectNoHorizontalScroll(page);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'reseller-merchants');
    expect(errors).toEqual([]);
  });
});

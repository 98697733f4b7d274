import { openDemoStore } from '../pages/demo.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

/** Rows of the page's table wholly inside the window, as the merchant sees them without scrolling. */
function rowsInView(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('main tbody tr')].filter((row) => {
        const box = row.getBoundingClientRect();
        return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
      }).length,
  );
}

/*
 * Merchants read their lists row by row all day: on a 1280×800 laptop screen the demo store's
 * products, orders and customers lists each show at least ten rows before any scrolling.
 */
test('products, orders and customers show at least ten rows on a 1280×800 screen', async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const appUuid = await openDemoStore(page);
  const base = `/apps/ecommerce-b2c/${appUuid}`;
  for (const [name, path, table] of [
    ['products', '/products/ecommerce-b2c-product-inventory', 'Products'],
    ['orders', '/orders/history', 'Orders'],
    ['customers', '/customers', 'Customers'],
  ] as const) {
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('table', { name: table }).locator('tbody tr').nth(12)).toBeAttached();
    expect(await rowsInView(page), `${name} rows in view`).toBeGreaterThanOrEqual(10);
    await snap(page, info, `list-${name}-first-screen`, { fullPage: false });
  }
});

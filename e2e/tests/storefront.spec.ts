import { openDemoStore } from '../pages/demo.ts';
import { PHONE } from '../pages/projects.ts';
import { Storefront } from '../pages/Storefront.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

/** A real 48×48 PNG, the deposit slip's photo. */
test.describe('storefront', { tag: PHONE }, () => {
  test("a shopper's visit loads the storefront's own page and none of the console", async ({
    page,
    browser,
  }, info) => {
    const uuid = await openDemoStore(page);
    // A shopper: a fresh browser context, no session.
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    const scripts: string[] = [];
    shopper.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shopper.goto(`/store/${uuid}`);
    await expect(shopper.getByText('Suki Demo Store').first()).toBeVisible();
    await expectNoHorizontalScroll(shopper);
    await snap(shopper, info, 'storefront-home');

    // A deep link (history routing) opens the order page of the same entry.
    await shopper.goto(`/store/${uuid}/orders/261121-NOPE00`);
    await expect(shopper.getByRole('button', { name: 'Show my order' })).toBeVisible();

    expect(scripts.some((path) => /\/assets\/store-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /\/(console|src\/main)[\w.-]*\.(js|tsx)$/.test(path))).toEqual([]);
    await shopper.context().close();
  });

  test('a shopper pays by bank transfer with a deposit slip photo, for a later date, and sees it on the order page', async ({
    page,
    browser,
  }, info) => {
    const uuid = await openDemoStore(page);
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    const store = new Storefront(shopper, uuid);
    await store.addToCart('Kare-Kare Family Tray');
    const number = await store.checkout({
      name: 'Liza Reyes',
      mobile: '09171234567',
      shipping: /Store pickup/,
      payment: 'Bank transfer',
      depositSlip: true,
      later: true,
    });
    expect(number).not.toBe('');

    await shopper.getByRole('link', { name: 'Track my order' }).click();
    await shopper.getByRole('textbox', { name: /Mobile Number/ }).fill('09171234567');
    await shopper.getByRole('button', { name: 'Show my order' }).click();
    await expect(shopper.getByText('Payment: For Confirmation')).toBeVisible();
    await expect(shopper.getByText('The store is checking your deposit slip.')).toBeVisible();
    await expect(shopper.getByRole('img', { name: 'Deposit slip sent' })).toBeVisible();
    await expect(shopper.getByText(/^Ordered for \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await snap(shopper, info, 'storefront-order-slip');
    await shopper.context().close();
  });
});

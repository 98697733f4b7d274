import { expect, type Page, test } from '@playwright/test';
import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { hasNoHorizontalScroll, snap } from '../pages/screenshots.ts';

/** A real 48×48 PNG, the deposit slip's photo. */
const SLIP_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBElEQVRoge2Yv07CUBTG+xD3QRRnJaAIKk1UdEKji7B1EAeKAqGgCdQHAN7BPyxgUCJgnAV9AY2DMuDU/ZiDEIyLtNw/Ejt8SXOTJt/v3HtPz1eJKKcwyZJEGyA2gCK+isQ+Qor4ShL7EiuTKUm0AWIDKLSqoYMrGYfjQgiuLwLQrsjQqS/01CrLvbVMMQTOZPyv7YAOO7l9eLzyg3HvHkkIt52L9N4VCuBQU3BXWh3Z+E81S+swHdXEAPi0Q3i+8Vo2P9BrbRHkTJQvgD+twkdzfmzzRl/dhhuW0yofANzyl5qPmnnj207MxFKsAfSxzvxvapTWTF9sUwC7eoSZeaOvrWyEFYBuqlVaVassswFwJY+Ymzf6cibi9AFOinvcANKFEH0AHAV4AVTPNukDPFVWuAG0KzJ9gE7dww2gU/fQB3jnCPB2ywCARws1LLTSkQGq5xuTfYkzxRA3AC0fpg+ASYoXwGw8wWaUwPbG2vwDq1EChTGQNUAwe8AOAHcBYyAr8/XLANtxGjWlsgs0DpV5oPkSxj+MgbTMdxtuWNJipn1YBkB5tRi1UO+3mIfHAhjkY4yB45z5KVXQb5Wh9F4MxM+/mVYZNBkdCTuAoTBJYRjBUQCBcKpE4TOupfNhmDORtghvABGSRBsgNoAivorEPkKK+EoS+xIrkylJtAHy3wE+ASVIq7esdqWHAAAAAElFTkSuQmCC';

/** The demo store's uuid, read from the console (signed in as the demo merchant). */
async function demoStoreUuid(page: Page): Promise<string> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const apps = new AppsPage(page);
  await apps.expectShown();
  await apps.open('Suki Demo Store');
  await expect(page).toHaveURL(/\/apps\/ecommerce-b2c\/[0-9a-f-]{36}\/overview$/);
  const uuid = /\/apps\/ecommerce-b2c\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  if (!uuid) throw new Error(`No app uuid in ${page.url()}`);
  return uuid;
}

test.describe('storefront', () => {
  test("a shopper's visit loads the storefront's own page and none of the console", async ({
    page,
    browser,
  }, info) => {
    const uuid = await demoStoreUuid(page);
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
    expect(await hasNoHorizontalScroll(shopper)).toBe(true);
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
    const uuid = await demoStoreUuid(page);
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    await shopper.goto(`/store/${uuid}`);
    await shopper.getByText('Kare-Kare Family Tray').first().click();
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await shopper.goto(`/store/${uuid}/checkout`);
    await shopper.getByRole('textbox', { name: /Name/ }).fill('Liza Reyes');
    await shopper.getByRole('textbox', { name: /Mobile Number/ }).fill('09171234567');
    await shopper.getByRole('radio', { name: /Store pickup/ }).check();
    const later = shopper.getByLabel('Order for a later date (optional)');
    await later.fill((await later.getAttribute('max')) ?? '');
    await shopper.getByRole('radio', { name: 'Bank transfer' }).check();
    await expect(shopper.getByText(/upload a photo of your deposit slip/)).toBeVisible();
    await shopper.getByLabel('Deposit slip photo').setInputFiles({
      name: 'slip.png',
      mimeType: 'image/png',
      buffer: Buffer.from(SLIP_PNG, 'base64'),
    });
    await expect(shopper.getByText('Deposit slip uploaded')).toBeVisible();
    expect(await hasNoHorizontalScroll(shopper)).toBe(true);
    await snap(shopper, info, 'storefront-checkout-slip');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    const number = (await shopper.getByLabel('Transaction number').textContent()) ?? '';
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

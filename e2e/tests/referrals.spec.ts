import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { MerchantApi } from '../pages/promotions.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
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
  await expectNoHorizontalScroll(page);

  await row.getByRole('link', { name: `Details of ${name}` }).click();
  await settled(page, 'Referral Link');
  const storeLink = await page.getByRole('textbox', { name: 'Full store link' }).inputValue();
  expect(storeLink).toMatch(new RegExp(`/store/${appUuid}\\?ref=${code}$`));
  await expect(page.getByRole('textbox', { name: 'Messenger link' })).toHaveValue(
    new RegExp(`^https://m\\.me/\\d+\\?ref=${code}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Short link' })).toHaveValue(/\/r\/[0-9A-Za-z]{7}$/);
  await expect(page.getByRole('img', { name: 'QR code of the short link' })).toBeVisible();
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

test('the merchant links a promo; its short link lands a shopper on the store with the code in the cart', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const appUuid = await openDemoStore(page);
  const api = await MerchantApi.demo(page.request);
  const stamp = Date.now().toString(36).slice(-5).toUpperCase();
  const promoCode = `LINK${stamp}`;
  const title = `Link promo ${stamp}`;
  const promo = await api.createPromotion(appUuid, {
    kind: 'CODE',
    code: promoCode,
    title,
    scope: 'ORDER',
    valueType: 'PERCENT',
    value: 10,
  });
  const name = `Promo post ${stamp.toLowerCase()}`;
  try {
    await page.goto(`/apps/ecommerce-b2c/${appUuid}/referrals/referral`);
    await settled(page, 'Referral');
    await page.getByRole('button', { name: 'New link' }).click();
    const dialog = page.getByRole('dialog', { name: 'New referral link' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Promo (optional)' }).click();
    await page.getByRole('option', { name: `${title} · ${promoCode}` }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    const row = page.getByRole('listitem', { name });
    await expect(row).toContainText(`Opens the store with ${title}`);
    await row.getByRole('link', { name: `Details of ${name}` }).click();
    await settled(page, 'Referral Link');
    const shortLink = await page.getByRole('textbox', { name: 'Short link' }).inputValue();
    expect(shortLink).toMatch(/\/r\/[0-9A-Za-z]{7}$/);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'referral-promo-link');

    // A shopper opens the short link: redirected to the store with the link's ref and the promo.
    const shopper = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const shop = await shopper.newPage();
    await shop.goto(new URL(shortLink).pathname);
    const ref = name.toLowerCase().replace(/\s+/g, '-');
    await expect(shop).toHaveURL(new RegExp(`/store/${appUuid}\\?ref=${ref}&promo=${promoCode}$`));
    await expect(shop.getByText('Suki Demo Store').first()).toBeVisible();
    await shop.getByRole('searchbox', { name: 'Search products' }).fill('Buko Pandan Tub');
    await shop
      .getByRole('link', { name: /Buko Pandan Tub/ })
      .first()
      .click();
    await shop.getByRole('button', { name: 'Add to cart' }).click();
    await shop.getByRole('link', { name: /View cart/ }).click();
    await expect(shop.getByRole('list', { name: 'Applied codes' }).getByText(promoCode)).toBeVisible();
    await expect(shop.getByLabel(`Discount · ${promoCode}`, { exact: true })).toHaveText('−₱32.50');
    await snap(shop, info, 'referral-promo-cart');

    // An unknown short code: a plain page that says so, with a way home.
    const missing = await shop.goto('/r/zzzzzzz');
    expect(missing?.status()).toBe(404);
    await expect(shop.getByRole('heading', { name: 'Link not found' })).toBeVisible();
    await expect(shop.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await shopper.close();

    // The promo ends: the link still opens the store, and its details say so.
    await api.endPromotion(promo);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText(`The promo ${title} has ended`);
    const after = await page.request.get(new URL(shortLink).pathname, { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers().location).toMatch(new RegExp(`/store/${appUuid}\\?ref=${ref}$`));
  } finally {
    await api.endPromotion(promo).catch(() => undefined);
  }
});

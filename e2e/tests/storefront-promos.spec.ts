import { seriousFindings, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { PHONE } from '../pages/projects.ts';
import { MerchantApi } from '../pages/promotions.ts';
import { Storefront } from '../pages/Storefront.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

/** "₱1,234.56" or "−₱50.00" as centavos (negative for a minus). */
const centavos = (text: string | null): number => {
  const m = /([−-])?₱([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!m) throw new Error(`No amount in ${JSON.stringify(text)}`);
  const value = Number((m[2] ?? '').replaceAll(',', '')) * 100 + Number(m[3]);
  return m[1] ? -value : value;
};

const amountOf = async (page: Page, label: string) =>
  centavos(await page.getByLabel(label, { exact: true }).textContent());

// The demo products bought (seed/demo-products.ts): no sizes, so "Add to cart" takes them as they are.
const BUKO = { name: 'Buko Pandan Tub', price: 32_500 };
const TABLEA = { name: 'Tablea Hot Chocolate', price: 18_000 };

/** Finds a product with the store's search (other flows add products to the demo store) and adds one. */
async function addToCart(shopper: Page, appUuid: string, product: string) {
  await shopper.goto(`/store/${appUuid}`);
  await shopper.getByRole('searchbox', { name: 'Search products' }).fill(product);
  await shopper
    .getByRole('link', { name: new RegExp(product) })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { name: product })).toBeVisible();
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByRole('link', { name: /View cart/ })).toBeVisible();
}
const DELIVERY_FEE = 8_000; // Metro Manila delivery, flat, under the ₱1,500 free-shipping threshold
const AUTOMATIC = { title: '₱50 off over ₱300', amount: 5_000 };

test.describe('promotions at the storefront', { tag: PHONE }, () => {
  test('a customer applies a code beside an automatic discount, orders, and the order totals add up', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(120_000);
    const appUuid = await openDemoStore(page);
    const api = await MerchantApi.demo(page.request);
    // A code of this run's own (codes are unique per store; each project and retry makes its own).
    const code = `PAYDAY${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const created: string[] = [];
    try {
      created.push(
        await api.createPromotion(appUuid, {
          kind: 'CODE',
          code,
          title: 'Payday 10% off',
          scope: 'ORDER',
          valueType: 'PERCENT',
          value: 10,
        }),
      );
      created.push(
        await api.createPromotion(appUuid, {
          kind: 'AUTOMATIC',
          title: AUTOMATIC.title,
          scope: 'ORDER',
          valueType: 'FIXED',
          value: AUTOMATIC.amount,
          minimumPurchase: 30_000,
        }),
      );

      // A cart promo the cart does not reach yet: the cart advertises it.
      created.push(
        await api.createPromotion(appUuid, {
          kind: 'CART',
          title: 'Free delivery',
          scope: 'ORDER',
          valueType: 'FREE_SHIPPING',
          value: 0,
          minimumPurchase: 100_000,
        }),
      );

      const shopper = await (
        await browser.newContext({ viewport: page.viewportSize() ?? undefined })
      ).newPage();
      const store = new Storefront(shopper, appUuid);
      await addToCart(shopper, appUuid, BUKO.name);
      await addToCart(shopper, appUuid, TABLEA.name);
      const subtotal = BUKO.price + TABLEA.price;
      const codeOff = Math.round(subtotal / 10);

      // The cart: the automatic discount without a code, then the code typed and applied with Enter.
      await shopper.goto(`/store/${appUuid}/cart`);
      await expect(shopper.getByRole('heading', { name: 'Cart' })).toBeVisible();
      await expect(shopper.getByLabel(AUTOMATIC.title, { exact: true })).toHaveText('−₱50.00');
      await expect(shopper.getByText('Add ₱495.00 more for Free delivery')).toBeVisible();
      await expect(
        shopper.getByRole('progressbar', { name: 'Progress towards Free delivery' }),
      ).toBeVisible();
      const field = shopper.getByRole('textbox', { name: 'Promo code' });
      await field.fill('NOTACODE');
      await field.press('Enter');
      await expect(shopper.getByText('This code is not valid')).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(/This code is not valid/);
      await snap(shopper, info, 'storefront-promos-refused', { fullPage: false });
      await field.fill(code.toLowerCase());
      await field.press('Enter');
      await expect(shopper.getByRole('list', { name: 'Applied codes' }).getByText(code)).toBeVisible();
      await expect(shopper.getByLabel(`Discount · ${code}`, { exact: true })).toBeVisible();
      expect(await amountOf(shopper, `Discount · ${code}`)).toBe(-codeOff);
      await expectNoHorizontalScroll(shopper);
      await settled(shopper);
      expect(await seriousFindings(shopper)).toEqual([]);
      await snap(shopper, info, 'storefront-promos-cart');

      // A reload keeps the code with the cart.
      await shopper.reload();
      await expect(shopper.getByRole('list', { name: 'Applied codes' }).getByText(code)).toBeVisible();

      // Checkout by Metro Manila delivery: both discount lines, and the total is the sum of the figures shown.
      await shopper.goto(`/store/${appUuid}/checkout`);
      await shopper.getByRole('textbox', { name: /Name/ }).fill('Liza Reyes');
      await shopper.getByRole('textbox', { name: /Mobile Number/ }).fill('09171234567');
      await shopper.getByRole('radio', { name: /Metro Manila delivery/ }).check();
      await shopper.getByRole('combobox', { name: /Region/ }).click();
      await shopper.getByRole('option', { name: /National Capital Region/ }).click();
      await shopper.getByRole('combobox', { name: /City/ }).click();
      await shopper.getByRole('option', { name: 'Quezon City' }).click();
      await shopper.getByRole('textbox', { name: /street/ }).fill('12 Mabini St, Barangay South Triangle');
      await shopper.getByRole('radio', { name: 'Cash on delivery' }).check();
      await expect(shopper.getByLabel(`Discount · ${code}`, { exact: true })).toBeVisible();
      await expect(shopper.getByLabel(AUTOMATIC.title, { exact: true })).toHaveText('−₱50.00');
      await expect(shopper.getByLabel('Delivery fee', { exact: true })).toHaveText('₱80.00');
      const expected = subtotal + DELIVERY_FEE - AUTOMATIC.amount - codeOff;
      await expect(shopper.getByLabel('Total', { exact: true })).toHaveText(
        `₱${(expected / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
      );
      await expectNoHorizontalScroll(shopper);
      await settled(shopper);
      expect(await seriousFindings(shopper)).toEqual([]);
      await snap(shopper, info, 'storefront-promos-checkout');
      await shopper.getByRole('button', { name: 'Place order' }).click();
      const number = shopper.getByLabel('Transaction number');
      await expect(number).toHaveText(/^\d{6}-[0-9A-Z]{6}$/);
      await expect(shopper.getByText(`Discount · ${code} −₱${(codeOff / 100).toFixed(2)}`)).toBeVisible();
      const txn = (await number.textContent()) ?? '';

      // The order page: subtotal + delivery − each discount = total, and the figures are the products' own.
      await store.showOrder(txn, '09171234567');
      await expect(shopper.getByLabel('Total', { exact: true })).toBeVisible();
      const shown = {
        subtotal: await amountOf(shopper, 'Subtotal'),
        delivery: await amountOf(shopper, 'Delivery fee'),
        automatic: await amountOf(shopper, AUTOMATIC.title),
        code: await amountOf(shopper, `Discount · ${code}`),
        total: await amountOf(shopper, 'Total'),
      };
      expect(shown).toEqual({
        subtotal,
        delivery: DELIVERY_FEE,
        automatic: -AUTOMATIC.amount,
        code: -codeOff,
        total: expected,
      });
      expect(shown.subtotal + shown.delivery + shown.automatic + shown.code).toBe(shown.total);
      await expectNoHorizontalScroll(shopper);
      await settled(shopper);
      expect(await seriousFindings(shopper)).toEqual([]);
      await snap(shopper, info, 'storefront-promos-order');
      await shopper.context().close();
    } finally {
      // Later flows on the demo store pay full price again.
      for (const uuid of created) await api.endPromotion(uuid);
    }
  });
});

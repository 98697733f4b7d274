import { AppNav } from '../pages/AppNav.ts';
import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

type StoreProducts = {
  storeProducts: { edges: { node: { price: number; soldOut: boolean; variants: { uuid: string }[] } }[] };
};

/** A storefront order (the public checkout, as a shopper's phone sends it); returns its transaction number. */
async function placeOrder(page: Page, appUuid: string, customerName: string, mobileNumber: string) {
  const products = await page.request.post('/graphql', {
    data: {
      query:
        'query($a: ID!) { storeProducts(appUuid: $a, first: 20) { edges { node { price soldOut variants { uuid } } } } }',
      variables: { a: appUuid },
    },
  });
  const { data } = (await products.json()) as { data: StoreProducts };
  const product = data.storeProducts.edges.map((e) => e.node).find((p) => !p.soldOut && p.variants[0]);
  if (!product) throw new Error('the demo store has no product to order');
  const quantity = Math.max(1, Math.ceil(200_00 / product.price)); // the demo's minimum purchase
  const res = await page.request.post('/graphql', {
    data: {
      query:
        'mutation($input: StoreCheckoutInput!) { storeCheckout(input: $input) { transactionNumber total } }',
      variables: {
        input: {
          appUuid,
          items: [{ variantUuid: product.variants[0]?.uuid, quantity }],
          customerName,
          mobileNumber,
          fulfillment: 'pickup',
          paymentMethod: 'cod',
        },
      },
    },
  });
  const body = (await res.json()) as {
    data?: { storeCheckout: { transactionNumber: string; total: number } };
    errors?: unknown;
  };
  if (!body.data) throw new Error(`checkout refused: ${JSON.stringify(body.errors)}`);
  return body.data.storeCheckout;
}

const peso = (centavos: number) =>
  `₱${Math.floor(centavos / 100).toLocaleString('en-US')}.${String(centavos % 100).padStart(2, '0')}`;

test('a storefront order makes a customer the merchant finds by name, with orders and total, and opens', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const tag = `${info.project.name} ${Date.now().toString(36)}`;
  const name = `Playwright Suki ${tag}`;
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  const mobile = `0917${digits}`;

  const appUuid = await openDemoStore(page);

  const first = await placeOrder(page, appUuid, name, mobile);
  const second = await placeOrder(page, appUuid, name, `+63 917 ${digits.slice(0, 3)} ${digits.slice(3)}`);

  await new AppNav(page, info).go('Customers');
  await expect(page).toHaveURL(/\/customers$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // The demo's Messenger customers are listed too.
  await expect(page.getByRole('link', { name: 'Ana Reyes' }).first()).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search name or mobile number' }).fill(name);
  const row = page.getByRole(info.project.name === 'phone' ? 'listitem' : 'row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(info.project.name === 'phone' ? '2 orders' : '2');
  await expect(row).toContainText(peso(first.total + second.total));
  await expect(row.getByRole('link', { name: second.transactionNumber })).toBeVisible();
  await expect(page.getByLabel('Page', { exact: true })).toHaveText('1–1 of 1');
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'customers-list');

  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/customers\?customer=[0-9a-f-]{36}$/);
  const details = page.getByRole('region', { name: 'Customer details' });
  await expect(details.getByRole('heading', { name })).toBeVisible();
  await expect(details).toContainText(`+63 917 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await expect(details.getByRole('link', { name: first.transactionNumber })).toBeVisible();
  await expect(details.getByRole('link', { name: second.transactionNumber })).toBeVisible();
  await expect(details.getByLabel('Orders page', { exact: true })).toHaveText('1–2 of 2');
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'customer-details');

  await details.getByRole('link', { name: second.transactionNumber }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/history\\?txn=${second.transactionNumber}$`));
});

import { LoginPage } from '../pages/LoginPage.ts';
import { mailedLink, uniqueEmail } from '../pages/mail.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

const PASSWORD = 'Tindahan#2026';

async function gql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('suki.session') ?? '{}') as { token?: string }).token ?? '',
  );
  const res = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data) throw new Error(`GraphQL refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** A new store's dashboard, past the dialogs a new account is asked first ("Later" on each). */
async function openStore(page: Page, appUuid: string): Promise<void> {
  await page.goto(`/apps/ecommerce-b2c/${appUuid}/overview`);
  for (const name of ['Account Security Update', 'Merchant Category and Description']) {
    const dialog = page.getByRole('dialog', { name });
    await dialog
      .getByRole('button', { name: 'Later' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/*
 * Document 3 §4: the payment fee (MDR) is never added at checkout, so a new store is asked once whether
 * its prices include it. Both ways, on two new stores of a new merchant: "Yes" confirms the sample net
 * pay; "No" lists the new prices, and typing CONFIRM raises them.
 */
test('a merchant walks the MDR dialog both ways', async ({ page }, info) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('mdr', info.project.name);
  const signUp = await page.request.post('/graphql', {
    data: {
      query: 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }',
      variables: { i: { email, password: PASSWORD, firstName: 'Tess', lastName: 'Garcia' } },
    },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(await mailedLink(page.request, email, /\/email-confirmation\//));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/diy\/choose-service-bundle$/);
  const create = (name: string) =>
    gql<{ appCreate: { uuid: string } }>(
      page,
      'mutation($i: AppCreateInput!) { appCreate(input: $i) { uuid } }',
      { i: { name, bundleKey: 'ecommerce-b2c-bundle' } },
    );
  const included = (await create(`Bibingka ni Tess ${info.project.name}`)).appCreate.uuid;
  const raised = (await create(`Puto ni Tess ${info.project.name}`)).appCreate.uuid;
  await gql(page, 'mutation($input: ProductCreateInput!) { productCreate(input: $input) { uuid } }', {
    input: { appUuid: raised, name: 'Puto Bumbong', price: 100_000 },
  });

  // Yes: the sample net pay on ₱1,000, then confirmed.
  await openStore(page, included);
  const prompt = page.getByRole('region', { name: 'Payment fee (MDR)' });
  await prompt.getByRole('button', { name: 'Review' }).click();
  let dialog = page.getByRole('dialog', { name: 'Payment fee (MDR)' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  dialog = page.getByRole('dialog', { name: 'Sample computation' });
  await expect(dialog.getByText('₱975.00').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'mdr-sample', { fullPage: false });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('2.5% MDR is already applied to all product prices')).toBeVisible();
  await expect(prompt).toBeHidden();

  // No: the new prices, Apply, type CONFIRM, done.
  await openStore(page, raised);
  await page
    .getByRole('region', { name: 'Payment fee (MDR)' })
    .getByRole('button', { name: 'Review' })
    .click();
  await page.getByRole('dialog', { name: 'Payment fee (MDR)' }).getByRole('button', { name: 'No' }).click();
  dialog = page.getByRole('dialog', { name: 'New product prices' });
  await expect(dialog.getByText('Puto Bumbong').first()).toBeVisible();
  await expect(dialog.getByText('₱1,025.00').first()).toBeVisible();
  await snap(page, info, 'mdr-prices', { fullPage: false });
  await dialog.getByRole('button', { name: 'Apply' }).click();
  dialog = page.getByRole('dialog', { name: 'Confirm new prices' });
  const typed = dialog.getByRole('textbox', { name: /CONFIRM/ });
  await typed.fill('confirmed');
  await expect(dialog.getByText("Please type 'CONFIRM'")).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await typed.fill('confirm');
  await expect(typed).toHaveValue('CONFIRM');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Prices updated' })).toBeVisible();
  const product = await gql<{ products: { edges: { node: { price: number } }[] } }>(
    page,
    'query($a: ID!) { products(appUuid: $a, first: 5) { edges { node { price } } } }',
    { a: raised },
  );
  expect(product.products.edges.map((e) => e.node.price)).toEqual([102_500]);
});

import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

const PAYMENT_ALERT =
  'To continue using or setting up your store, please connect a payment method. This will allow us to automatically bill your subscription and any applicable convenience fees.';

test('a merchant saves a GCash e-wallet through the sandbox provider and it becomes the default', async ({
  page,
}, testInfo) => {
  await openDemoStore(page);
  // A new store of the demo merchant: no billing customer yet, so the billing page opens the form.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('suki.session') ?? '{}') as { token?: string }).token ?? '',
  );
  const created = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query: 'mutation($input: AppCreateInput!) { appCreate(input: $input) { uuid } }',
      variables: { input: { name: `Billing ${testInfo.project.name}`, bundleKey: 'ecommerce-b2c-bundle' } },
    },
  });
  const appUuid = ((await created.json()) as { data: { appCreate: { uuid: string } } }).data.appCreate.uuid;
  // Its merchant category is set, so the console does not ask for it over the billing form.
  await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      query:
        'mutation($input: AppCategoryDescriptionInput!) { appCategoryDescriptionUpdate(input: $input) { businessDescription } }',
      variables: {
        input: {
          appUuid,
          primaryCategories: ['Others'],
          secondaryCategories: [],
          businessDescription: 'Billing test store',
        },
      },
    },
  });
  await page.goto(`/apps/ecommerce-b2c/${appUuid}/payment-preferences/saved-payment-methods`);
  // The billing dialog may already cover the page (and hide it from the accessibility tree).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Saved Payment Methods', includeHidden: true }),
  ).toBeAttached();
  await expect(page.getByText(PAYMENT_ALERT)).toBeVisible();

  // Billing pages open the billing customer form while the store has no customer at the provider.
  const dialog = page.getByRole('dialog', { name: 'Connect a payment method' });
  const list = page.getByRole('list', { name: 'Saved payment methods' });
  await dialog.getByLabel('First Name').fill('Nena');
  await dialog.getByLabel('Last Name').fill('Santos');
  await dialog.getByLabel('Email').fill(' nena@example.ph');
  await dialog.getByLabel('Mobile Number').fill('09171234567');
  await dialog.getByRole('button', { name: 'Save billing details' }).click();
  await expect(
    dialog.getByText(
      'Invalid input. Please make sure that there are no whitespaces before or after the email addresses provided',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Email').fill('nena@example.ph');
  await dialog.getByRole('button', { name: 'Save billing details' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No saved payment methods yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add payment method' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Payment Method' })).toBeVisible();
  await page.getByRole('radio', { name: 'E-wallet' }).check();
  await page.getByRole('radio', { name: 'GCash' }).check();
  await snap(page, testInfo, 'payment-method-add');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  // The sandbox provider's page: authorize, and it calls our callback before sending the merchant back.
  await expect(page.getByRole('heading', { name: 'Authorize GCash' })).toBeVisible();
  await expect(page).toHaveURL(/\/sandbox\/payments\/pm-/);
  await page.getByRole('button', { name: 'Authorize' }).click();

  await expect(page).toHaveURL(/\/payment-preferences\/create\?paymentMethod=.+&result=success$/);
  await expect(
    page.getByText('Your payment method is connected and set as default for billing.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back to saved payment methods' }).click();

  const gcash = list.getByRole('listitem').filter({ hasText: 'GCash · E-wallet' });
  await expect(gcash).toHaveCount(1);
  await expect(gcash.getByText('Default', { exact: true })).toBeVisible();
  await expect(gcash.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(PAYMENT_ALERT)).toBeHidden();
  await expectNoHorizontalScroll(page);
  await snap(page, testInfo, 'payment-methods-saved');
});

import { openDemoStore } from '../pages/demo.ts';
import { PHONE } from '../pages/projects.ts';
import { SLIP_PNG, Storefront } from '../pages/Storefront.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { type APIRequestContext, expect, test } from '../pages/test.ts';

/** A GraphQL call as the signed-in demo merchant (also an operator in demo mode). */
async function gql(request: APIRequestContext, token: string, query: string, variables = {}) {
  const res = await request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query, variables },
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

/** The demo store passes KYC (submitted, then verified by the operator): online payment comes on. */
async function verifyDemoKyc(request: APIRequestContext, appUuid: string) {
  const signedIn = (await gql(
    request,
    '',
    'mutation($input: SignInInput!) { signIn(input: $input) { token } }',
    { input: { email: 'demo@suki.ph', password: 'Demo@1234', userType: 'client' } },
  )) as { signIn: { token: string } };
  const token = signedIn.signIn.token;
  // Both projects (desktop, phone) run against one server: verified once is enough.
  const kyc = (await gql(request, token, 'query($a: ID!) { kycVerification(appUuid: $a) { status } }', {
    a: appUuid,
  })) as { kycVerification: { status: string } };
  if (kyc.kycVerification.status === 'verified') return;
  const photo = async (name: string) => {
    const res = await request.post(`/uploads/photos?appUuid=${appUuid}`, {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-file-name': name },
      data: Buffer.from(SLIP_PNG, 'base64'),
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { uuid: string }).uuid;
  };
  await gql(request, token, 'mutation($input: KycSubmitInput!) { kycSubmit(input: $input) { status } }', {
    input: {
      appUuid,
      businessType: 'individual',
      businessName: 'Suki Demo Store',
      businessAddress: '12 Mabini St, Quezon City',
      firstName: 'Nena',
      lastName: 'Cruz',
      mobileNumber: '+639171234567',
      tin: '123-456-789',
      idType: 'philsys',
      idPhotoUuid: await photo('id.png'),
      selfiePhotoUuid: await photo('selfie.png'),
    },
  });
  await gql(request, token, 'mutation($input: KycReviewInput!) { kycReview(input: $input) { status } }', {
    input: { appUuid, approve: true },
  });
}

test.describe('paying online', { tag: PHONE }, () => {
  test('a customer pays by GCash through the sandbox, fails once, tries again and sees the order paid', async ({
    page,
    browser,
  }, info) => {
    const uuid = await openDemoStore(page);
    await verifyDemoKyc(page.request, uuid);

    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    const store = new Storefront(shopper, uuid);
    await store.addToCart('Kare-Kare Family Tray');
    await shopper.goto(`/store/${uuid}/checkout`);
    await shopper.getByRole('textbox', { name: /Name/ }).fill('Liza Reyes');
    await shopper.getByRole('textbox', { name: /Mobile Number/ }).fill('09171234567');
    await shopper.getByRole('radio', { name: /Store pickup/ }).check();
    const payment = shopper.getByRole('radiogroup', { name: 'Payment' });
    await expect(payment.getByRole('radio', { name: 'Maya' })).toBeVisible();
    await expect(payment.getByRole('radio', { name: 'Credit or debit card' })).toBeVisible();
    await payment.getByRole('radio', { name: 'GCash' }).check();
    await expect(payment).toHaveAccessibleDescription(/then you pay on the payment provider's page/);
    await expectNoHorizontalScroll(shopper);
    await shopper.getByRole('button', { name: 'Place order' }).click();

    // The sandbox provider's own page: fail first.
    await expect(shopper.getByRole('heading', { name: /^Pay ₱[\d,.]+ by GCash$/ })).toBeVisible();
    await shopper.getByRole('button', { name: 'Fail' }).click();
    await expect(
      shopper.getByRole('heading', { name: /^Payment for order \d{6}-[0-9A-Z]{6}$/ }),
    ).toBeVisible();
    await expect(shopper.getByText('Your payment did not go through')).toBeVisible();
    await expect(shopper.getByText(/The payment was cancelled or not authorized\./)).toBeVisible();
    await snap(shopper, info, 'storefront-pay-failed');

    // Try again: a new attempt on the provider's page, paid this time.
    await shopper.getByRole('button', { name: 'Try again' }).click();
    await expect(shopper.getByRole('heading', { name: /^Pay ₱[\d,.]+ by GCash$/ })).toBeVisible();
    await shopper.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(shopper.getByText('Payment received. Thank you!')).toBeVisible();
    await expectNoHorizontalScroll(shopper);
    await snap(shopper, info, 'storefront-pay-paid');

    await shopper.getByRole('link', { name: 'Track my order' }).click();
    await shopper.getByRole('textbox', { name: /Mobile Number/ }).fill('09171234567');
    await shopper.getByRole('button', { name: 'Show my order' }).click();
    await expect(shopper.getByText('Payment: Paid')).toBeVisible();
    await shopper.context().close();
  });
});

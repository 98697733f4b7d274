import { AccountSecurityDialog } from '../pages/AccountSecurityDialog.ts';
import { seriousFindings } from '../pages/axe.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { mailedLink, uniqueEmail } from '../pages/mail.ts';
import { PHONE } from '../pages/projects.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

const PASSWORD = 'Tindahan#2026';

/*
 * A merchant who has never seen Suki: signs up, confirms, and walks the four guided-setup steps
 * against the fake Meta and the sandbox payment provider, resuming where they left off after a reload.
 */
test(
  'a new merchant walks the guided setup: bundle, Facebook page, look, payment method, launch',
  { tag: PHONE },
  async ({ page, browser }, info) => {
    const email = uniqueEmail('setup', info.project.name);
    const signUp = await page.request.post('/graphql', {
      data: {
        query: 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }',
        variables: { i: { email, password: PASSWORD, firstName: 'Nena', lastName: 'Santos' } },
      },
    });
    expect(signUp.ok()).toBe(true);
    await page.goto(await mailedLink(page.request, email, /\/email-confirmation\//));
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(email, PASSWORD);
    // No store yet: a new account lands in the guided setup.
    await expect(page).toHaveURL(/\/diy\/choose-service-bundle$/);
    await expect(page.getByText('Guided setup · Step 1 of 4')).toBeVisible();
    await page.getByRole('button', { name: 'Create store and continue' }).click();
    await expect(page.getByText('Store Name is required')).toBeVisible();
    await expect(page.getByText('Please select Service Bundle')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-1-bundle');
    const name = `Kakanin ni Nena ${info.project.name}`;
    await page.getByLabel('Store Name').fill(name);
    await page.getByRole('radio', { name: 'Ecommerce B2C' }).check();
    await page.getByRole('button', { name: 'Create store and continue' }).click();

    // Step 2: the page, through the fake Meta's login.
    await expect(page).toHaveURL(/\/diy\/ecommerce-b2c-bundle\/apps\/[^/]+\/connect-your-facebook$/);
    const appUuid = /\/apps\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    await page.getByRole('button', { name: 'Connect Facebook page' }).click();
    await page.getByRole('link', { name: 'Continue as Demo Merchant' }).click();
    const picker = page.getByRole('list', { name: "Pick your store's page" });
    await picker.getByRole('button', { name: 'Connect Demo Merchant Shop' }).click();
    await expect(page.getByRole('heading', { name: 'Demo Merchant Shop' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-2-facebook');

    // A reload, or coming back later, resumes at the first step not done.
    await page.goto(`/diy/${appUuid}/step-redirecter`);
    await expect(page).toHaveURL(/\/pages\/[^/]+\/customize-mini-app$/);

    // Step 3: the look, previewed live; what is typed survives a reload.
    await page.getByLabel('Welcome Text').fill('Mabuhay! Fresh kakanin daily.');
    await page.getByLabel('Brand Colour').fill('#FFEB3B');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText(/Brand Colour is too light/)).toBeVisible();
    await page.getByLabel('Brand Colour').fill('#7B1FA2');
    await page.reload();
    await expect(page.getByLabel('Welcome Text')).toHaveValue('Mabuhay! Fresh kakanin daily.');
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByText('Mabuhay! Fresh kakanin daily.')).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-3-preview');
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 4: a payment method on the sandbox provider.
    await expect(page).toHaveURL(/\/connect-payment-method$/);
    await page.getByLabel('First Name').fill('Nena');
    await page.getByLabel('Last Name').fill('Santos');
    await page.getByLabel('Email').fill('nena@example.ph');
    await page.getByLabel('Mobile Number').fill('09171234567');
    await page.getByRole('button', { name: 'Save billing details' }).click();
    await page.getByRole('radio', { name: 'E-wallet' }).check();
    await page.getByRole('radio', { name: 'GCash' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Authorize GCash' })).toBeVisible();
    await page.getByRole('button', { name: 'Authorize' }).click();
    await expect(page).toHaveURL(/\/connect-payment-method\?paymentMethod=.+&result=success$/);
    await expect(
      page.getByText('Your payment method is connected and set as default for billing.'),
    ).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-4-payment');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/apps/ecommerce-b2c/${appUuid}/`));

    // Every step done: the redirecter opens the store.
    await page.goto(`/diy/${appUuid}/step-redirecter`);
    await expect(page).toHaveURL(new RegExp(`/apps/ecommerce-b2c/${appUuid}/`));

    // The missing profile details are asked for once, and can wait: the dashboard's checklist keeps
    // them, with everything else the store still needs. Nothing else opens by itself meanwhile.
    const profile = new AccountSecurityDialog(page).dialog;
    await profile.getByRole('button', { name: 'Later' }).click();
    await expect(profile).toBeHidden();
    await page.goto(`/apps/ecommerce-b2c/${appUuid}/overview`);
    const checklist = page.getByRole('region', { name: 'Get your store ready' });
    await expect(checklist.getByRole('link', { name: 'Complete profile' })).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Add a product' })).toBeVisible();
    await expect(checklist.getByRole('link', { name: 'Connect page' })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Add payment method' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-checklist');

    // Launch from the checklist: with a page and a default payment method, the terms are all it waits for.
    await checklist.getByRole('button', { name: 'Launch' }).click();
    const dialog = page.getByRole('dialog', { name: `Launch ${name}` });
    const launch = dialog.getByRole('button', { name: 'Launch' });
    await expect(launch).toHaveAttribute('aria-disabled', 'true');
    await dialog.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }).check();
    await expect(launch).not.toHaveAttribute('aria-disabled', 'true');
    await launch.click();
    await expect(page).toHaveURL(new RegExp(`/apps/ecommerce-b2c/${appUuid}/mini-app-launched-success$`));
    expect(await seriousFindings(page)).toEqual([]);
    await snap(page, info, 'setup-launched');

    // A customer now finds the store open, wearing its look.
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    await shopper.goto(`/store/${appUuid}`);
    await expect(shopper.getByText('Mabuhay! Fresh kakanin daily.')).toBeVisible();
    await expect(shopper.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
    await expect(shopper.getByText(/not taking orders|not open yet/i)).toHaveCount(0);
    await shopper.context().close();
  },
);

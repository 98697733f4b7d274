import { AccountSecurityDialog } from '../pages/AccountSecurityDialog.ts';
import { AppsPage } from '../pages/AppsPage.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { mailedLink, uniqueEmail } from '../pages/mail.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

const PASSWORD = 'Tindahan#2026';

test('a new merchant signs up, confirms from the mailbox, signs in and completes the profile dialog', async ({
  page,
}, info) => {
  const email = uniqueEmail('owner', info.project.name);
  await page.goto('/login/client?mode=signup');
  await page.getByLabel('First Name').fill('Liza');
  await page.getByLabel('Last Name').fill('Soberano');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByLabel('Confirm Password', { exact: true }).click();
  // The client words it as the server does (document 3 §5).
  await expect(page.getByText('Password should not below 8 characters', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await snap(page, info, 'signup-check-email');

  // Signing in before confirming is refused with a reason.
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page.getByText('Please confirm your email address first. We sent you a link.')).toBeVisible();

  // The developer mailbox shows the mail; its link confirms the account.
  await page.goto('/dev/mailbox');
  await expect(page.getByText('Developer mailbox')).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await snap(page, info, 'mailbox');
  await page.goto(await mailedLink(page.request, email, /\/email-confirmation\//));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();

  await login.open();
  await login.signIn(email, PASSWORD);
  // No store yet: the new account lands in the guided setup, where no prompt gets in the way.
  await expect(page).toHaveURL(/\/diy\/choose-service-bundle$/);
  await page.getByLabel('Store Name').fill(`Tindahan ${info.project.name}`);
  await page.getByRole('radio', { name: 'Ecommerce B2C' }).check();
  await page.getByRole('button', { name: 'Create store and continue' }).click();
  await expect(page).toHaveURL(/\/connect-your-facebook$/);
  // In the console proper, the missing profile details are asked for (once).
  await page.goto('/apps');
  const security = new AccountSecurityDialog(page);
  await expect(security.dialog).toBeVisible();
  await snap(page, info, 'complete-profile');
  await security.complete(uniqueEmail('biz', info.project.name));
  await expect(page.getByText(/Complete your account setup: Verify email/)).toBeVisible();
  await snap(page, info, 'profile-complete-banner');
});

test('five wrong passwords lock the account; the mailed link unlocks it', async ({ page }, info) => {
  const email = uniqueEmail('locked', info.project.name);
  const signUp = await page.request.post('/graphql', {
    data: {
      query: 'mutation($i: SignUpInput!) { signUp(input: $i) { email } }',
      variables: { i: { email, password: PASSWORD, firstName: 'Lock', lastName: 'Smith' } },
    },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto(await mailedLink(page.request, email, /\/email-confirmation\//));
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();

  const login = new LoginPage(page);
  await login.open();
  for (let i = 0; i < 4; i++) {
    await login.signIn(email, `Wrong#${i}pass`);
    await expect(page.getByText('Incorrect email or password').first()).toBeVisible();
  }
  await login.signIn(email, 'Wrong#4pass');
  await expect(
    page.getByText(
      'Your account is locked after too many failed attempts. We emailed you a link to unlock it.',
    ),
  ).toBeVisible();
  await login.signIn(email, PASSWORD); // even the right password while locked
  await expect(page.getByText(/Your account is locked/)).toBeVisible();
  await snap(page, info, 'locked');

  await page.goto(await mailedLink(page.request, email, /\/unlock-account\//));
  await expect(page.getByText('Your account is unlocked. You can sign in again.')).toBeVisible();
  await login.open();
  await login.signIn(email, PASSWORD);
  await expect(page).toHaveURL(/\/diy\/choose-service-bundle$/);
});

test('the owner invites a store manager from Manage Access, who signs up and signs in', async ({
  page,
}, info) => {
  const invitee = uniqueEmail('manager', info.project.name);
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const apps = new AppsPage(page);
  await apps.expectShown();
  await apps.open('Suki Demo Store');
  await expect(page).toHaveURL(/\/overview$/);
  const base = new URL(page.url()).pathname.replace(/\/overview$/, '');

  await page.goto(`${base}/settings/members`);
  await expect(page.getByText('demo@suki.ph').first()).toBeVisible();
  await page.getByRole('link', { name: 'Invite member' }).click();
  await page.getByLabel('Email').fill(invitee);
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Store Manager' }).click();
  await snap(page, info, 'invite-member');
  await page
    .getByRole('form', { name: 'Invite member' })
    .getByRole('button', { name: 'Send invitation' })
    .click();
  await expect(page.getByText('Invitation Successfully created!')).toBeVisible();
  await expect(page.getByText(invitee).first()).toBeVisible();
  await snap(page, info, 'members');

  // The invitee follows the link in a fresh session.
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByText('Logout').click();
  await expect(page).toHaveURL(/\/login\/client/);
  await page.goto(await mailedLink(page.request, invitee, /\/store-manager\/signup\//));
  await expect(page.getByText(/invited you to Suki Demo Store/)).toBeVisible();
  await page.getByLabel('First Name').fill('Mila');
  await page.getByLabel('Last Name').fill('Reyes');
  await page.getByLabel('Password', { exact: true }).fill('Manager#2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('Manager#2026');
  await page.getByRole('button', { name: 'Create account and accept' }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await new AccountSecurityDialog(page).complete(uniqueEmail('mila', info.project.name));
  await expect(page.getByText('Suki Demo Store')).toBeVisible();

  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByText('Logout').click();
  // Signed out for good before going on: a page loaded while the session is still being ended would
  // start with its token, and be sent to the sign-in page when the server refuses it.
  await expect(page).toHaveURL(/\/login\//);
  await page.goto('/store-manager/signin');
  await page.getByLabel('Email').fill(invitee);
  await page.getByLabel('Password', { exact: true }).fill('Manager#2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/apps$/);
  await expect(page.getByText('Suki Demo Store')).toBeVisible();
});

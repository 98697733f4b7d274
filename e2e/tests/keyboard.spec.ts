import { markRemindersSeen } from '../pages/AppsPage.ts';
import { chooseRadio, expectFocusRing, focused, tabTo } from '../pages/keyboard.ts';
import { DEMO } from '../pages/LoginPage.ts';
import { snap } from '../pages/screenshots.ts';
import { expect, test } from '../pages/test.ts';

/**
 * The keyboard alone, no mouse or touch: the merchant signs in and opens the store; a shopper buys
 * from it. Each page change leaves focus on the new page's heading, every control shows its focus
 * ring, and a checkout error takes focus and says what is wrong.
 */
test('a keyboard-only merchant signs in and launches the store; a keyboard-only shopper places an order', async ({
  page,
  context,
}, info) => {
  test.setTimeout(120_000);
  await page.goto('/login/client');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();

  // The skip link comes first and leads past everything before the form.
  await page.keyboard.press('Tab');
  await expect(focused(page)).toHaveText('Skip to main content');
  await expect(focused(page)).toBeInViewport();
  await tabTo(page, email);
  await page.keyboard.type(DEMO.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }));
  await expectFocusRing(page);
  await snap(page, info, 'keyboard-sign-in-focus');
  await page.keyboard.press('Enter');

  // Signed in: focus is on the new page's heading, not on <body>.
  const heading = page.getByRole('heading', { level: 1, name: 'My In-App Stores' });
  await expect(heading).toBeFocused();
  const open = page.getByRole('link', { name: 'Open Suki Demo Store' });
  const appUuid = /\/apps\/[^/]+\/([0-9a-f-]{36})/.exec((await open.getAttribute('href')) ?? '')?.[1] ?? '';
  // Today's order reminders count as seen this morning (they would stand in front of the store).
  await page.evaluate(markRemindersSeen, appUuid);
  await tabTo(page, open);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeFocused();

  // A launched store: View store opens it in a new tab.
  await tabTo(page, page.getByRole('link', { name: /^View store/ }), { back: true });
  await expectFocusRing(page);
  const [shop] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(shop).toHaveURL(new RegExp(`/store/${appUuid}$`));

  // The shopper: the skip link, then a product card.
  const card = shop.getByRole('link', { name: /Kare-Kare Family Tray/ }).first();
  await expect(card).toBeVisible();
  await shop.keyboard.press('Tab');
  await expect(focused(shop)).toHaveText('Skip to main content');
  const all = shop.getByRole('button', { name: 'All', exact: true });
  await tabTo(shop, all);
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  await expectFocusRing(shop);
  await tabTo(shop, card);
  await expectFocusRing(shop);
  await snap(shop, info, 'keyboard-store-card-focus');
  await shop.keyboard.press('Enter');
  await expect(shop.getByRole('heading', { level: 1, name: 'Kare-Kare Family Tray' })).toBeFocused();

  await tabTo(shop, shop.getByRole('button', { name: 'Add to cart' }));
  await expectFocusRing(shop);
  await shop.keyboard.press('Enter');
  const viewCart = shop.getByRole('link', { name: 'View cart' });
  await tabTo(shop, viewCart);
  await shop.keyboard.press('Enter');
  await expect(shop.getByRole('heading', { level: 1, name: 'Cart' })).toBeFocused();

  await tabTo(shop, shop.getByRole('link', { name: 'Checkout' }));
  await shop.keyboard.press('Enter');
  await expect(shop.getByRole('heading', { level: 1, name: 'Checkout' })).toBeFocused();

  // Placing the order with nothing filled in: the first error takes focus and is its description.
  const place = shop.getByRole('button', { name: 'Place order' });
  await tabTo(shop, place);
  await expectFocusRing(shop);
  await shop.keyboard.press('Enter');
  const name = shop.getByRole('textbox', { name: /Name/ });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Name is required');
  await expect(shop.getByRole('radiogroup', { name: 'Payment' })).toHaveAccessibleDescription(
    'Please select a payment method',
  );
  await snap(shop, info, 'keyboard-checkout-errors');

  await shop.keyboard.type('Ana Cruz');
  await shop.keyboard.press('Tab');
  await expect(shop.getByRole('textbox', { name: /Mobile Number/ })).toBeFocused();
  await shop.keyboard.type('09171234567');
  const shipping = shop.getByRole('radiogroup', { name: 'Delivery or pickup' });
  await tabTo(shop, shipping.getByRole('radio').first());
  await expectFocusRing(shop);
  await chooseRadio(shop, shipping, /Store pickup/);
  const payment = shop.getByRole('radiogroup', { name: 'Payment' });
  await tabTo(shop, payment.getByRole('radio', { checked: false }).first());
  await chooseRadio(shop, payment, /Cash on delivery/);
  await expect(payment).toHaveAttribute('aria-invalid', 'false');
  await tabTo(shop, place);
  await shop.keyboard.press('Enter');

  const thanks = shop.getByRole('heading', { level: 1, name: 'Thank you for your order!' });
  await expect(thanks).toBeFocused();
  const txn = (await shop.getByLabel('Transaction number').textContent()) ?? '';
  expect(txn).toMatch(/^\d{6}-[0-9A-Z]{6}$/);

  // The order's status, by its mobile number.
  await tabTo(shop, shop.getByRole('link', { name: 'Track my order' }));
  await shop.keyboard.press('Enter');
  await expect(shop.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(shop, shop.getByRole('textbox', { name: /Mobile Number/ }));
  await shop.keyboard.type('09171234567');
  await shop.keyboard.press('Enter');
  await expect(shop.getByText('Payment: Pending')).toBeVisible();
  await snap(shop, info, 'keyboard-order-status');
});

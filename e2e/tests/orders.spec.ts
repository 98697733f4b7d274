import { openDemoStore } from '../pages/demo.ts';
import { Storefront } from '../pages/Storefront.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, test } from '../pages/test.ts';

const MOBILE = '0917 555 0142';

/** Closes the order reminders the demo merchant meets on entering the store; answers their titles. */
async function closeReminders(page: Page): Promise<string[]> {
  const seen: string[] = [];
  // Today's advance orders are a notice above the page; the pending-orders reminder is a dialog.
  const advance = page.getByRole('status', { name: 'Advance orders for today' });
  const pending = page.getByRole('dialog', { name: 'Pending orders' });
  await expect(advance.or(pending)).toBeVisible();
  // On the 1st and the 7th of the month the pending-orders reminder comes first.
  if (await pending.isVisible()) {
    seen.push('Pending orders');
    await pending.getByRole('button', { name: 'Later' }).click();
  }
  await expect(advance).toBeVisible();
  seen.push('Advance orders for today');
  await expect(advance.getByRole('link', { name: /^\d{6}-[0-9A-Z]{6}$/ })).toHaveCount(2);
  await advance.getByRole('button', { name: 'Dismiss' }).click();
  await expect(advance).toBeHidden();
  return seen;
}

test('a shopper orders two variants with a deposit slip; the merchant opens it from the live notification and runs it to completion', async ({
  page,
  browser,
}, info) => {
  const appUuid = await openDemoStore(page, { reminders: true });
  expect(await closeReminders(page)).toContain('Advance orders for today');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const drawer = page.locator('.MuiDrawer-paper[aria-label="Notifications"]');
  await expect(drawer.getByRole('listitem').first()).toBeVisible();

  // The shopper, on a phone-sized screen of their own: two sizes of one product, a bank transfer slip.
  const shopperContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const store = new Storefront(await shopperContext.newPage(), appUuid);
  await store.addToCart('Dried Mangoes', ['200 g']);
  await store.addToCart('Dried Mangoes', ['500 g']);
  await store.page.goto(`/store/${appUuid}/cart`);
  await expect(store.page.getByRole('button', { name: /^Remove Dried Mangoes/ })).toHaveCount(2);
  const txn = await store.checkout({
    name: 'Rosa Dimaculangan',
    mobile: MOBILE,
    shipping: /Store pickup/,
    payment: 'Bank transfer',
    depositSlip: true,
  });
  await snap(store.page, info, 'orders-storefront-confirmation');

  // The merchant's drawer shows it live; the notification opens the order (?txn=).
  const notice = drawer.getByRole('button', { name: `New order ${txn} from Rosa Dimaculangan` });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/orders/history\\?txn=${txn}$`));
  await expect(page.getByRole('heading', { name: `Order ${txn}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Deposit slip sent by the customer' })).toBeVisible();
  await expect(page.getByText('Dried Mangoes').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await snap(page, info, 'orders-details-slip');

  const statusOnStore = async (order: string, payment: string) => {
    await store.showOrder(txn, MOBILE);
    await expect(store.page.getByText(`Order: ${order}`)).toBeVisible();
    await expect(store.page.getByText(`Payment: ${payment}`)).toBeVisible();
  };
  await statusOnStore('Pending', 'For Confirmation');

  const move = async (action: string) => {
    await page.getByRole('button', { name: action }).click();
    await expect(page.getByText('Order Successfully updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: action })).toBeHidden();
  };
  await move('Confirm payment');
  await statusOnStore('Pending', 'Paid');
  await move('Confirm for delivery');
  await statusOnStore('For Delivery', 'Paid');
  await move('Mark as completed');
  await statusOnStore('Completed', 'Paid');
  await expect(store.page.getByText('Completed').first()).toBeVisible();
  await snap(store.page, info, 'orders-storefront-completed');
  await expect(page.getByRole('button', { name: 'Refund order' })).toBeVisible();
  await snap(page, info, 'orders-details-completed');
  await shopperContext.close();
});

import { openDemoStore } from '../pages/demo.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Locator, type Page, test } from '../pages/test.ts';

/** GraphQL as the signed-in merchant of `page` (the console's stored session). */
async function asMerchant<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
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

interface DemoBilling {
  fetchAppByUuid: { billingPaymentStatus: { label: string; totalBalance: number } };
  billings: { edges: { node: { uuid: string; referenceNumber: string; status: string } }[] };
}

/** Document 3 §2 and §9: "Total Balance: ₱ amount", 2 decimals, comma thousands. */
const totalBalance = (centavos: number): string =>
  `Total Balance: ₱ ${(centavos / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The chip of a status word inside `scope`. */
const chip = (scope: Locator, label: string): Locator =>
  scope.locator('.MuiChip-root').filter({ hasText: new RegExp(`^${label}$`) });

test.describe('billing', () => {
  test('the billing widget shows what the demo store owes and opens the Billing Manager, its bills and a printable invoice', async ({
    page,
  }, info) => {
    const phone = info.project.name === 'phone';
    const appUuid = await openDemoStore(page);
    const demo = await asMerchant<DemoBilling>(
      page,
      `query($a: ID!) {
        fetchAppByUuid(appUuid: $a) { billingPaymentStatus { label totalBalance } }
        billings(appUuid: $a, first: 20) { edges { node { uuid referenceNumber status } } }
      }`,
      { a: appUuid },
    );
    const { label, totalBalance: owed } = demo.fetchAppByUuid.billingPaymentStatus;
    const bills = demo.billings.edges.map((e) => e.node);
    // The seed: a paid bill and the current one waiting for payment (server/src/seed/billing.ts).
    expect(label).toBe('For Payment');
    expect(owed).toBeGreaterThan(0);
    expect(bills.map((b) => b.status).sort()).toEqual(['for_payment', 'paid']);

    // On a phone the widget is in the side menu, opened from the top bar.
    if (phone) await page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = page.getByRole('navigation', { name: 'App navigation' });
    const widget = nav.getByRole('region', { name: 'Billing status' });
    await expect(widget).toBeVisible();
    await expect(widget.getByText('Current billing')).toBeVisible();
    await expect(chip(widget, 'For Billing')).toBeVisible();
    await expect(widget.getByText('Previous billing')).toBeVisible();
    const previous = chip(widget, 'For Payment');
    await expect(previous).toBeVisible();
    // Red for an outstanding balance: the theme's error red (#C62828) under white text.
    await expect(previous).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    // The total counts up over 2000 ms and settles on what the store owes.
    await expect(widget.locator('span[aria-hidden="true"]')).toHaveText(totalBalance(owed));
    await expect(widget.getByRole('link')).toHaveAccessibleName(new RegExp(escaped(totalBalance(owed))));
    await snap(page, info, 'billing-widget', { fullPage: false });
    await expectNoHorizontalScroll(page);

    // The widget opens the Billing Manager (closing the phone's menu), which lists every bill.
    await widget.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/apps/ecommerce-b2c/${appUuid}/billing$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Manager' })).toBeVisible();
    if (phone) await expect(nav).toBeHidden();
    const main = page.getByRole('main');
    const summary = main.getByRole('region', { name: 'Billing summary' });
    await expect(summary.getByText(totalBalance(owed), { exact: true })).toBeVisible();
    // The same words wear the same colour as in the widget.
    await expect(chip(summary, 'For Payment')).toHaveCSS('background-color', 'rgb(198, 40, 40)');
    const list = phone
      ? main.getByRole('list', { name: 'Bills' })
      : main.getByRole('table', { name: 'Bills' });
    for (const bill of bills)
      await expect(list.getByRole('link', { name: bill.referenceNumber })).toBeVisible();
    await snap(page, info, 'billing-manager');
    await expectNoHorizontalScroll(page);

    // The bill waiting for payment: its invoice with the reference number, ready to print.
    const waiting = bills.find((b) => b.status === 'for_payment');
    if (!waiting) throw new Error('the demo store has no bill waiting for payment');
    await list.getByRole('link', { name: waiting.referenceNumber }).click();
    await expect(page).toHaveURL(new RegExp(`/billing/${waiting.uuid}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: `Bill ${waiting.referenceNumber}` }),
    ).toBeVisible();
    const invoice = page.getByRole('article', { name: `Bill ${waiting.referenceNumber}` });
    await expect(invoice).toBeVisible();
    await expect(invoice.getByText('Amount due')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await snap(page, info, 'billing-invoice');
    await expectNoHorizontalScroll(page);

    // Printed, the invoice stays; its buttons, the top bar and the menu (with the widget) go.
    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Billing status' })).toBeHidden();
    await snap(page, info, 'billing-invoice-print');
    await page.emulateMedia({ media: 'screen' });
  });
});

import { AxeReport, settled } from '../pages/axe.ts';
import { openDemoStore } from '../pages/demo.ts';
import { PHONE } from '../pages/projects.ts';
import { Storefront } from '../pages/Storefront.ts';
import { type BuiltScreen, builtScreens, screenUrl } from '../pages/screens.ts';
import { expect, type Page, test } from '../pages/test.ts';

/**
 * axe-core (WCAG 2.0/2.1 A and AA) on every built screen of the console as the demo merchant sees
 * it (the list comes from the web's manifest and screen registry, so a new screen is checked without
 * being added here), the public screens, and the storefront's pages, at both widths (the desktop and
 * phone projects). Any serious or critical violation fails.
 */

const DEMO_BUNDLE = 'ecommerce-b2c';
/** The console's top bar and permanent side menu. */
const SHELL = ['header.MuiAppBar-root', '.MuiDrawer-docked'] as const;

/** Records behind `:uuid` params, by the path segment that names their collection. */
const COLLECTIONS: Record<string, string> = {
  products: 'products',
  categories: 'categories',
  'add-ons': 'addOns',
  'delivery-areas': 'deliveryAreas',
  'shipping-methods': 'shippingMethods',
  'payment-preferences': 'fetchPaymentMethods',
  billing: 'billings',
  promos: 'promotions',
  'cart-promos': 'promotions',
  'automatic-discounts': 'promotions',
  'store-announcement-manager': 'storeAnnouncements',
  'affiliate-automation': 'commentReplyRules',
};
/** Collections read as a plain list (a store's few saved payment methods), not a connection. */
const LISTS: ReadonlySet<string> = new Set(['fetchPaymentMethods', 'commentReplyRules']);

async function graphql<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
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

type Nodes<K extends string, N> = Record<K, { edges: { node: N }[] }>;

/** The uuid of a demo record for each collection a screen's path names before its `:uuid`. */
async function recordUuids(
  page: Page,
  appUuid: string,
  screens: BuiltScreen[],
): Promise<Map<string, string>> {
  const uuids = new Map<string, string>();
  // The demo store starts without comment auto-reply rules: one for the rule's edit screen.
  if (screens.some((s) => s.path.includes('affiliate-automation/:uuid'))) {
    const { commentReplyRules } = await graphql<{ commentReplyRules: { uuid: string }[] }>(
      page,
      'query($a: ID!) { commentReplyRules(appUuid: $a) { uuid } }',
      { a: appUuid },
    );
    if (commentReplyRules.length === 0)
      await graphql(
        page,
        'mutation($a: ID!, $i: CommentReplyRuleInput!) { commentReplyRuleCreate(appUuid: $a, input: $i) { uuid } }',
        {
          a: appUuid,
          i: { name: 'Price questions', keywords: ['magkano'], publicReply: 'Check your inbox!' },
        },
      );
  }
  for (const screen of screens.filter((s) => s.params.includes('uuid'))) {
    const segments = screen.path.split('/');
    const before = segments.slice(0, segments.indexOf(':uuid')).reverse();
    const collection = before.find((segment) => Object.hasOwn(COLLECTIONS, segment));
    if (collection === undefined)
      throw new Error(`${screen.name} (${screen.path}): add its collection to COLLECTIONS in a11y.spec.ts`);
    const field = COLLECTIONS[collection] ?? '';
    if (uuids.has(collection)) continue;
    const uuid = LISTS.has(field)
      ? (
          await graphql<Record<string, { uuid: string }[]>>(
            page,
            `query($a: ID!) { ${field}(appUuid: $a) { uuid } }`,
            {
              a: appUuid,
            },
          )
        )[field]?.[0]?.uuid
      : (
          await graphql<Nodes<string, { uuid: string }>>(
            page,
            `query($a: ID!) { ${field}(appUuid: $a, first: 1) { edges { node { uuid } } } }`,
            { a: appUuid },
          )
        )[field]?.edges[0]?.node.uuid;
    if (uuid === undefined) throw new Error(`the demo store has no ${collection} for ${screen.name}`);
    uuids.set(collection, uuid);
  }
  // A referral link's details (:referralLinkUuid): one of the demo store's links.
  if (screens.some((s) => s.params.includes('referralLinkUuid'))) {
    const { referralLinks } = await graphql<{ referralLinks: { uuid: string }[] }>(
      page,
      'query($a: ID!) { referralLinks(appUuid: $a, target: STORE) { uuid } }',
      { a: appUuid },
    );
    const uuid = referralLinks[0]?.uuid;
    if (uuid === undefined) throw new Error('the demo store has no referral link');
    uuids.set('referral-link', uuid);
  }
  return uuids;
}

function paramValue(appUuid: string, uuids: Map<string, string>) {
  return (param: string, screen: BuiltScreen): string => {
    if (param === 'appUUID' || param === 'appUuid') return appUuid;
    // Guided setup: the bundle's key stands for its uuid; customize-mini-app needs the store's page.
    if (param === 'serviceBundleUuid') return 'ecommerce-b2c-bundle';
    if (param === 'pageUuid' && uuids.has('page')) return uuids.get('page') ?? '';
    if (param === 'userType') return 'client';
    if (param === 'referralLinkUuid' && uuids.has('referral-link')) return uuids.get('referral-link') ?? '';
    // Where an edit screen goes back to (edit-payment-method's :from).
    if (param === 'from') return 'saved-payment-methods';
    // An emailed link's token: a made-up one shows the page's refusal, which is checked too.
    if (/Token$/.test(param)) return 'a11y-check-token';
    if (param === 'uuid') {
      const segments = screen.path.split('/').slice(0, screen.path.split('/').indexOf(':uuid')).reverse();
      const collection = segments.find((s) => uuids.has(s));
      if (collection !== undefined) return uuids.get(collection) ?? '';
    }
    throw new Error(`${screen.name} (${screen.path}): no value for :${param}`);
  };
}

/**
 * At 390 px the walk checks the first screen of each section (orders, catalog, billing…): what changes
 * at phone width is the section's layout and the shell around it, which every screen of a section
 * shares; every screen is checked at 1280 px. The public pages and the drawers are checked at both.
 */
function onePerSection(screens: readonly BuiltScreen[]): BuiltScreen[] {
  const seen = new Set<string>();
  return screens.filter((s) => {
    const parts = s.path.split('/').filter(Boolean);
    const section =
      parts[0] === 'apps' && parts.length > 3 ? parts.slice(0, 4).join('/') : parts.slice(0, 2).join('/');
    if (seen.has(section)) return false;
    seen.add(section);
    return true;
  });
}

/** A client-side navigation (history + popstate: React Router's own way), without reloading the app. */
async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await page.waitForURL((u) => `${u.pathname}${u.search}` === url);
}

test.describe('accessibility', { tag: PHONE }, () => {
  test('every built console screen, signed out and as the demo merchant, has no serious or critical axe violation', async ({
    page,
  }, info) => {
    test.setTimeout(360_000);
    const screens = await builtScreens(DEMO_BUNDLE);
    const report = new AxeReport(page, info);

    // Signed out: sign-in, the emailed-link pages (with a made-up token), 404.
    const signedOut = paramValue('', new Map());
    for (const screen of screens.filter((s) => s.public)) {
      await page.goto(screenUrl(screen, signedOut));
      await settled(page, screen.title);
      await report.check(screen.name);
    }
    // The sign-in page's other modes, and the developer mailbox it links to in demo mode.
    for (const url of ['/login/client?mode=signup', '/login/client?mode=forgot', '/dev/mailbox']) {
      await page.goto(url);
      await settled(page);
      await report.check(url);
    }

    const appUuid = await openDemoStore(page);
    const uuids = await recordUuids(page, appUuid, screens);
    const value = paramValue(appUuid, uuids);
    // The shell around the screens (top bar, side menu) is checked with the first of them, then left
    // out: the same chrome on every screen would only make the walk slower.
    let shell: readonly string[] = [];
    const page$ = await graphql<{ fetchAppByUuid: { activePage: { uuid: string } | null } }>(
      page,
      'query($a: ID!) { fetchAppByUuid(appUuid: $a) { activePage { uuid } } }',
      { a: appUuid },
    );
    if (page$.fetchAppByUuid.activePage) uuids.set('page', page$.fetchAppByUuid.activePage.uuid);
    // The step redirecter has no page of its own: it sends the demo store (set up) to its dashboard.
    // A reseller's network screens are a reseller's (the merchant is refused there): the reseller's own
    // flow checks them with axe at 1280 and 390 px (analytics.spec.ts).
    const inside = screens.filter(
      (s) => !s.public && s.name !== 'step-redirecter' && !s.path.startsWith('/network-distributor/'),
    );
    for (const screen of info.project.name === 'phone' ? onePerSection(inside) : inside) {
      // Inside the console the app is already loaded: the router navigates, as a merchant's click
      // would, instead of reloading the whole app for each of the ~80 screens.
      await navigateInApp(page, screenUrl(screen, value));
      await settled(page, screen.title);
      await report.check(screen.name, { exclude: shell });
      if (screen.path.startsWith('/apps/')) shell = SHELL;
    }

    // States inside screens: an order's details, an open conversation, the drawers.
    const orders = await graphql<Nodes<'orders', { transactionNumber: string }>>(
      page,
      'query($a: ID!) { orders(appUuid: $a, first: 1) { edges { node { transactionNumber } } } }',
      { a: appUuid },
    );
    const txn = orders.orders.edges[0]?.node.transactionNumber ?? '';
    await page.goto(`/apps/${DEMO_BUNDLE}/${appUuid}/orders/history?txn=${txn}`);
    await expect(page.getByRole('heading', { name: `Order ${txn}` })).toBeVisible();
    await settled(page);
    await report.check('order details');

    const recipients = await graphql<Nodes<'pageRecipients', { uuid: string }>>(
      page,
      'query($a: ID!) { pageRecipients(appUuid: $a, first: 1) { edges { node { uuid } } } }',
      { a: appUuid },
    );
    const recipient = recipients.pageRecipients.edges[0]?.node.uuid ?? '';
    await page.goto(`/apps/${DEMO_BUNDLE}/${appUuid}/inbox?filter=all&recipient=${recipient}`);
    await expect(page.getByRole('textbox', { name: /message/i }).first()).toBeVisible();
    await settled(page);
    await report.check('inbox conversation');

    await page.goto(`/apps/${DEMO_BUNDLE}/${appUuid}/overview`);
    await settled(page, 'Overview');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(
      page.locator('.MuiDrawer-paper[aria-label="Notifications"]').getByRole('listitem').first(),
    ).toBeVisible();
    await settled(page);
    await report.check('notifications drawer');
    await page.keyboard.press('Escape');

    await page
      .locator('header')
      .getByRole('button', { name: /account menu/ })
      .click();
    await expect(page.getByRole('navigation', { name: 'User settings' })).toBeVisible();
    await report.check('user drawer');
    await page.keyboard.press('Escape');

    if (info.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('navigation', { name: 'App navigation' })).toBeVisible();
      await report.check('navigation drawer');
      await page.keyboard.press('Escape');
    }

    console.log(`axe ${info.project.name}: ${report.checked.length} pages`, report.totals());
    await report.expectNone();
  });

  test('the storefront, from the catalogue to the order status, has no serious or critical axe violation', async ({
    page,
    browser,
  }, info) => {
    test.setTimeout(180_000);
    const appUuid = await openDemoStore(page);
    const shopper = await (
      await browser.newContext({ viewport: page.viewportSize() ?? undefined })
    ).newPage();
    const report = new AxeReport(shopper, info);
    const store = new Storefront(shopper, appUuid);

    await store.open();
    await expect(shopper.getByRole('link', { name: /Kare-Kare Family Tray/ }).first()).toBeVisible();
    await settled(shopper);
    await report.check('store home');

    await shopper
      .getByRole('link', { name: /Kare-Kare Family Tray/ })
      .first()
      .click();
    await expect(shopper.getByRole('heading', { name: 'Kare-Kare Family Tray' })).toBeVisible();
    await settled(shopper);
    await report.check('product page');
    await shopper.getByRole('button', { name: 'Add to cart' }).click();
    await expect(shopper.getByRole('link', { name: /View cart/ })).toBeVisible();
    await report.check('product page, added to cart');

    await shopper.goto(`/store/${appUuid}/cart`);
    await expect(shopper.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await report.check('cart');

    await shopper.goto(`/store/${appUuid}/checkout`);
    await expect(shopper.getByRole('heading', { name: 'Checkout' })).toBeVisible();
    await settled(shopper);
    await report.check('checkout');
    await shopper.getByRole('button', { name: 'Place order' }).click();
    await expect(shopper.getByText('Please select a payment method')).toBeVisible();
    await report.check('checkout with errors');

    const txn = await store.checkout({
      name: 'Ana Cruz',
      mobile: '09171234567',
      shipping: /Store pickup/,
      payment: 'Cash on delivery',
    });
    await report.check('thank-you');

    await shopper.goto(`/store/${appUuid}/orders/${txn}`);
    await expect(shopper.getByRole('button', { name: 'Show my order' })).toBeVisible();
    await report.check('order status, asking for the mobile number');
    await store.showOrder(txn, '09171234567');
    await expect(shopper.getByText(/Payment:/)).toBeVisible();
    await report.check('order status');

    console.log(`axe storefront ${info.project.name}: ${report.checked.length} pages`, report.totals());
    await report.expectNone();
    await shopper.context().close();
  });
});

import type { Request } from '@playwright/test';
import { openDemoStore } from '../pages/demo.ts';
import { expect, type Page, test } from '../pages/test.ts';

/**
 * What a screen cost the server: GraphQL requests, the operations in them, and their SQL statements.
 * Only the requests sent from now on count: an answer still on its way to the page the test leaves
 * (its overview's last batch, say) is not the next page's.
 */
function meter(page: Page) {
  const seen: { operations: string[]; queries: number }[] = [];
  const sent = new WeakSet<Request>();
  page.on('request', (request) => sent.add(request));
  page.on('response', async (response) => {
    if (!sent.has(response.request())) return;
    if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return;
    const body = JSON.parse(response.request().postData() ?? '{}') as
      | { operationName?: string }
      | { operationName?: string }[];
    const timing = (await response.allHeaders())['server-timing'] ?? '';
    seen.push({
      operations: (Array.isArray(body) ? body : [body]).map((o) => o.operationName ?? '?'),
      queries: Number(/db;desc="(\d+) queries"/.exec(timing)?.[1] ?? Number.NaN),
    });
  });
  return {
    requests: () => seen.length,
    queries: () => seen.reduce((n, r) => n + r.queries, 0),
    operations: () => seen.flatMap((r) => r.operations),
    reset: () => seen.splice(0),
  };
}

test("the store's overview loads in at most 8 requests and 25 SQL statements; the unread count is asked once", async ({
  page,
}) => {
  await openDemoStore(page);
  // The page is a single-page app: 'networkidle' was reached on the sign-in page and does not wait for
  // the overview's requests. The meter counts only requests sent after it starts (see meter).
  await expect(page.getByRole('heading', { name: 'Overview' }).first()).toBeVisible();
  const m = meter(page);
  // A full load of the overview, as a merchant opening the console in the morning.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(m.operations()).toContain('UnreadNotificationsCount');
  expect(m.requests(), m.operations().join(', ')).toBeLessThanOrEqual(8);
  expect(m.queries()).toBeLessThanOrEqual(25);
  expect(m.operations().filter((o) => o === 'UnreadNotificationsCount')).toHaveLength(1);

  // Opening the notifications drawer shows the count it already has: no second ask.
  m.reset();
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.locator('.MuiDrawer-paper[aria-label="Notifications"]').getByRole('listitem').first(),
  ).toBeVisible();
  // A count asked on opening would travel in the list's batch (fired together): its answer is in.
  expect(m.operations()).not.toContain('UnreadNotificationsCount');
});

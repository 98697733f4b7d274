import path from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Saves a screenshot under e2e/artifacts/screenshots/<name>-<project>.png (kept by CI): the full page,
 * or only what the viewport shows with `fullPage: false`.
 */
export async function snap(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  const file = path.resolve(
    import.meta.dirname,
    '../artifacts/screenshots',
    `${name}-${testInfo.project.name}.png`,
  );
  await page.screenshot({ path: file, fullPage });
}

/** The page has no horizontal scroll (phone-width layouts). */
const hasNoHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

/**
 * The page settles without a horizontal scroll. Polled, not read once: after a resize, the layout of
 * the new width (a table giving way to cards, say) comes a render or two later.
 */
export const expectNoHorizontalScroll = (page: Page): Promise<void> =>
  expect.poll(() => hasNoHorizontalScroll(page), { message: 'no horizontal scroll' }).toBe(true);

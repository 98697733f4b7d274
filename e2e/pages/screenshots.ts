import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

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
export const hasNoHorizontalScroll = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

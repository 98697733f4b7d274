import { test as base } from '@playwright/test';
import { serverUrl } from './servers.ts';

/**
 * The flows' `test`: each Playwright worker talks to its own server (its own data folder and demo
 * store, started by playwright.config.ts), so two flows running at once never share a merchant,
 * a session or a notification count, and each server sees its flows one after another as before.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
});

export * from '@playwright/test';

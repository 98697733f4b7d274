import { expect, type Page } from '@playwright/test';
import { AppsPage } from './AppsPage.ts';
import { LoginPage } from './LoginPage.ts';

/**
 * Signs the demo merchant in and opens the demo store's overview; answers the store's uuid. Its order
 * reminders count as seen today unless `reminders` is set (AppsPage.open).
 */
export async function openDemoStore(page: Page, { reminders = false } = {}): Promise<string> {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn();
  const apps = new AppsPage(page);
  await apps.expectShown();
  await apps.open('Suki Demo Store', { reminders });
  await expect(page).toHaveURL(/\/apps\/ecommerce-b2c\/[0-9a-f-]{36}\/overview$/);
  const uuid = /\/apps\/ecommerce-b2c\/([0-9a-f-]{36})\//.exec(page.url())?.[1];
  if (!uuid) throw new Error(`No app uuid in ${page.url()}`);
  return uuid;
}

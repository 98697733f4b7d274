import { expect, type Page } from '@playwright/test';

export class AppsPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/apps$/);
    await expect(this.page.getByRole('heading', { name: 'My In-App Stores' })).toBeVisible();
  }

  async open(name: string): Promise<void> {
    await this.page.getByRole('link', { name: `Open ${name}` }).click();
  }

  async createStore(name: string, bundleLabel: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Create store' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'Create store' });
    await dialog.getByLabel('Store Name').fill(name);
    await dialog.getByLabel('Service Bundle').click();
    await this.page.getByRole('option', { name: bundleLabel, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
}

import { expect, type Page } from '@playwright/test';

export class AppsPage {
  constructor(private readonly page: Page) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/apps$/);
    await expect(this.page.getByRole('heading', { name: 'My In-App Stores' })).toBeVisible();
  }

  /**
   * Opens a store. Its order reminders (pending orders on the 1st and 7th, today's advance orders)
   * count as already seen today unless `reminders` is set, as for a merchant who saw them this morning:
   * a dialog opening mid-flow would stand in front of whatever the test does next.
   */
  async open(name: string, { reminders = false } = {}): Promise<void> {
    const link = this.page.getByRole('link', { name: `Open ${name}` });
    if (!reminders) {
      const appUuid = /\/apps\/[^/]+\/([0-9a-f-]{36})/.exec((await link.getAttribute('href')) ?? '')?.[1];
      if (appUuid) await this.page.evaluate(markRemindersSeen, appUuid);
    }
    await link.click();
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

/** Runs in the page: the console's "seen today" marks (orderReminders.ts), for today in Manila. */
export function markRemindersSeen(appUuid: string): void {
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  for (const kind of ['pending', 'advance'])
    localStorage.setItem(`suki.orders.reminder.${kind}.${appUuid}`, today);
}

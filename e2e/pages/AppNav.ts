import { expect, type Page, type TestInfo } from '@playwright/test';

/** The app's side menu: permanent on desktop, opened from the top bar on a phone. */
export class AppNav {
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  get phone(): boolean {
    return this.info.project.name === 'phone';
  }

  /** Goes to the menu entry `title`, expanding its `parent` entry first (e.g. Products › Products). */
  async go(title: string, parent?: string): Promise<void> {
    if (this.phone) await this.page.getByRole('button', { name: 'Open navigation' }).click();
    const nav = this.page.getByRole('navigation', { name: 'App navigation' });
    await expect(nav).toBeVisible();
    if (parent) {
      const toggle = nav.getByRole('button', { name: parent, exact: true });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    }
    await nav.getByRole('link', { name: title, exact: true }).click();
    // On a phone the drawer closes once an entry is chosen.
    if (this.phone) await expect(nav).toBeHidden();
  }
}

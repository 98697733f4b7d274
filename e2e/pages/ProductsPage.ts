import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** The product list: a table on desktop, one card per product on a phone (390 px). */
export class ProductsPage {
  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/products\/[^/]+$/);
    await expect(this.page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search products' });
  }

  /** The listed products (rows or cards). */
  get items(): Locator {
    if (this.info.project.name === 'phone')
      return this.page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    return this.page.getByRole('table', { name: 'Products' }).locator('tbody').getByRole('row');
  }

  item(name: string): Locator {
    return this.items.filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  /** "1–1 of 1" under the list. */
  get summary(): Locator {
    return this.page.getByLabel('Page', { exact: true });
  }

  /** Types a search and waits until the list shows exactly `names`. */
  async searchFor(text: string, names: readonly string[]): Promise<void> {
    await this.search.fill(text);
    await expect(this.summary).toHaveText(
      names.length === 0 ? '0 of 0' : `1–${names.length} of ${names.length}`,
    );
    await expect(this.items).toHaveCount(names.length);
    for (const name of names) await expect(this.item(name)).toHaveCount(1);
  }
}

import fs from 'node:fs';
import { AppNav } from '../pages/AppNav.ts';
import { openDemoStore } from '../pages/demo.ts';
import { ProductsPage } from '../pages/ProductsPage.ts';
import { expectNoHorizontalScroll, snap } from '../pages/screenshots.ts';
import { expect, type Page, type TestInfo, test } from '../pages/test.ts';

/** A real 48×48 PNG (a yellow dot on teal), small enough to inline. */
const PHOTO_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAYAAABXAvmHAAAACXBIWXMAAAPoAAAD6AG1e1JrAAACBElEQVRoge2Yv07CUBTG+xD3QRRnJaAIKk1UdEKji7B1EAeKAqGgCdQHAN7BPyxgUCJgnAV9AY2DMuDU/ZiDEIyLtNw/Ejt8SXOTJt/v3HtPz1eJKKcwyZJEGyA2gCK+isQ+Qor4ShL7EiuTKUm0AWIDKLSqoYMrGYfjQgiuLwLQrsjQqS/01CrLvbVMMQTOZPyv7YAOO7l9eLzyg3HvHkkIt52L9N4VCuBQU3BXWh3Z+E81S+swHdXEAPi0Q3i+8Vo2P9BrbRHkTJQvgD+twkdzfmzzRl/dhhuW0yofANzyl5qPmnnj207MxFKsAfSxzvxvapTWTF9sUwC7eoSZeaOvrWyEFYBuqlVaVassswFwJY+Ymzf6cibi9AFOinvcANKFEH0AHAV4AVTPNukDPFVWuAG0KzJ9gE7dww2gU/fQB3jnCPB2ywCARws1LLTSkQGq5xuTfYkzxRA3AC0fpg+ASYoXwGw8wWaUwPbG2vwDq1EChTGQNUAwe8AOAHcBYyAr8/XLANtxGjWlsgs0DpV5oPkSxj+MgbTMdxtuWNJipn1YBkB5tRi1UO+3mIfHAhjkY4yB45z5KVXQb5Wh9F4MxM+/mVYZNBkdCTuAoTBJYRjBUQCBcKpE4TOupfNhmDORtghvABGSRBsgNoAivorEPkKK+EoS+xIrkylJtAHy3wE+ASVIq7esdqWHAAAAAElFTkSuQmCC';

const CSV_HEADER =
  'Name,Description,Category,Section,Published,Hidden,Digital,Option 1 Name,Option 1 Value,Option 2 Name,Option 2 Value,Option 3 Name,Option 3 Value,Price,Compare At Price,Stock,Variant Published';

/** Unique per project and run (desktop and phone share one server; a retry must not meet the first try). */
const runTag = (info: TestInfo) => `${info.project.name} ${Date.now().toString(36)}`;

/** snap() from the top: full-page shots of a scrolled page draw the fixed top bar mid-page. */
async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, info, name);
}

const csvFile = (name: string, rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([CSV_HEADER, ...rows].join('\r\n')),
});

test.describe('catalog and store setup', () => {
  test('a product with two options, four variants and a photo is created, found by search and bulk unpublished', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const name = `Playwright Tee ${runTag(info)}`;
    const photo = info.outputPath('tee.png');
    fs.writeFileSync(photo, Buffer.from(PHOTO_PNG, 'base64'));
    const products = new ProductsPage(page, info);

    await openDemoStore(page);
    await new AppNav(page, info).go('Products', 'Products');
    await products.expectShown();
    await expect(products.items.first()).toBeVisible(); // the demo catalog
    await expectNoHorizontalScroll(page);
    await shot(page, info, 'products-list');

    await test.step('create the product', async () => {
      await page.getByRole('link', { name: 'Create product' }).first().click();
      await expect(page.getByRole('heading', { name: 'Create Product' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('textbox', { name: 'Description' }).fill('Cotton crew neck, made in Marikina.');

      const addOption = async (index: number, option: string, values: string[]) => {
        await page.getByRole('button', { name: 'Add option' }).click();
        const group = page.getByRole('group', { name: `Option ${index}` });
        await group.getByRole('textbox', { name: 'Option name' }).fill(option);
        const value = group.getByRole('textbox', { name: 'Add a value' });
        for (const v of values) {
          await value.fill(v);
          await value.press('Enter');
          await expect(group.getByRole('button', { name: v, exact: true })).toBeVisible();
        }
      };
      await addOption(1, 'Size', ['S', 'M']);
      await addOption(2, 'Color', ['Black', 'White']);

      const variants = page.getByRole('table', { name: 'Variants' });
      await expect(variants.getByRole('rowheader')).toHaveText([
        'S / Black',
        'S / White',
        'M / Black',
        'M / White',
      ]);
      await page.getByRole('textbox', { name: 'Price for all variants' }).fill('349');
      await page.getByRole('button', { name: 'Apply to all' }).click();
      for (const v of ['S / Black', 'S / White', 'M / Black', 'M / White'])
        await expect(page.getByRole('textbox', { name: `Price of ${v}`, exact: true })).toHaveValue('349');

      await page.getByLabel('Choose photos').setInputFiles(photo);
      const thumb = page.getByRole('img', { name: 'Photo 1 (cover)' });
      await expect(thumb).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'product-form-variants');

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Product Successfully created!' }),
      ).toBeVisible();
    });

    await test.step('the details show the four variants and the photo', async () => {
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
      const variants = page.getByRole('table', { name: 'Variants' });
      await expect(variants.getByRole('rowheader')).toHaveText([
        'S / Black',
        'S / White',
        'M / Black',
        'M / White',
      ]);
      await expect(variants.getByRole('row').filter({ hasText: '₱349.00' })).toHaveCount(4);
      await expect(page.getByText('Size: S, M')).toBeVisible();
      await expect(page.getByText('Color: Black, White')).toBeVisible();
      const cover = page.getByRole('img', { name: `${name}, photo 1 of 1` });
      await expect(cover).toBeVisible();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'product-details');
    });

    await test.step('find it by search and unpublish it in bulk', async () => {
      await page.getByRole('link', { name: 'Back to products' }).click();
      await products.expectShown();
      await products.searchFor(name, [name]);
      const row = products.item(name);
      await expect(row.getByText('Published', { exact: true })).toBeVisible();
      await expect(row.getByRole('img', { name })).toBeVisible(); // the thumbnail

      await row.getByRole('checkbox', { name: `Select ${name}` }).check();
      const bar = page.getByRole('toolbar', { name: 'Selected products' });
      await expect(bar).toContainText('1 selected');
      await bar.getByRole('button', { name: 'Unpublish' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Products Successfully updated!' }),
      ).toBeVisible();
      await expect(row.getByText('Unpublished', { exact: true })).toBeVisible();
      await expect(row.getByText('Published', { exact: true })).toHaveCount(0);
      await expect(bar).toBeHidden();
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'products-unpublished');
    });
  });

  test('a CSV with a bad price shows the row error; the corrected file imports both products', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const prefix = `Playwright CSV ${runTag(info)}`;
    const calamansi = `${prefix} Calamansi Juice`;
    const polvoron = `${prefix} Polvoron Box`;
    const good = `${calamansi},Freshly squeezed,Desserts & Drinks,,yes,no,no,,,,,,,85.00,,40,yes`;
    const bad = `${polvoron},Classic and pinipig,Snacks & Pasalubong,,yes,no,no,,,,,,,abc,,25,yes`;
    const fixed = `${polvoron},Classic and pinipig,Snacks & Pasalubong,,yes,no,no,,,,,,,120.00,,25,yes`;
    const products = new ProductsPage(page, info);

    await openDemoStore(page);
    await new AppNav(page, info).go('Products', 'Products');
    await products.expectShown();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await expect(dialog.getByRole('button', { name: 'Choose CSV file' })).toBeVisible();

    await dialog.getByLabel('CSV file').setInputFiles(csvFile('catalog-bad.csv', [good, bad]));
    const errors = dialog.getByRole('table', { name: 'Rows with errors' });
    await expect(errors).toBeVisible();
    await expect(errors.locator('tbody').getByRole('row')).toHaveCount(1);
    await expect(errors.locator('tbody').getByRole('row').getByRole('cell')).toHaveText([
      '3',
      'Price',
      'Price should be an amount like 349.00',
    ]);
    await expect(dialog.getByText(/One row needs fixing/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Import \d+ products?$/ })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Upload corrected file' })).toBeVisible();
    await shot(page, info, 'import-row-error');

    await dialog.getByLabel('CSV file').setInputFiles(csvFile('catalog-fixed.csv', [good, fixed]));
    await expect(dialog.getByText('Every row is ready to import.')).toBeVisible();
    await expect(dialog.getByText('catalog-fixed.csv: 2 rows: 2 new products and 0 updates')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import 2 products' }).click();
    await expect(dialog.getByText('Import complete: 2 added, 0 updated.')).toBeVisible({ timeout: 20_000 });
    await shot(page, info, 'import-complete');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await products.searchFor(prefix, [calamansi, polvoron]);
    await expect(products.item(calamansi)).toContainText('₱85.00');
    await expect(products.item(polvoron)).toContainText('₱120.00');
    await expect(products.item(polvoron)).toContainText('Snacks & Pasalubong');
    await expectNoHorizontalScroll(page);
    await shot(page, info, 'import-found');
  });

  test('checkout settings are saved and kept; a delivery area covers a whole province', async ({
    page,
  }, info) => {
    test.setTimeout(90_000);
    const nav = new AppNav(page, info);
    // Desktop and phone change the same store: each sets its own value (the seed has 200.00).
    const minimum = info.project.name === 'phone' ? '175.00' : '150.00';
    const area = `Cebu (${runTag(info)})`;

    await openDemoStore(page);

    await test.step('checkout settings', async () => {
      await nav.go('Checkout Settings');
      await expect(page.getByRole('heading', { name: 'Checkout Settings', level: 1 })).toBeVisible();
      const field = page.getByRole('textbox', { name: 'Minimum Purchase' });
      await expect(field).not.toHaveValue('');
      await field.fill(minimum);
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Checkout Settings Successfully updated!' }),
      ).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'checkout-settings');

      await page.reload();
      await expect(page.getByRole('heading', { name: 'Checkout Settings', level: 1 })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Minimum Purchase' })).toHaveValue(minimum);
    });

    await test.step('a delivery area for Cebu', async () => {
      await nav.go('Delivery Areas');
      await expect(page.getByRole('heading', { name: 'Delivery Areas', level: 1 })).toBeVisible();
      const list = page.getByRole('list', { name: 'Delivery areas' });
      await expect(list.getByRole('listitem', { name: 'Metro Manila' })).toBeVisible(); // seeded
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Create Delivery Area', level: 1 })).toBeVisible();

      await page.getByRole('textbox', { name: 'Name' }).fill(area);
      await page.getByRole('combobox', { name: 'Region' }).click();
      await page.getByRole('option', { name: 'Region VII (Central Visayas)' }).click();
      await page.getByRole('combobox', { name: 'Province' }).click();
      await page.getByRole('option', { name: 'Cebu', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Cities and municipalities of Cebu' })).toBeVisible();
      await page.getByRole('button', { name: 'Add all of Cebu' }).click();
      const chosen = page.getByRole('list', { name: 'Chosen places' }).getByRole('listitem');
      await expect(chosen).toHaveCount(1);
      await expect(chosen).toHaveText(/^Cebu \(\d+\)$/);
      await page.getByRole('textbox', { name: 'Delivery Fee' }).fill('120');
      await page.getByRole('textbox', { name: 'Minimum Lead Time (days)' }).fill('2');
      await page.getByRole('textbox', { name: 'Maximum Lead Time (days)' }).fill('4');
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'delivery-area-form');

      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'Delivery area Successfully created!' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Delivery Areas', level: 1 })).toBeVisible();
      const created = list.getByRole('listitem', { name: area });
      await expect(created).toBeVisible();
      await expect(created).toContainText(/Cebu · \d+ cities/);
      await expect(created).toContainText('₱120.00 · 2-4 days');
      await expectNoHorizontalScroll(page);
      await shot(page, info, 'delivery-areas');
    });
  });
});

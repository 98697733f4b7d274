import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { ProductsBulkUpdateMutation } from '../graphql/products';
import { appFlagsMock, COMPONENT, categoryOptionsMock, productsMock } from '../testing/fixtures';
import ProductListView from './ProductListView';

const LIST_PATH = `${APP_BASE}/products/${COMPONENT}`;
const LIST_PATTERN = '/apps/:key/:appUUID/products/:componentUUID';
const CATEGORIES = categoryOptionsMock([
  { uuid: 'cat-1', name: 'Pantry', parentUuid: null },
  { uuid: 'cat-2', name: 'Jams', parentUuid: 'cat-1' },
]);
const UBE = {
  uuid: 'p-1',
  name: 'Ube Jam',
  price: 25_000,
  compareAtPrice: 30_000,
  stockQuantity: 3,
  lowInStock: true,
};
const MANGO = { uuid: 'p-2', name: 'Mango Jam', price: 18_050, stockQuantity: null };
const EMPTY_JAR = { uuid: 'p-3', name: 'Empty Jar', price: 5_000, stockQuantity: 0, lowInStock: true };

function renderList(
  mocks: Parameters<typeof renderScreen>[1]['mocks'],
  path = LIST_PATH,
  pattern = LIST_PATTERN,
) {
  return renderScreen(<ProductListView />, { mocks: [CATEGORIES, ...mocks], path, pattern });
}

afterEach(() => vi.unstubAllGlobals());

describe('ProductListView (ecommerce-products)', () => {
  it('shows price, compare-at price, stock and status of each product, and where the page is', async () => {
    renderList([
      appFlagsMock({ bulkable: false }),
      productsMock([UBE, MANGO, EMPTY_JAR], {}, { totalCount: 57 }),
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    const [, ube, mango, jar] = within(table).getAllByRole('row');
    expect(within(ube as HTMLElement).getByText('₱250.00')).toBeInTheDocument();
    expect(within(ube as HTMLElement).getByText('₱300.00').tagName).toBe('S');
    expect(within(ube as HTMLElement).getByText('3 left')).toBeInTheDocument();
    expect(within(ube as HTMLElement).getByText('Low stock')).toBeInTheDocument();
    expect(within(mango as HTMLElement).getByText('Unlimited')).toBeInTheDocument();
    expect(within(jar as HTMLElement).getByText('Out of stock')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ube Jam' })).toHaveAttribute('href', `${LIST_PATH}/p-1`);
    expect(within(table).getByRole('link', { name: 'Edit Ube Jam' })).toHaveAttribute(
      'href',
      `${LIST_PATH}/p-1/edit`,
    );
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–3 of 57');
  });

  it('pages on with the last cursor seen, back again, and starts over on a new page size', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 20 }, (_, i) => ({ uuid: `p-${i + 1}`, name: `Jam ${i + 1}` }));
    const rest = Array.from({ length: 5 }, (_, i) => ({ uuid: `p-${i + 21}`, name: `Jam ${i + 21}` }));
    const first = productsMock(many, {}, { totalCount: 25, hasNextPage: true });
    renderList([
      appFlagsMock({ bulkable: false }),
      first,
      productsMock(rest, { after: 'c-p-20' }, { totalCount: 25 }),
      first,
      productsMock([...many, ...rest], { first: 50 }, { totalCount: 25 }),
    ]);
    await screen.findByRole('link', { name: 'Jam 20' });
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–20 of 25');
    const next = screen.getByRole('button', { name: 'Next' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('link', { name: 'Jam 25' })).toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('21–25 of 25');
    // Inactive on the last page, yet focusable: the keyboard user who pressed it keeps their place.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Jam 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByText('1–25 of 25')).toBeInTheDocument();
  });

  it('asks the server again for each filter, the sort and the search (once typing pauses)', async () => {
    const user = userEvent.setup();
    const category = { categoryUuid: 'cat-2' };
    const unpublished = { ...category, published: false };
    const out = { ...unpublished, stock: 'out_of_stock' };
    const cheapest = { ...out, sort: 'price_asc' };
    renderList([
      appFlagsMock({ bulkable: false }),
      productsMock([UBE, MANGO]),
      productsMock([MANGO], category),
      productsMock([{ ...MANGO, published: false }], unpublished),
      productsMock([EMPTY_JAR], out),
      productsMock([EMPTY_JAR], cheapest),
      productsMock([{ ...EMPTY_JAR, name: 'Empty Ube Jar' }], { ...cheapest, search: 'ube' }),
    ]);
    await screen.findByRole('link', { name: 'Ube Jam' });
    const choose = async (select: string, option: string) => {
      await user.click(screen.getByRole('combobox', { name: select }));
      await user.click(await screen.findByRole('option', { name: option }));
    };
    await choose('Category', 'Jams');
    expect(await screen.findByText('Unlimited')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ube Jam' })).not.toBeInTheDocument();
    await choose('Status', 'Unpublished');
    // The table is replaced while the list reloads: look it up again until the row shows.
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Products' })).getByText('Unpublished'),
      ).toBeInTheDocument(),
    );
    await choose('Stock', 'Out of stock');
    expect(await screen.findByRole('link', { name: 'Empty Jar' })).toBeInTheDocument();
    await choose('Sort by', 'Price: low to high');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'ube');
    expect(await screen.findByRole('link', { name: 'Empty Ube Jar' })).toBeInTheDocument();
  });

  it('has no row checkboxes nor bulk actions when the app is not bulkable', async () => {
    renderList([appFlagsMock({ bulkable: false }), productsMock([UBE, MANGO])]);
    await screen.findByRole('link', { name: 'Ube Jam' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).not.toBeInTheDocument();
  });

  it('unpublishes the selected products at once and shows them unpublished', async () => {
    const user = userEvent.setup();
    renderList([
      appFlagsMock({ bulkable: true }),
      productsMock([UBE, MANGO, EMPTY_JAR]),
      {
        request: {
          query: ProductsBulkUpdateMutation,
          variables: { input: { appUuid: APP_UUID, uuids: ['p-1', 'p-2'], action: 'unpublish' } },
        },
        result: {
          data: {
            productsBulkUpdate: {
              __typename: 'ProductsBulkUpdatePayload',
              action: 'unpublish',
              uuids: ['p-1', 'p-2'],
            },
          },
        },
      },
      productsMock([{ ...UBE, published: false }, { ...MANGO, published: false }, EMPTY_JAR]),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select Mango Jam' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ube Jam' }));
    const bar = screen.getByRole('toolbar', { name: 'Selected products' });
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Products Successfully updated!')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Products' });
    expect(await within(table).findAllByText('Unpublished')).toHaveLength(2);
    expect(screen.queryByRole('toolbar', { name: 'Selected products' })).not.toBeInTheDocument();
  });

  it('asks before deleting the selected products', async () => {
    const user = userEvent.setup();
    renderList([appFlagsMock({ bulkable: true }), productsMock([UBE, MANGO])]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all products on this page' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to remove these 2 products?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('toolbar', { name: 'Selected products' })).toHaveTextContent('2 selected');
  });

  it('offers to create the first product when there is none', async () => {
    renderList([appFlagsMock({ bulkable: true }), productsMock([])]);
    expect(await screen.findByText(/No products yet/)).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'Create product' });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([`${LIST_PATH}/create`, `${LIST_PATH}/create`]);
  });

  it('shows cards on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderList([appFlagsMock({ bulkable: true }), productsMock([UBE])]);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByRole('link', { name: 'Ube Jam' })).toBeInTheDocument();
    expect(within(list).getByRole('checkbox', { name: 'Select Ube Jam' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('ProductListView (ecommerce-low-inventory-products)', () => {
  it('opens on low stock, lowest first, linking to the products screens', async () => {
    renderList(
      [
        appFlagsMock({ bulkable: false }),
        productsMock([EMPTY_JAR, UBE], { stock: 'low', sort: 'stock_asc' }),
      ],
      `${APP_BASE}/overview/low-inventory-products`,
      '/apps/:key/:appUUID/overview/low-inventory-products',
    );
    expect(await screen.findByRole('heading', { name: 'Low Inventory Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Empty Jar' })).toHaveAttribute(
      'href',
      `${APP_BASE}/products/ecommerce-b2c-product-inventory/p-3`,
    );
    expect(screen.getByRole('button', { name: 'Low inventory' })).toHaveAttribute('aria-pressed', 'true');
  });
});

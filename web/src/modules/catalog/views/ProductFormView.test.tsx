import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { ProductCreateMutation, ProductUpdateMutation } from '../graphql/products';
import { addOnChoicesMock, COMPONENT, categoryOptionsMock, product, productMock } from '../testing/fixtures';
import ProductFormView from './ProductFormView';

const LIST_PATH = `${APP_BASE}/products/${COMPONENT}`;
const SETUP = [
  categoryOptionsMock([{ uuid: 'cat-1', name: 'Pantry', parentUuid: null }]),
  addOnChoicesMock([{ uuid: 'a-1', name: 'Gift wrap', price: 3_000 }]),
];
const BLANK = {
  appUuid: APP_UUID,
  description: '',
  categoryUuid: null,
  sectionName: null,
  published: true,
  hidden: false,
  digitalProduct: false,
  addOnUuids: [],
  photoUuids: [],
};

const createMock = (input: object, result: object) => ({
  request: { query: ProductCreateMutation, variables: { input: { ...BLANK, ...input } } },
  ...result,
});

function renderCreate(mocks: Parameters<typeof renderScreen>[1]['mocks']) {
  return renderScreen(<ProductFormView />, {
    mocks: [...SETUP, ...mocks],
    path: `${LIST_PATH}/create`,
    pattern: '/apps/:key/:appUUID/products/:componentUUID/create',
  });
}

describe('ProductFormView (ecommerce-product-new)', () => {
  it('sends the peso price and stock of a product without options and opens its details', async () => {
    const user = userEvent.setup();
    const saved = product({
      uuid: 'p-9',
      name: 'Ube Jam',
      variants: [
        {
          uuid: 'v-1',
          variantName: 'Default',
          productOptions: [],
          price: 25_050,
          stockQuantity: 12,
          limited: true,
          published: true,
        },
      ],
    });
    renderCreate([
      createMock(
        {
          name: 'Ube Jam',
          options: [],
          price: 25_050,
          compareAtPrice: 30_000,
          stockQuantity: 12,
          limited: true,
        },
        { result: { data: { productCreate: saved } } },
      ),
    ]);
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    await user.type(name, 'Ube Jam');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '250.50');
    await user.type(screen.getByRole('textbox', { name: /Compare-at price/ }), '300');
    await user.click(screen.getByLabelText('Unlimited stock'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Stock quantity is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Stock quantity/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product Successfully created!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`${LIST_PATH}/p-9`),
    );
  });

  it('sends the whole 2 × 2 option matrix and shows a refused variant price on its row', async () => {
    const user = userEvent.setup();
    const variant = (productOptions: string[], price: number, stock?: number) => ({
      productOptions,
      price,
      compareAtPrice: null,
      stockQuantity: stock ?? null,
      limited: stock !== undefined,
      published: true,
    });
    const input = (mBlack: number) => ({
      name: 'Tee',
      options: [
        { name: 'Size', values: ['S', 'M'] },
        { name: 'Color', values: ['Black', 'White'] },
      ],
      variants: [
        variant(['S', 'Black'], 15_000),
        variant(['S', 'White'], 15_000),
        variant(['M', 'Black'], mBlack),
        variant(['M', 'White'], 15_000, 5),
      ],
    });
    const refusal = 'Price is below the cost of M / Black';
    renderCreate([
      createMock(input(15_000), {
        result: {
          errors: [
            {
              message: refusal,
              extensions: { code: 'BAD_USER_INPUT', fields: { 'variants.2.price': refusal } },
            },
          ],
        },
      }),
      createMock(input(16_000), {
        result: { data: { productCreate: product({ uuid: 'p-10', name: 'Tee' }) } },
      }),
    ]);
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'Tee');
    const addOption = async (name: string, values: string) => {
      await user.click(screen.getByRole('button', { name: 'Add option' }));
      const groups = screen.getAllByRole('group', { name: /^Option \d$/ });
      const group = groups.at(-1) as HTMLElement;
      await user.type(within(group).getByRole('textbox', { name: /Option name/ }), name);
      await user.type(within(group).getByRole('textbox', { name: 'Add a value' }), values);
    };
    await addOption('Size', 'S{Enter}M{Enter}');
    await addOption('Color', 'Black{Enter}White{Enter}');
    const table = screen.getByRole('table', { name: 'Variants' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['S / Black', 'S / White', 'M / Black', 'M / White']);
    await user.type(screen.getByRole('textbox', { name: /Price for all variants/ }), '150');
    await user.click(screen.getByRole('button', { name: 'Apply to all' }));
    await user.click(screen.getByRole('switch', { name: 'Unlimited stock of M / White' }));
    await user.type(screen.getByRole('textbox', { name: 'Stock of M / White' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const mBlack = await screen.findByRole('textbox', { name: 'Price of M / Black' });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(mBlack).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('textbox', { name: 'Price of S / Black' })).toHaveValue('150');
    expect(screen.getByRole('textbox', { name: 'Stock of M / White' })).toHaveValue('5');

    await user.clear(mBlack);
    await user.type(mBlack, '160');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product Successfully created!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`${LIST_PATH}/p-10`),
    );
  });
});

describe('ProductFormView (ecommerce-product-edit)', () => {
  it('starts from the stored variants and sends them back with the change', async () => {
    const user = userEvent.setup();
    const stored = product({
      uuid: 'p-3',
      name: 'Tee',
      categoryUuid: 'cat-1',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      addOns: [{ uuid: 'a-1', name: 'Gift wrap', price: 3_000 }],
      variants: [
        {
          uuid: 'v-1',
          variantName: 'S',
          productOptions: ['S'],
          price: 20_000,
          stockQuantity: 4,
          limited: true,
          published: true,
        },
        {
          uuid: 'v-2',
          variantName: 'M',
          productOptions: ['M'],
          price: 21_000,
          stockQuantity: 0,
          limited: false,
          published: false,
        },
      ],
    });
    const input = {
      uuid: 'p-3',
      name: 'Tee',
      description: '',
      categoryUuid: 'cat-1',
      sectionName: null,
      published: true,
      hidden: false,
      digitalProduct: false,
      addOnUuids: ['a-1'],
      photoUuids: [],
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        {
          productOptions: ['S'],
          price: 22_000,
          compareAtPrice: null,
          stockQuantity: 4,
          limited: true,
          published: true,
        },
        {
          productOptions: ['M'],
          price: 21_000,
          compareAtPrice: null,
          stockQuantity: null,
          limited: false,
          published: false,
        },
      ],
    };
    renderScreen(<ProductFormView />, {
      mocks: [
        ...SETUP,
        productMock(stored),
        {
          request: { query: ProductUpdateMutation, variables: { input } },
          result: { data: { productUpdate: stored } },
        },
      ],
      path: `${LIST_PATH}/p-3/edit`,
      pattern: '/apps/:key/:appUUID/products/:componentUUID/:uuid/edit',
    });
    const price = await screen.findByRole('textbox', { name: 'Price of S' });
    expect(price).toHaveValue('200.00');
    expect(screen.getByRole('textbox', { name: 'Stock of S' })).toHaveValue('4');
    await user.clear(price);
    await user.type(price, '220');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product Successfully updated!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(`${LIST_PATH}/p-3`),
    );
  });
});

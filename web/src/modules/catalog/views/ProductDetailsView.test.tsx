import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { ProductDeleteMutation } from '../graphql/products';
import { COMPONENT, product, productMock } from '../testing/fixtures';
import ProductDetailsView from './ProductDetailsView';

const LIST_PATH = `${APP_BASE}/products/${COMPONENT}`;
const TEE = product({
  uuid: 'p-3',
  name: 'Linen Tee',
  category: { uuid: 'cat-1', name: 'Apparel' },
  price: 20_000,
  compareAtPrice: 25_000,
  stockQuantity: 6,
  lowInStock: true,
  options: [{ name: 'Size', values: ['S', 'M'] }],
  photos: [
    { uuid: 'ph-1', url: '/photos/1.webp', thumbnailUrl: '/photos/1-t.webp' },
    { uuid: 'ph-2', url: '/photos/2.webp', thumbnailUrl: '/photos/2-t.webp' },
  ],
  addOns: [{ uuid: 'a-1', name: 'Gift wrap', price: 3_000 }],
  variants: [
    {
      uuid: 'v-1',
      variantName: 'S',
      productOptions: ['S'],
      price: 20_000,
      stockQuantity: 6,
      limited: true,
      published: true,
      boughtAndReservedCount: 4,
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

function renderDetails(mocks: Parameters<typeof renderScreen>[1]['mocks']) {
  return renderScreen(<ProductDetailsView />, {
    mocks,
    path: `${LIST_PATH}/p-3`,
    pattern: '/apps/:key/:appUUID/products/:componentUUID/:uuid',
  });
}

describe('ProductDetailsView (ecommerce-product-details)', () => {
  it('shows the photos, the facts and each variant with its stock and what was bought or reserved', async () => {
    const user = userEvent.setup();
    renderDetails([productMock(TEE)]);
    expect(await screen.findByRole('heading', { name: 'Linen Tee' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Tee, photo 1 of 2' })).toHaveAttribute(
      'src',
      '/photos/1.webp',
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(screen.getByRole('img', { name: 'Linen Tee, photo 2 of 2' })).toHaveAttribute(
      'src',
      '/photos/2.webp',
    );
    expect(screen.getByText('Apparel')).toBeInTheDocument();
    expect(screen.getByText('Gift wrap · ₱30.00')).toBeInTheDocument();
    const [, s, m] = within(screen.getByRole('table', { name: 'Variants' })).getAllByRole('row');
    expect(s).toHaveTextContent(/^S₱200\.006 leftLow stock4Published$/);
    expect(m).toHaveTextContent(/^M₱210\.00Unlimited0Unpublished$/);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${LIST_PATH}/p-3/edit`);
  });

  it('asks "Do you want to remove this product?", removes it and goes back to the list', async () => {
    const user = userEvent.setup();
    renderDetails([
      productMock(TEE),
      {
        request: { query: ProductDeleteMutation, variables: { input: { uuid: 'p-3' } } },
        result: { data: { productDelete: { __typename: 'ProductDeletePayload', uuid: 'p-3' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to remove this product?')).toBeInTheDocument();
    expect(within(dialog).getByText('Linen Tee')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Product Successfully removed!')).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: 'Current path' })).toHaveTextContent(
      new RegExp(`^${LIST_PATH}$`),
    );
  });
});

import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GraphQLProvider } from '../../lib/graphqlFetch/react';
import { mockClient } from '../../lib/graphqlFetch/testing';
import { schemaChecked } from '../../lib/testing/schema';
import { cartStorageKey, loadCart } from '../cart';
import { StoreProductQuery, StoreProductsQuery } from '../graphql/storefront';
import { MemoryRouter, useLocation } from '../router';
import { StorefrontRoutes } from '../routes';
import { COLD_START, STORE_UUID, store, storefrontMock } from '../testing/fixtures';

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

const listed = (name: string, soldOut: boolean) => ({
  __typename: 'StoreProduct' as const,
  uuid: `p-${name}`,
  name,
  price: 25_000,
  compareAtPrice: null,
  photoUrl: null,
  soldOut,
});

const productsMock = schemaChecked({
  request: {
    query: StoreProductsQuery,
    variables: { appUuid: STORE_UUID, first: 20, search: null, categoryUuid: null },
  },
  result: {
    data: {
      storeProducts: {
        __typename: 'StoreProductConnection',
        edges: [listed('Tee', false), listed('Cap', true)].map((node) => ({
          __typename: 'StoreProductEdge',
          node,
        })),
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    },
  },
  ...forever,
});

const variant = (size: string, stockQuantity: number | null) => ({
  __typename: 'StoreProductVariant' as const,
  uuid: `v-${size}`,
  variantName: size,
  optionValues: [size],
  price: size === 'L' ? 27_000 : 25_000,
  compareAtPrice: null,
  stockQuantity,
  soldOut: stockQuantity === 0,
});

const productMock = schemaChecked({
  request: { query: StoreProductQuery, variables: { appUuid: STORE_UUID, uuid: 'p-Tee' } },
  result: {
    data: {
      storeProduct: {
        ...listed('Tee', false),
        description: 'Cotton',
        options: [{ __typename: 'StoreProductOption', name: 'Size', values: ['S', 'M', 'L'] }],
        variants: [variant('S', 0), variant('M', 3), variant('L', null)],
        addOns: [{ __typename: 'StoreAddOn', uuid: 'a-1', name: 'Gift wrap', price: 3_000, maxQuantity: 2 }],
        photos: [],
      },
    },
  },
  ...forever,
});

function renderStore(path: string, mocks: MockLink.MockedResponse[]) {
  const seen = { pathname: '' };
  function Where() {
    seen.pathname = useLocation().pathname;
    return null;
  }
  render(
    <GraphQLProvider client={mockClient(mocks)}>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <StorefrontRoutes />
      </MemoryRouter>
    </GraphQLProvider>,
  );
  return seen;
}

describe('storefront routes', () => {
  beforeEach(() => localStorage.clear());

  it('opens the store for a visitor without signing in', async () => {
    const router = renderStore(`/store/${STORE_UUID}`, [storefrontMock(store()), productsMock]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aling Nena' }, COLD_START),
    ).toBeInTheDocument();
    expect(await screen.findByText('Tee')).toBeInTheDocument();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(router.pathname).toBe(`/store/${STORE_UUID}`);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it("wears the store's look: its colour and logo in the bar, its cover and welcome on the home page", async () => {
    const look = {
      __typename: 'StoreAppearance' as const,
      logoUrl: 'https://img.example/logo.png',
      coverUrl: 'https://img.example/cover.jpg',
      brandColor: '#7B1FA2',
      welcomeText: 'Mabuhay! Fresh kakanin daily.',
    };
    renderStore(`/store/${STORE_UUID}`, [storefrontMock(store({ appearance: look })), productsMock]);
    expect(await screen.findByText('Mabuhay! Fresh kakanin daily.', {}, COLD_START)).toBeInTheDocument();
    const bar = screen.getByRole('banner');
    expect(bar).toHaveStyle({ backgroundColor: 'rgb(123, 31, 162)' });
    expect(bar.querySelector('img')).toHaveAttribute('src', 'https://img.example/logo.png');
    expect(document.querySelector('main img[src="https://img.example/cover.jpg"]')).not.toBeNull();
  });

  it('says a path outside /store/{appUuid} is not a page of the store', async () => {
    renderStore('/apps', []);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('resolves the chosen size to its variant, refuses a sold-out size, and adds it with an add-on to the cart', async () => {
    const user = userEvent.setup();
    renderStore(`/store/${STORE_UUID}/products/p-Tee`, [storefrontMock(store()), productMock]);
    expect(await screen.findByRole('heading', { name: 'Tee' }, COLD_START)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S · Sold out' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('3 left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'L' }));
    expect(screen.getByText('₱270.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More Quantity' }));
    await user.click(screen.getByRole('checkbox', { name: /Gift wrap/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(localStorage.getItem(cartStorageKey(STORE_UUID))).not.toBeNull();
    expect(loadCart(localStorage, STORE_UUID).lines).toMatchObject([
      { variantUuid: 'v-L', quantity: 2, unitPrice: 27_000, addOns: [{ addOnUuid: 'a-1', quantity: 1 }] },
    ]);
  });
});

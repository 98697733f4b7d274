import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { schemaChecked } from '../../lib/testing/schema';
import { StoreProductsQuery } from '../graphql/storefront';
import { COLD_START, STORE_UUID, store, storefrontMock } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const products = (categoryUuid: string | null, names: string[]) =>
  schemaChecked({
    request: {
      query: StoreProductsQuery,
      variables: { appUuid: STORE_UUID, first: 20, search: null, categoryUuid },
    },
    result: {
      data: {
        storeProducts: {
          __typename: 'StoreProductConnection',
          edges: names.map((name) => ({
            __typename: 'StoreProductEdge',
            node: {
              __typename: 'StoreProduct',
              uuid: `p-${name}`,
              name,
              price: 25_000,
              compareAtPrice: null,
              photoUrl: null,
              soldOut: false,
            },
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  });

const withCategories = store({
  categories: [
    { uuid: 'c-food', name: 'Food', children: [] },
    { uuid: 'c-drinks', name: 'Drinks', children: [] },
  ],
});

describe('StoreHomeView category chips', () => {
  it('are toggle buttons that say which category is selected', async () => {
    const user = userEvent.setup();
    renderStoreAt(`/store/${STORE_UUID}`, [
      storefrontMock(withCategories),
      products(null, ['Tee', 'Halo-halo']),
      products('c-drinks', ['Halo-halo']),
    ]);
    const group = await screen.findByRole('group', { name: 'Categories' }, COLD_START);
    const all = within(group).getByRole('button', { name: 'All' });
    const drinks = within(group).getByRole('button', { name: 'Drinks' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(drinks).toHaveAttribute('aria-pressed', 'false');

    drinks.focus();
    await user.keyboard('{Enter}');
    expect(drinks).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: /Halo-halo/ })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('link', { name: /Tee/ })).toBeNull();
  });
});

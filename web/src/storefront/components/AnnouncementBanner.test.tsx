import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORE_UUID, store, storefrontMock } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const BANNER = {
  __typename: 'StoreBanner' as const,
  uuid: 'a-1',
  message: 'Ube Jam is back!',
  productUuid: 'p-1',
};

describe('the store announcement', () => {
  it('shows the running announcement under the store bar, with a link to its product', async () => {
    renderStoreAt(`/store/${STORE_UUID}/cart`, [storefrontMock(store({ announcement: BANNER }))]);
    const banner = await screen.findByRole('complementary', { name: 'Store announcement' });
    expect(banner).toHaveTextContent('Ube Jam is back!');
    expect(screen.getByRole('link', { name: 'See it' })).toHaveAttribute(
      'href',
      `/store/${STORE_UUID}/products/p-1`,
    );
  });

  it('shows nothing when no announcement runs', async () => {
    renderStoreAt(`/store/${STORE_UUID}/cart`, [storefrontMock(store())]);
    expect(await screen.findByRole('link', { name: /Cart, \d+ items/ })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Store announcement' })).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allAppRoutes } from '../../../bundles';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { CategoryCreateMutation, CategoryDeleteMutation } from '../graphql/categories';
import { catalogScreens } from '../routes';
import { COMPONENT, categoriesMock, category, categoryOptionsMock } from '../testing/fixtures';
import CategoryFormView from './CategoryFormView';
import CategoryListView from './CategoryListView';

const LIST_PATH = `${APP_BASE}/products/${COMPONENT}/categories`;
const APPAREL = {
  uuid: 'cat-1',
  name: 'Apparel',
  productsCount: 5,
  children: [{ uuid: 'cat-2', name: 'Tops', parentUuid: 'cat-1', productsCount: 2 }],
};

describe('catalog screens', () => {
  it('serve route names that every bundle manifest has', () => {
    const names = new Set<string>(allAppRoutes().map((r) => r.name));
    const missing = Object.keys(catalogScreens).filter((name) => !names.has(name));
    expect(missing).toEqual([]);
    expect(Object.keys(catalogScreens)).toContain('store-manager-categories-details');
  });
});

describe('CategoryListView (ecommerce-categories)', () => {
  it('lists categories with their products count and subcategories indented under them', async () => {
    renderScreen(<CategoryListView />, {
      mocks: [categoriesMock([APPAREL, { uuid: 'cat-3', name: 'Snacks', productsCount: 1 }])],
      path: LIST_PATH,
      pattern: '/apps/:key/:appUUID/products/:componentUUID/categories',
    });
    const tops = await screen.findByRole('link', { name: '↳ Tops' });
    expect(tops).toHaveAttribute('href', `${LIST_PATH}/cat-2/details`);
    const items = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Apparel5 products'),
      expect.stringContaining('Tops2 products'),
      expect.stringContaining('Snacks1 product'),
    ]);
    expect(screen.getByRole('link', { name: 'Create category' })).toHaveAttribute(
      'href',
      `${LIST_PATH}/create`,
    );
    expect(screen.getByRole('link', { name: 'Edit Apparel' })).toHaveAttribute(
      'href',
      `${LIST_PATH}/cat-1/edit`,
    );
  });

  it('asks "Do you want to remove this category?" and says "Category Successfully removed!"', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryListView />, {
      mocks: [
        categoriesMock([{ uuid: 'cat-3', name: 'Snacks' }]),
        {
          request: { query: CategoryDeleteMutation, variables: { input: { uuid: 'cat-3' } } },
          result: { data: { categoryDelete: { __typename: 'CategoryDeletePayload', uuid: 'cat-3' } } },
        },
        categoriesMock([]),
      ],
      path: LIST_PATH,
      pattern: '/apps/:key/:appUUID/products/:componentUUID/categories',
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Snacks' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Do you want to remove this category?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Category Successfully removed!')).toBeInTheDocument();
    expect(await screen.findByText(/No categories yet/)).toBeInTheDocument();
  });
});

describe('CategoryFormView (ecommerce-categories-new)', () => {
  const options = categoryOptionsMock([{ uuid: 'cat-1', name: 'Apparel', parentUuid: null }]);
  const createMock = (name: string, result: object) => ({
    request: {
      query: CategoryCreateMutation,
      variables: { input: { appUuid: APP_UUID, name, description: '', parentUuid: 'cat-1' } },
    },
    ...result,
  });

  it("shows the server's refusal on the name and creates the subcategory on the next try", async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryFormView />, {
      mocks: [
        options,
        createMock('Apparel', {
          result: {
            errors: [
              {
                message: 'Name has already been taken',
                extensions: { code: 'BAD_USER_INPUT', fields: { name: 'Name has already been taken' } },
              },
            ],
          },
        }),
        createMock('Tops', {
          result: {
            data: { categoryCreate: category({ uuid: 'cat-2', name: 'Tops', parentUuid: 'cat-1' }, 2) },
          },
        }),
        categoriesMock([APPAREL]),
        options,
      ],
      path: `${LIST_PATH}/create`,
      pattern: '/apps/:key/:appUUID/products/:componentUUID/categories/create',
    });
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(name, 'Apparel');
    await user.click(screen.getByRole('combobox', { name: 'Parent category' }));
    await user.click(await screen.findByRole('option', { name: 'Apparel' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name has already been taken')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Tops');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category Successfully created!')).toBeInTheDocument();
    // Navigation follows the save; under load it can land a moment after the alert.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(LIST_PATH),
    );
  });
});

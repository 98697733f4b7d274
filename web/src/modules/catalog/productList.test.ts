import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  isFiltered,
  LOW_INVENTORY_FILTERS,
  productsVariables,
  rangeLabel,
  removeProductsQuestion,
  stockStatus,
  toggleAll,
  toggleOne,
} from './productList';
import { productRouteNames } from './productRoutes';

describe('productsVariables', () => {
  it('leaves every filter out by default, newest first', () => {
    expect(productsVariables('app-1', DEFAULT_FILTERS, { first: 20, after: null })).toEqual({
      appUuid: 'app-1',
      first: 20,
      after: null,
      search: null,
      categoryUuid: null,
      published: null,
      stock: null,
      sort: 'newest',
    });
  });

  it('sends each chosen filter as the server names it', () => {
    const filters = {
      search: ' ube ',
      categoryUuid: 'cat-1',
      published: 'unpublished',
      stock: 'low',
      sort: 'price_desc',
    } as const;
    expect(productsVariables('app-1', filters, { first: 50, after: 'c-9' })).toMatchObject({
      first: 50,
      after: 'c-9',
      search: 'ube',
      categoryUuid: 'cat-1',
      published: false,
      stock: 'low',
      sort: 'price_desc',
    });
    expect(
      productsVariables('app-1', { ...DEFAULT_FILTERS, published: 'published' }, { first: 20, after: null })
        .published,
    ).toBe(true);
    expect(productsVariables('app-1', LOW_INVENTORY_FILTERS, { first: 20, after: null })).toMatchObject({
      stock: 'low',
      sort: 'stock_asc',
    });
  });

  it('counts the sort as no filter', () => {
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: 'name_asc', search: '  ' })).toBe(false);
    expect(isFiltered(LOW_INVENTORY_FILTERS)).toBe(true);
  });
});

describe('stockStatus', () => {
  it('reads unlimited, out of stock, low and plenty', () => {
    expect(stockStatus({ stockQuantity: null, lowInStock: false })).toEqual({
      label: 'Unlimited',
      low: false,
      out: false,
    });
    expect(stockStatus({ stockQuantity: 0, lowInStock: true })).toEqual({
      label: 'Out of stock',
      low: true,
      out: true,
    });
    expect(stockStatus({ stockQuantity: 3, lowInStock: true })).toEqual({
      label: '3 left',
      low: true,
      out: false,
    });
    expect(stockStatus({ stockQuantity: 1200, lowInStock: false }).label).toBe('1,200 in stock');
  });
});

describe('rangeLabel', () => {
  it('says which rows of how many the page shows', () => {
    expect(rangeLabel(1, 20, 20, 57)).toBe('1–20 of 57');
    expect(rangeLabel(3, 20, 17, 57)).toBe('41–57 of 57');
    expect(rangeLabel(1, 20, 0, 0)).toBe('0 of 0');
  });

  it('says "10,000+" when the server stopped counting at the cap', () => {
    expect(rangeLabel(2, 20, 20, 10_000, true)).toBe('21–40 of 10,000+');
    expect(rangeLabel(1, 20, 20, 10_000, false)).toBe('1–20 of 10,000');
  });
});

describe('selection', () => {
  it('selects the whole page, then nothing, and toggles one row', () => {
    const page = ['a', 'b'];
    expect([...toggleAll(new Set(), page)]).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a']), page)]).toEqual(['a', 'b']);
    expect([...toggleAll(new Set(['a', 'b']), page)]).toEqual([]);
    expect([...toggleOne(new Set(['a']), 'a')]).toEqual([]);
    expect([...toggleOne(new Set(['a']), 'b')]).toEqual(['a', 'b']);
  });

  it('asks before removing one or many', () => {
    expect(removeProductsQuestion(1)).toBe('Do you want to remove this product?');
    expect(removeProductsQuestion(4)).toBe('Do you want to remove these 4 products?');
  });
});

describe('productRouteNames', () => {
  const names = (list: string[]) => (name: string) => list.includes(name);
  const ecommerce = names([
    'ecommerce-products',
    'ecommerce-product-new',
    'ecommerce-product-edit',
    'ecommerce-product-details',
  ]);

  it.each([
    'ecommerce-products',
    'ecommerce-product-new',
    'ecommerce-product-edit',
    'ecommerce-product-details',
  ])('finds the sibling screens of %s', (current) => {
    expect(productRouteNames(current, ecommerce)).toEqual({
      list: 'ecommerce-products',
      create: 'ecommerce-product-new',
      edit: 'ecommerce-product-edit',
      details: 'ecommerce-product-details',
      lowInventory: false,
    });
  });

  it("reads store-manager's singular list, Shopify's lone list and the low-inventory overview", () => {
    const store = names([
      'store-manager-product',
      'store-manager-product-new',
      'store-manager-product-edit',
      'store-manager-product-details',
    ]);
    expect(productRouteNames('store-manager-product-edit', store)).toMatchObject({
      list: 'store-manager-product',
      create: 'store-manager-product-new',
    });
    expect(productRouteNames('shopify-products', names(['shopify-products']))).toEqual({
      list: 'shopify-products',
      create: null,
      edit: null,
      details: null,
      lowInventory: false,
    });
    expect(productRouteNames('ecommerce-low-inventory-products', ecommerce)).toMatchObject({
      list: 'ecommerce-products',
      details: 'ecommerce-product-details',
      lowInventory: true,
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the filters and sort moved away from their defaults, not the search', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, search: 'tee' })).toBe(0);
    expect(activeFilterCount(LOW_INVENTORY_FILTERS)).toBe(2);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, categoryUuid: 'c1', published: 'published' })).toBe(2);
  });
});

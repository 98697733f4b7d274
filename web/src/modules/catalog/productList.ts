/** The product list's filters, the query variables they make, and how a row reads its stock. */
import type { ProductSort, ProductStockFilter, ProductsQueryVariables } from '../../generated/graphql';

export type PublishedFilter = 'all' | 'published' | 'unpublished';
export type StockFilter = 'all' | ProductStockFilter;

export interface ProductFilters {
  /** As typed (the view debounces it). */
  search: string;
  /** '' for every category. */
  categoryUuid: string;
  published: PublishedFilter;
  stock: StockFilter;
  sort: ProductSort;
}

export const DEFAULT_FILTERS: ProductFilters = {
  search: '',
  categoryUuid: '',
  published: 'all',
  stock: 'all',
  sort: 'newest',
};

/** The "Low inventory" view, and what the overview's Low Inventory Products opens on. */
export const LOW_INVENTORY_FILTERS: ProductFilters = { ...DEFAULT_FILTERS, stock: 'low', sort: 'stock_asc' };

export const isLowInventoryView = (f: ProductFilters): boolean => f.stock === 'low' && f.sort === 'stock_asc';

export const PUBLISHED_LABELS: Readonly<Record<PublishedFilter, string>> = {
  all: 'All',
  published: 'Published',
  unpublished: 'Unpublished',
};

export const STOCK_LABELS: Readonly<Record<StockFilter, string>> = {
  all: 'All',
  in_stock: 'In stock',
  low: 'Low',
  out_of_stock: 'Out of stock',
};

export const SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name_asc: 'Name: A to Z',
  name_desc: 'Name: Z to A',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  stock_asc: 'Stock: lowest first',
};

/** The products query's variables for these filters and this page. */
export function productsVariables(
  appUuid: string,
  filters: ProductFilters,
  page: { first: number; after: string | null },
): ProductsQueryVariables {
  const search = filters.search.trim();
  return {
    appUuid,
    first: page.first,
    after: page.after,
    search: search === '' ? null : search,
    categoryUuid: filters.categoryUuid === '' ? null : filters.categoryUuid,
    published: filters.published === 'all' ? null : filters.published === 'published',
    stock: filters.stock === 'all' ? null : filters.stock,
    sort: filters.sort,
  };
}

/** Whether any filter narrows the list (the empty state then offers to clear them). */
export const isFiltered = (f: ProductFilters): boolean =>
  f.search.trim() !== '' || f.categoryUuid !== '' || f.published !== 'all' || f.stock !== 'all';

/** Filters and sort set away from their defaults (the search box is shown on its own). */
export const activeFilterCount = (f: ProductFilters): number =>
  [f.categoryUuid !== '', f.published !== 'all', f.stock !== 'all', f.sort !== DEFAULT_FILTERS.sort].filter(
    Boolean,
  ).length;

export interface StockStatus {
  /** "Unlimited", "Out of stock", "3 left", "120 in stock". */
  label: string;
  /** Limited with 10 units or fewer (the server's lowInStock), out of stock included. */
  low: boolean;
  out: boolean;
}

export function stockStatus(p: { stockQuantity: number | null; lowInStock: boolean }): StockStatus {
  if (p.stockQuantity === null) return { label: 'Unlimited', low: false, out: false };
  if (p.stockQuantity <= 0) return { label: 'Out of stock', low: true, out: true };
  if (p.lowInStock) return { label: `${p.stockQuantity} left`, low: true, out: false };
  return { label: `${p.stockQuantity.toLocaleString('en-PH')} in stock`, low: false, out: false };
}

/**
 * "1–20 of 57" for page `page` (1-based) holding `count` rows of `size`; "0 of 0" when empty. A
 * capped total (the server stopped counting a filtered list at 10,000) reads "of 10,000+".
 */
export function rangeLabel(page: number, size: number, count: number, total: number, capped = false): string {
  const of = `${total.toLocaleString('en-PH')}${capped ? '+' : ''}`;
  if (count === 0) return `0 of ${of}`;
  const start = (page - 1) * size + 1;
  return `${start.toLocaleString('en-PH')}–${(start + count - 1).toLocaleString('en-PH')} of ${of}`;
}

/** Select-all: everything on the page, or nothing when everything is already selected. */
export function toggleAll(selected: ReadonlySet<string>, visible: readonly string[]): Set<string> {
  const all = visible.length > 0 && visible.every((uuid) => selected.has(uuid));
  return all ? new Set() : new Set(visible);
}

export function toggleOne(selected: ReadonlySet<string>, uuid: string): Set<string> {
  const next = new Set(selected);
  if (next.has(uuid)) next.delete(uuid);
  else next.add(uuid);
  return next;
}

/** The bulk delete question (document 1 §8's "Do you want to remove this {name}?" for many). */
export const removeProductsQuestion = (n: number): string =>
  n === 1 ? 'Do you want to remove this product?' : `Do you want to remove these ${n} products?`;

import type { MockLink } from '@apollo/client/testing';
import { configure } from '@testing-library/react';
import type { ProductFieldsFragment } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import { AddOnsQuery } from '../graphql/addOns';
import { CategoriesQuery, CategoryOptionsQuery } from '../graphql/categories';
import { ProductAppFlagsQuery, ProductQuery, ProductsQuery } from '../graphql/products';

// The product form is large for jsdom: on a loaded 2-core machine a save can take over a second.
configure({ asyncUtilTimeout: 5000 });

export const COMPONENT = 'comp-1';

interface Cat {
  uuid: string;
  name: string;
  description?: string;
  parentUuid?: string | null;
  productsCount?: number;
  children?: Cat[];
}

export function category(c: Cat, depth = 0): Record<string, unknown> {
  const base = {
    __typename: 'Category' as const,
    uuid: c.uuid,
    name: c.name,
    description: c.description ?? '',
    parentUuid: c.parentUuid ?? null,
    productsCount: c.productsCount ?? 0,
  };
  if (depth === 2) return base;
  const children = (c.children ?? []).map((child) => category(child, depth + 1));
  return depth === 0 ? { ...base, parent: null, children } : { ...base, children };
}

export function categoriesMock(roots: Cat[], vars: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: {
      query: CategoriesQuery,
      variables: { appUuid: APP_UUID, first: 20, after: null, search: null, topLevel: true, ...vars },
    },
    result: {
      data: {
        categories: {
          __typename: 'CategoryConnection',
          edges: roots.map((r) => ({ __typename: 'CategoryEdge', cursor: `c-${r.uuid}`, node: category(r) })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

export function categoryOptionsMock(all: { uuid: string; name: string; parentUuid: string | null }[]) {
  return {
    request: { query: CategoryOptionsQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        categories: {
          __typename: 'CategoryConnection',
          edges: all.map((node) => ({
            __typename: 'CategoryEdge',
            node: { __typename: 'Category', ...node },
          })),
        },
      },
    },
  } satisfies MockLink.MockedResponse;
}

export function addOnsMock(
  nodes: { uuid: string; name: string; price: number; available?: boolean; maxQuantity?: number | null }[],
): MockLink.MockedResponse {
  return {
    request: { query: AddOnsQuery, variables: { appUuid: APP_UUID, first: 20, after: null, search: null } },
    result: {
      data: {
        addOns: {
          __typename: 'AddOnConnection',
          edges: nodes.map((n) => ({
            __typename: 'AddOnEdge',
            cursor: `c-${n.uuid}`,
            node: { __typename: 'AddOn', description: '', available: true, maxQuantity: null, ...n },
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

/** Product list rows (ProductListFields). */
export interface ListProduct {
  uuid: string;
  name: string;
  price?: number;
  compareAtPrice?: number | null;
  stockQuantity?: number | null;
  lowInStock?: boolean;
  published?: boolean;
  hidden?: boolean;
  photoUrl?: string | null;
  category?: { uuid: string; name: string } | null;
}

export function listProduct(p: ListProduct): Record<string, unknown> {
  return {
    __typename: 'Product',
    price: 10_000,
    compareAtPrice: null,
    stockQuantity: null,
    lowInStock: false,
    published: true,
    hidden: false,
    photoUrl: null,
    ...p,
    category: p.category ? { __typename: 'Category', ...p.category } : null,
  };
}

export const PRODUCTS_VARIABLES = {
  appUuid: APP_UUID,
  first: 20,
  after: null,
  search: null,
  categoryUuid: null,
  published: null,
  stock: null,
  sort: 'newest',
};

export function productsMock(
  rows: ListProduct[],
  vars: Record<string, unknown> = {},
  page: { totalCount?: number; totalCountCapped?: boolean; hasNextPage?: boolean } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ProductsQuery, variables: { ...PRODUCTS_VARIABLES, ...vars } },
    result: {
      data: {
        products: {
          __typename: 'ProductConnection',
          totalCount: page.totalCount ?? rows.length,
          totalCountCapped: page.totalCountCapped ?? false,
          edges: rows.map((r) => ({
            __typename: 'ProductEdge',
            cursor: `c-${r.uuid}`,
            node: listProduct(r),
          })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: rows.length > 0 ? `c-${rows.at(-1)?.uuid}` : null,
          },
        },
      },
    },
  };
}

export function appFlagsMock(flags: { bulkable: boolean; importableCsv?: boolean }): MockLink.MockedResponse {
  return {
    request: { query: ProductAppFlagsQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: { __typename: 'App', uuid: APP_UUID, importableCsv: false, ...flags },
      },
    },
  };
}

/** The form's add-on choices (first 100). */
export function addOnChoicesMock(
  nodes: { uuid: string; name: string; price: number }[],
): MockLink.MockedResponse {
  return {
    request: { query: AddOnsQuery, variables: { appUuid: APP_UUID, first: 100, after: null, search: null } },
    result: {
      data: {
        addOns: {
          __typename: 'AddOnConnection',
          edges: nodes.map((n) => ({
            __typename: 'AddOnEdge',
            cursor: `c-${n.uuid}`,
            node: { __typename: 'AddOn', description: '', available: true, maxQuantity: null, ...n },
          })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

type Variant = Omit<
  ProductFieldsFragment['variants'][number],
  'compareAtPrice' | 'boughtAndReservedCount'
> & {
  compareAtPrice?: number | null;
  boughtAndReservedCount?: number;
};

/** An answer's object with its __typename, as the server sends it. */
const typed = <T extends object>(typename: string, value: T): T & { __typename: string } =>
  Object.assign({ __typename: typename }, value);

/** A stored product as ProductFields answers it. */
export function product(
  p: Partial<Omit<ProductFieldsFragment, 'variants'>> & { uuid: string; name: string; variants?: Variant[] },
): ProductFieldsFragment & { __typename: 'Product' } {
  const variants = (p.variants ?? []).map((v) => ({
    __typename: 'ProductVariant' as const,
    compareAtPrice: null,
    boughtAndReservedCount: 0,
    ...v,
  }));
  return {
    __typename: 'Product',
    description: '',
    categoryUuid: null,
    published: true,
    hidden: false,
    digitalProduct: false,
    sectionName: null,
    price: variants[0]?.price ?? 0,
    compareAtPrice: null,
    stockQuantity: null,
    lowInStock: false,
    photoUrl: null,
    createdAt: '2026-05-01T00:00:00.000Z',
    updatedAt: '2026-05-01T00:00:00.000Z',
    ...p,
    category: p.category ? typed('Category', p.category) : null,
    photos: (p.photos ?? []).map((x) => typed('Photo', x)),
    options: (p.options ?? []).map((x) => typed('ProductOption', x)),
    addOns: (p.addOns ?? []).map((x) => typed('AddOn', x)),
    variants,
  };
}

export function productMock(p: ReturnType<typeof product>): MockLink.MockedResponse {
  return { request: { query: ProductQuery, variables: { uuid: p.uuid } }, result: { data: { product: p } } };
}

import type { MockLink } from '@apollo/client/testing';
import { APP_UUID } from '../../apps/testing/render';
import { AddOnsQuery } from '../graphql/addOns';
import { CategoriesQuery, CategoryOptionsQuery } from '../graphql/categories';

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

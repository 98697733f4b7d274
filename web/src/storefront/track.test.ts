/** @vitest-environment jsdom */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../lib/testing/schema';
import { StorefrontTrackMutation, StoreProductsQuery } from './graphql/storefront';
import { COLD_START, STORE_UUID, store, storefrontMock } from './testing/fixtures';
import { renderStoreAt } from './testing/render';
import { sourceOf, startVisit, visitSource } from './track';

describe('where a storefront visit came from', () => {
  it("takes the link's ref, then its utm_source, then the referring site, else direct", () => {
    expect(sourceOf('?ref=summer-sale&utm_source=fb', '', 'shop.suki.ph')).toBe('summer-sale');
    expect(sourceOf('?utm_source=tiktok', 'https://www.google.com/', 'shop.suki.ph')).toBe('tiktok');
    expect(sourceOf('', 'https://l.facebook.com/l.php?u=x', 'shop.suki.ph')).toBe('facebook.com');
    expect(sourceOf('', 'https://shop.suki.ph/store/app-1', 'shop.suki.ph')).toBe('direct');
    expect(sourceOf('?ref=%20%20', 'not a url', 'shop.suki.ph')).toBe('direct');
  });

  it("counts the session's first page as the visit and keeps its source for the order", () => {
    const kept = new Map<string, string>();
    const session = {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    };
    expect(startVisit(session, 'app-1', 'messenger')).toBe(true);
    expect(startVisit(session, 'app-1', 'google.com')).toBe(false);
    expect(visitSource(session, 'app-1')).toBe('messenger');
    expect(startVisit(session, 'app-2', 'direct')).toBe(true);
  });
});

describe('the storefront tells the store about a visit', () => {
  afterEach(() => sessionStorage.clear());
  it('once per session, with the landing link’s ref', async () => {
    sessionStorage.clear(); // this file runs without the DOM suite's setup, which clears it
    const visit = vi.fn(() => ({ data: { storefrontTrack: true } }));
    const mocks = [
      storefrontMock(store()),
      schemaChecked({
        request: {
          query: StorefrontTrackMutation,
          variables: { input: { appUuid: STORE_UUID, kind: 'visit', source: 'summer-sale' } },
        },
        result: visit,
      }),
      schemaChecked({
        request: {
          query: StoreProductsQuery,
          variables: { appUuid: STORE_UUID, first: 20, search: null, categoryUuid: null },
        },
        result: {
          data: {
            storeProducts: {
              __typename: 'StoreProductConnection',
              edges: [],
              pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
            },
          },
        },
      }),
    ];
    renderStoreAt(`/store/${STORE_UUID}?ref=summer-sale`, mocks);
    await screen.findByRole('main', {}, COLD_START);
    await vi.waitFor(() => expect(visit).toHaveBeenCalledTimes(1));
    expect(visitSource(sessionStorage, STORE_UUID)).toBe('summer-sale');
  });
});

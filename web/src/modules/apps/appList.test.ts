import { describe, expect, it } from 'vitest';
import type { AppsQuery } from '../../generated/graphql';
import { type AppSummary, appendPage, mergeApps, withApp } from './appList';

function app(uuid: string, name = uuid): AppSummary {
  return {
    uuid,
    name,
    bundleKey: 'ecommerce-b2c-bundle',
    status: 'Unlaunched',
    maintenance: false,
    storeStatus: 'pending_store',
    storeStatusLabel: 'Not launched',
    plan: 'starter',
    launchedAt: null,
    createdAt: '2026-01-01T00:00:00Z',
  };
}

function page(apps: AppSummary[], hasNextPage = false, endCursor: string | null = null): AppsQuery {
  return {
    apps: { edges: apps.map((node) => ({ cursor: node.uuid, node })), pageInfo: { hasNextPage, endCursor } },
  };
}

describe('withApp', () => {
  it('puts a new store first', () => {
    const result = withApp(page([app('a')]), app('b'));
    expect(result.apps.edges.map((e) => e.node.uuid)).toEqual(['b', 'a']);
  });

  it('does not list a store twice when the mutation and the live event both arrive', () => {
    const once = withApp(page([app('a')]), app('b'));
    expect(withApp(once, app('b'))).toBe(once);
  });
});

describe('appendPage', () => {
  it('appends the next page and takes its page info', () => {
    const result = appendPage(page([app('a'), app('b')], true, 'b'), page([app('b'), app('c')], false, 'c'));
    expect(result.apps.edges.map((e) => e.node.uuid)).toEqual(['a', 'b', 'c']);
    expect(result.apps.pageInfo).toEqual({ hasNextPage: false, endCursor: 'c' });
  });
});

describe('mergeApps', () => {
  it('shows live stores missing from the list first, once', () => {
    const list = page([app('a'), app('b')]);
    expect(mergeApps([app('c'), app('a')], list).map((a) => a.uuid)).toEqual(['c', 'a', 'b']);
    expect(mergeApps([app('c')], undefined).map((a) => a.uuid)).toEqual(['c']);
  });
});

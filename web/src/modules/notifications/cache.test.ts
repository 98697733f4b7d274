import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apollo';
import { addLiveNotification, changeUnreadCount, firstPageVariables, markAllReadInCache } from './cache';
import { NotificationsQuery, UnreadNotificationsCountQuery } from './graphql/notifications';
import { APP_UUID, type NotificationFixture, notification } from './testing/fixtures';

function connection(nodes: NotificationFixture[], hasNextPage: boolean) {
  return {
    notifications: {
      __typename: 'NotificationConnection' as const,
      edges: nodes.map((node) => ({
        __typename: 'NotificationEdge' as const,
        cursor: `c-${node.uuid}`,
        node,
      })),
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage, endCursor: `c-${nodes.at(-1)?.uuid}` },
    },
  };
}

function cacheWith(nodes: NotificationFixture[], unread: number | null) {
  const cache = createCache();
  cache.writeQuery({
    query: NotificationsQuery,
    variables: firstPageVariables(APP_UUID),
    data: connection(nodes, true),
  });
  if (unread !== null) {
    cache.writeQuery({
      query: UnreadNotificationsCountQuery,
      variables: { appUuid: APP_UUID },
      data: { unreadNotificationsCount: unread },
    });
  }
  return cache;
}

const uuids = (cache: ReturnType<typeof createCache>) =>
  cache
    .readQuery({ query: NotificationsQuery, variables: firstPageVariables(APP_UUID) })
    ?.notifications.edges.map((edge) => edge.node.uuid);
const unread = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: UnreadNotificationsCountQuery, variables: { appUuid: APP_UUID } })
    ?.unreadNotificationsCount;

describe('notification cache updates', () => {
  it('places a live notification first and counts it when unread', () => {
    const cache = cacheWith([notification({ uuid: 'old-1' }), notification({ uuid: 'old-2' })], 2);
    // An arrival older than the listed ones still goes first: the list is in arrival order.
    expect(
      addLiveNotification(cache, APP_UUID, notification({ uuid: 'live', hoursAgo: 99, readAt: null })),
    ).toBe(true);
    expect(uuids(cache)).toEqual(['live', 'old-1', 'old-2']);
    expect(unread(cache)).toBe(3);
  });

  it('ignores a notification that is already listed (dedupe by uuid)', () => {
    const cache = cacheWith([notification({ uuid: 'same', readAt: null })], 1);
    expect(addLiveNotification(cache, APP_UUID, notification({ uuid: 'same', readAt: null }))).toBe(false);
    expect(uuids(cache)).toEqual(['same']);
    expect(unread(cache)).toBe(1);
  });

  it('does not count a notification that arrives already read', () => {
    const cache = cacheWith([], 0);
    addLiveNotification(cache, APP_UUID, notification({ uuid: 'read' }));
    expect(unread(cache)).toBe(0);
  });

  it('counts arrivals while the list was never loaded', () => {
    const cache = createCache();
    cache.writeQuery({
      query: UnreadNotificationsCountQuery,
      variables: { appUuid: APP_UUID },
      data: { unreadNotificationsCount: 5 },
    });
    addLiveNotification(cache, APP_UUID, notification({ uuid: 'x', readAt: null }));
    expect(unread(cache)).toBe(6);
  });

  it('marks every cached notification read and zeroes the count', () => {
    const cache = cacheWith(
      [
        notification({ uuid: 'u', readAt: null }),
        notification({ uuid: 'r', readAt: '2026-03-01T00:00:00.000Z' }),
      ],
      1,
    );
    markAllReadInCache(cache, APP_UUID, '2026-03-04T05:00:00.000Z');
    const nodes = cache
      .readQuery({ query: NotificationsQuery, variables: firstPageVariables(APP_UUID) })
      ?.notifications.edges.map((edge) => [edge.node.uuid, edge.node.readAt]);
    expect(nodes).toEqual([
      ['u', '2026-03-04T05:00:00.000Z'],
      ['r', '2026-03-01T00:00:00.000Z'],
    ]);
    expect(unread(cache)).toBe(0);
  });

  it('never counts below zero', () => {
    const cache = cacheWith([], 0);
    changeUnreadCount(cache, APP_UUID, (count) => count - 1);
    expect(unread(cache)).toBe(0);
  });

  it('appends a page fetched with `after` to the same list (relay-style typePolicy)', () => {
    const cache = cacheWith([notification({ uuid: 'p1' })], null);
    cache.writeQuery({
      query: NotificationsQuery,
      variables: { ...firstPageVariables(APP_UUID), after: 'c-p1' },
      data: connection([notification({ uuid: 'p2' })], false),
    });
    const read = cache.readQuery({ query: NotificationsQuery, variables: firstPageVariables(APP_UUID) });
    expect(read?.notifications.edges.map((edge) => edge.node.uuid)).toEqual(['p1', 'p2']);
    expect(read?.notifications.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'c-p2' });
  });
});

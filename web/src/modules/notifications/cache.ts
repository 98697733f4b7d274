import type { ApolloCache } from '@apollo/client';
import type {
  NotificationItemFragment,
  NotificationsQuery as NotificationsData,
} from '../../generated/graphql';
import { NOTIFICATIONS_PAGE_SIZE } from '../../lib/constants';
import { NotificationsQuery, UnreadNotificationsCountQuery } from './graphql/notifications';

/*
 * The drawer's list and the unread badges live in the Apollo cache, so every reader (top bar,
 * user drawer, notification drawer) changes at once when a notification arrives or is read.
 * The list is one relay-style field per app (app/apollo.ts typePolicies).
 */

export type NotificationNode = NotificationItemFragment;

export const firstPageVariables = (appUuid: string) => ({ appUuid, first: NOTIFICATIONS_PAGE_SIZE });

/** The list with `node` placed first, or null when it is already there (deduplicated by uuid). */
export function withNotificationFirst(
  data: NotificationsData,
  node: NotificationNode,
): NotificationsData | null {
  if (data.notifications.edges.some((edge) => edge.node.uuid === node.uuid)) return null;
  // Live arrivals have no server cursor; paging continues from pageInfo.endCursor.
  const edge = { __typename: 'NotificationEdge' as const, cursor: '', node };
  return { ...data, notifications: { ...data.notifications, edges: [edge, ...data.notifications.edges] } };
}

/** Adds a live notification to the cached list (if loaded); returns false when it was already listed. */
export function addLiveNotification(cache: ApolloCache, appUuid: string, node: NotificationNode): boolean {
  const variables = firstPageVariables(appUuid);
  const current = cache.readQuery({ query: NotificationsQuery, variables });
  if (current) {
    const next = withNotificationFirst(current, node);
    if (next === null) return false;
    cache.writeQuery({ query: NotificationsQuery, variables, data: next });
  }
  if (node.readAt === null) changeUnreadCount(cache, appUuid, (count) => count + 1);
  return true;
}

/** Changes the cached unread count (when it is loaded), never below zero. */
export function changeUnreadCount(
  cache: ApolloCache,
  appUuid: string,
  change: (count: number) => number,
): void {
  cache.updateQuery({ query: UnreadNotificationsCountQuery, variables: { appUuid } }, (current) =>
    current ? { unreadNotificationsCount: Math.max(0, change(current.unreadNotificationsCount)) } : current,
  );
}

/** After NotificationMarkAllAsRead: every cached notification of the app read, the badge at zero. */
export function markAllReadInCache(cache: ApolloCache, appUuid: string, readAt: string): void {
  const current = cache.readQuery({ query: NotificationsQuery, variables: firstPageVariables(appUuid) });
  for (const { node } of current?.notifications.edges ?? []) {
    if (node.readAt !== null) continue;
    cache.modify({
      id: cache.identify({ __typename: 'Notification', uuid: node.uuid }),
      fields: { readAt: (value) => value ?? readAt },
    });
  }
  changeUnreadCount(cache, appUuid, () => 0);
}

import { useQuery } from '@apollo/client/react';
import { UnreadNotificationsCountQuery } from '../graphql/notifications';

/**
 * The app's unread notification count for the badges (top bar bell, user drawer entry); 0 outside
 * an app. Live arrivals, mark read and mark all change it in the cache (../cache.ts).
 */
export function useUnreadNotificationsCount(appUuid: string | null): number {
  const { data } = useQuery(UnreadNotificationsCountQuery, {
    variables: { appUuid: appUuid ?? '' },
    skip: appUuid === null,
    fetchPolicy: 'cache-and-network',
  });
  return appUuid === null ? 0 : (data?.unreadNotificationsCount ?? 0);
}

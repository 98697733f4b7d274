import { useQuery } from '@apollo/client/react';
import { UnreadNotificationsCountQuery } from '../graphql/notifications';

/**
 * The app's unread notification count for the badges (top bar bell, user drawer entry, the drawer's
 * header); 0 outside an app. Asked once per app: live arrivals, mark read and mark all change it in
 * the cache (../cache.ts), and a live gap refetches it with everything on screen.
 */
export function useUnreadNotificationsCount(appUuid: string | null): number {
  const { data } = useQuery(UnreadNotificationsCountQuery, {
    variables: { appUuid: appUuid ?? '' },
    skip: appUuid === null,
    fetchPolicy: 'cache-first',
  });
  return appUuid === null ? 0 : (data?.unreadNotificationsCount ?? 0);
}

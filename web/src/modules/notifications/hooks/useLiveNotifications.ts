import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { addLiveNotification } from '../cache';
import { NotificationCreateSubscription } from '../graphql/notifications';

/**
 * While inside an app: new notifications arrive over notificationCreate, are placed first in the
 * drawer's list and count up the unread badges. A uuid seen once is never counted twice.
 */
export function useLiveNotifications(appUuid: string | null): void {
  const client = useApolloClient();
  const seen = useRef(new Set<string>());
  useSubscription(NotificationCreateSubscription, {
    variables: { appUuid: appUuid ?? '' },
    skip: appUuid === null,
    onData: ({ data: event }) => {
      const node = event.data?.notificationCreate;
      if (!node || appUuid === null || seen.current.has(node.uuid)) return;
      seen.current.add(node.uuid);
      addLiveNotification(client.cache, appUuid, node);
    },
    // Inbox-style rule (document 1 §8): live channel errors are only logged; graphql-ws reconnects.
    onError: (error) => console.error(error),
  });
}

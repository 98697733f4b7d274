import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { ensureInboxPolicies, setUnreadMessagesCount } from '../cache';
import { InboxMessagesCountSubscription, UnreadMessagesCountQuery } from '../graphql/inbox';

/**
 * The top bar's inbox badge: recipients with unread messages (unreadMessagesCount), kept live by
 * inboxMessagesCount. 0 outside an app; the live count waits for the app's global id.
 */
export function useInboxUnreadCount(appUuid: string | null, appGlobalId: string | null): number {
  const client = useApolloClient();
  // The shell mounts this for the whole session: inbox data is normalised from the start.
  ensureInboxPolicies(client.cache);
  const { data } = useQuery(UnreadMessagesCountQuery, {
    variables: { appUuid: appUuid ?? '' },
    skip: appUuid === null,
    fetchPolicy: 'cache-and-network',
  });
  useSubscription(InboxMessagesCountSubscription, {
    variables: { appGlobalId: appGlobalId ?? '' },
    skip: appUuid === null || appGlobalId === null,
    onData: ({ data: event }) => {
      const count = event.data?.inboxMessagesCount;
      // The channel is the app's; a count of another app (a late event after switching) is ignored.
      if (count && appUuid !== null && count.appUuid === appUuid) {
        setUnreadMessagesCount(client.cache, appUuid, count.messagesCount);
      }
    },
    // Document 1 §8: inbox subscription errors are only logged; graphql-ws reconnects.
    onError: (error) => console.error(error),
  });
  return appUuid === null ? 0 : (data?.unreadMessagesCount ?? 0);
}

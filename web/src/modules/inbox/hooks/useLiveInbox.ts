import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { type ListKey, moveRecipientFirst, putMessage } from '../cache';
import { isEmptyMessage } from '../conversation';
import { InboxMessagesSubscription } from '../graphql/inbox';

/**
 * While the inbox is open: new and changed messages of the app arrive over inboxMessages. A
 * message joins its cached conversation (replacing the one with its uuid, else appended; empty
 * ones are dropped) and its recipient moves to the top of the shown list; a recipient the list
 * does not have yet makes it load its first page again (`onUnknownRecipient`).
 */
export function useLiveInbox(
  appGlobalId: string | null,
  list: ListKey,
  onUnknownRecipient: () => void,
): void {
  const client = useApolloClient();
  const listRef = useRef(list);
  listRef.current = list;
  const unknownRef = useRef(onUnknownRecipient);
  unknownRef.current = onUnknownRecipient;

  useSubscription(InboxMessagesSubscription, {
    variables: { appGlobalId: appGlobalId ?? '' },
    skip: appGlobalId === null,
    onData: ({ data: event }) => {
      const live = event.data?.inboxMessages;
      if (!live || isEmptyMessage(live)) return;
      putMessage(client.cache, live);
      const moved = moveRecipientFirst(client.cache, listRef.current, live.pageRecipient, live);
      if (moved === 'unknown') unknownRef.current();
    },
    onError: (error) => console.error(error),
  });
}

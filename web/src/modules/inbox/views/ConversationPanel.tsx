import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef, useState } from 'react';
import type {
  GeneratedResponseAction,
  GeneratedResponseStatus,
  InboxFilter,
} from '../../../generated/graphql';
import { MESSAGES_NEXT_PAGE } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { conversationVariables, putMessage, setSuggestionStatus } from '../cache';
import { ConversationHeader } from '../components/ConversationHeader/ConversationHeader';
import { MessageList, type MessageListState } from '../components/MessageList/MessageList';
import { ResponseBreakdownDialog } from '../components/ResponseBreakdownDialog/ResponseBreakdownDialog';
import { SuggestedReplyCard } from '../components/SuggestedReplyCard/SuggestedReplyCard';
import { type InboxMessageNode, pendingSuggestion, shownMessages } from '../conversation';
import {
  FetchMessengerMessagesQuery,
  PageRecipientQuery,
  UpdateGeneratedResponseMutation,
  UpdateRecipientReadStatusMutation,
} from '../graphql/inbox';
import { isUnread } from '../recipients';
import { ReplyComposer } from './ReplyComposer';

export interface ConversationPanelProps {
  appUuid: string;
  recipientUuid: string;
  /** The list's filter, sent with the read mark (selectedFilter). */
  filter: InboxFilter;
  /** On a phone: back to the list. */
  onBack?: () => void;
}

const HANDLED: Record<GeneratedResponseAction, GeneratedResponseStatus> = {
  accept: 'accepted',
  edited: 'edited',
  dismiss: 'dismissed',
};

/**
 * One conversation: its messages (7, then older pages of 5 on scrolling up), the suggested reply
 * for the customer's latest message, and the reply box. Opening it marks the conversation read.
 * Give it `key={recipientUuid}` so each conversation starts with fresh paging state.
 */
export function ConversationPanel({ appUuid, recipientUuid, filter, onBack }: ConversationPanelProps) {
  const alert = useAlert();
  const [breakdown, setBreakdown] = useState<{ open: boolean; steps: InboxMessageNode['agentBreakdown'] }>({
    open: false,
    steps: [],
  });
  const [olderLoading, setOlderLoading] = useState(false);
  const [olderFailed, setOlderFailed] = useState(false);
  const [suggestionBusy, setSuggestionBusy] = useState(false);
  const olderRef = useRef(false);
  const marking = useRef(false);
  /** The conversation this unread spell was already marked read for. */
  const markedFor = useRef<string | null>(null);
  /** A failed read mark is not retried in a loop (the optimistic one is rolled back, unread again). */
  const markFailed = useRef(false);

  const recipientQuery = useQuery(PageRecipientQuery, {
    variables: { uuid: recipientUuid },
    fetchPolicy: 'cache-and-network',
  });
  const messagesQuery = useQuery(FetchMessengerMessagesQuery, {
    variables: conversationVariables(recipientUuid),
    fetchPolicy: 'cache-and-network',
  });
  const [markRead] = useMutation(UpdateRecipientReadStatusMutation);
  const [updateSuggestion] = useMutation(UpdateGeneratedResponseMutation);

  const recipient = recipientQuery.data?.pageRecipient ?? null;
  const unread = recipient !== null && isUnread(recipient);
  const recipientLoading = recipientQuery.loading;
  const connection = messagesQuery.data?.fetchMessengerMessages;
  const messages = useMemo(() => shownMessages(connection), [connection]);
  const waiting = pendingSuggestion(messages);
  const suggestion = waiting?.generatedResponse ?? null;

  // Opening the conversation marks it read, and so does a customer message arriving while it is open:
  // once per time it turns unread (the recipient's details loading later must not send it twice).
  useEffect(() => {
    if (!unread) markedFor.current = null;
  }, [unread]);
  useEffect(() => {
    // Only once the recipient's own answer is in: an answer still on its way would otherwise land after
    // the mark and paint the conversation unread again.
    if (recipientLoading) return;
    if (!unread || marking.current || markFailed.current || markedFor.current === recipientUuid) return;
    marking.current = true;
    markedFor.current = recipientUuid;
    // The row stops looking unread at once; a failure puts it back.
    const read = {
      __typename: 'PageRecipient' as const,
      uuid: recipientUuid,
      baseUuid: recipient?.baseUuid ?? recipientUuid,
      messengerRead: true,
      facebookCommentRead: true,
    };
    markRead({
      variables: {
        input: { pageRecipientUuid: recipientUuid, platformOrigin: 'all', selectedFilter: filter },
      },
      optimisticResponse: { updateRecipientReadStatus: read },
      refetchQueries: ['UnreadMessagesCount'],
    })
      .catch((error: unknown) => {
        markFailed.current = true;
        console.error(error);
      })
      .finally(() => {
        marking.current = false;
      });
  }, [recipientLoading, unread, recipientUuid, filter, markRead, recipient?.baseUuid]);

  const loadOlder = async () => {
    const pageInfo = connection?.pageInfo;
    if (!pageInfo?.hasNextPage || !pageInfo.endCursor || olderRef.current) return;
    olderRef.current = true;
    setOlderLoading(true);
    setOlderFailed(false);
    try {
      await messagesQuery.fetchMore({ variables: { first: MESSAGES_NEXT_PAGE, after: pageInfo.endCursor } });
    } catch (error) {
      console.error(error);
      setOlderFailed(true);
    } finally {
      olderRef.current = false;
      setOlderLoading(false);
    }
  };

  const act = async (action: GeneratedResponseAction, message?: string) => {
    if (!suggestion) return;
    const promptUuid = suggestion.uuid;
    setSuggestionBusy(true);
    try {
      await updateSuggestion({
        variables: { input: { promptUuid, action, ...(message === undefined ? {} : { message }) } },
        update: (cache, { data }) => {
          setSuggestionStatus(cache, promptUuid, HANDLED[action]);
          const sent = data?.updateGeneratedResponse.inboxMessage;
          if (sent) putMessage(cache, sent);
        },
      });
    } catch (error) {
      alert.error(error);
    } finally {
      setSuggestionBusy(false);
    }
  };

  let state: MessageListState;
  if (connection) state = { status: 'ready', messages };
  else if (messagesQuery.error)
    state = {
      status: 'error',
      message: errorMessage(messagesQuery.error),
      onRetry: () => void messagesQuery.refetch(),
    };
  else state = { status: 'loading' };

  if (!recipient && recipientQuery.error) {
    return (
      <Box sx={{ p: 2 }}>
        <RetryAlert
          message={errorMessage(recipientQuery.error)}
          onRetry={() => void recipientQuery.refetch()}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader recipient={recipient} onBack={onBack} />
      <MessageList
        conversationKey={recipientUuid}
        state={state}
        older={{
          hasOlder: connection?.pageInfo.hasNextPage ?? false,
          loading: olderLoading,
          failed: olderFailed,
          onLoadOlder: () => void loadOlder(),
        }}
        onShowBreakdown={(message) => setBreakdown({ open: true, steps: message.agentBreakdown })}
      />
      {suggestion ? (
        <SuggestedReplyCard
          key={suggestion.uuid}
          suggestion={suggestion}
          busy={suggestionBusy}
          onApprove={() => void act('accept')}
          onSendEdited={(text) => void act('edited', text)}
          onDismiss={() => void act('dismiss')}
        />
      ) : null}
      {recipient ? <ReplyComposer appUuid={appUuid} recipient={recipient} /> : null}
      <ResponseBreakdownDialog
        open={breakdown.open}
        onClose={() => setBreakdown((current) => ({ ...current, open: false }))}
        steps={breakdown.steps}
      />
    </Box>
  );
}

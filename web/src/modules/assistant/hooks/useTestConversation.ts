import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { OrderStatus, PaymentStatus } from '../../../generated/graphql';
import { CHATBOT_REFRESH_SPINNER_MS } from '../../../lib/constants';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { type ChatMessage, conversationReducer, EMPTY_CONVERSATION, pendingMessage } from '../conversation';
import {
  ChatbotTestMessageSendMutation,
  DummyRecipientQuery,
  DummyRecipientResetMutation,
  TestToolAppQuery,
  TestToolInboxMessagesSubscription,
  TestToolMessagesQuery,
} from '../graphql/testTool';
import { CONVO_RESET, TEST_MESSAGE_SENT } from '../messages';

/** The newest messages of the simulated customer the tool shows (older ones are not paged in). */
export const TEST_TOOL_MESSAGES = 20;

export interface TestSend {
  message: string;
  orderStatus: OrderStatus;
  paymentStatus: PaymentStatus;
}

export interface TestConversation {
  /** Reading order, oldest first; a message being sent is last and `local`. */
  messages: ChatMessage[];
  /** The simulated customer is being fetched (first load or retry). */
  loading: boolean;
  /** The simulated customer or their messages could not be loaded. */
  loadError: string | null;
  retry: () => void;
  /** Sends as the simulated customer; resolves true when the server took it. */
  send: (input: TestSend) => Promise<boolean>;
  resetting: boolean;
  reset: () => Promise<void>;
  /** Refresh Data: true for at least CHATBOT_REFRESH_SPINNER_MS, and until the refetch ends. */
  refreshing: boolean;
  refresh: () => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The chatbot test tool's data (document 2 §2.4): the simulated customer fetched fresh on every
 * mount, their conversation kept live over inboxMessages (replace by uuid, else append), sends with a
 * pending local copy that goes if the send fails, reset and refresh.
 */
export function useTestConversation(appUuid: string): TestConversation {
  const alert = useAlert();
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [resetting, setResetting] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const localCount = useRef(0);

  const app = useQuery(TestToolAppQuery, { variables: { appUuid }, skip: appUuid === '' });
  const recipientQuery = useQuery(DummyRecipientQuery, {
    variables: { appUuid, dummyType: 'test_tool' },
    skip: appUuid === '',
    fetchPolicy: 'network-only',
  });
  const recipientUuid = recipientQuery.data?.dummyRecipient.uuid ?? '';
  const messagesQuery = useQuery(TestToolMessagesQuery, {
    variables: { pageRecipientUuid: recipientUuid, first: TEST_TOOL_MESSAGES },
    skip: recipientUuid === '',
    fetchPolicy: 'network-only',
  });

  // Another simulated customer (the store's page changed): what was shown belonged to the old one.
  const shownFor = useRef('');
  useEffect(() => {
    if (recipientUuid === '' || recipientUuid === shownFor.current) return;
    if (shownFor.current !== '') dispatch({ type: 'reset' });
    shownFor.current = recipientUuid;
  }, [recipientUuid]);

  const page = messagesQuery.data?.fetchMessengerMessages.edges;
  useEffect(() => {
    if (page) dispatch({ type: 'loaded', newestFirst: page.map((edge) => edge.node) });
  }, [page]);

  const appGlobalId = app.data?.fetchAppByUuid.baseGlobalId ?? '';
  useSubscription(TestToolInboxMessagesSubscription, {
    variables: { appGlobalId },
    skip: appGlobalId === '' || recipientUuid === '',
    onData: ({ data: event }) => {
      const message = event.data?.inboxMessages;
      if (message && message.pageRecipient.uuid === recipientUuid) dispatch({ type: 'arrived', message });
    },
    // As in the inbox (document 1 §8): live channel errors are only logged; graphql-ws reconnects.
    onError: (error) => console.error(error),
  });

  const [sendMessage] = useMutation(ChatbotTestMessageSendMutation);
  const [resetConversation] = useMutation(DummyRecipientResetMutation);

  const send = async ({ message, orderStatus, paymentStatus }: TestSend): Promise<boolean> => {
    const text = message.trim();
    if (text === '' || recipientUuid === '') return false;
    localCount.current += 1;
    const localUuid = `local-${localCount.current}`;
    dispatch({ type: 'sending', message: pendingMessage(localUuid, text, recipientUuid, new Date()) });
    try {
      const { data } = await sendMessage({
        variables: {
          input: {
            appUuid,
            pageRecipientUuid: recipientUuid,
            platformOrigin: 'messenger',
            message: text,
            orderStatus,
            paymentStatus,
          },
        },
      });
      const sent = data?.chatbotTestMessageSend;
      if (sent) dispatch({ type: 'sent', localUuid, message: sent });
      else dispatch({ type: 'failed', localUuid });
      alert.success(TEST_MESSAGE_SENT);
      return true;
    } catch (error) {
      dispatch({ type: 'failed', localUuid });
      alert.error(error);
      return false;
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      await resetConversation({ variables: { input: { appUuid, dummyType: 'test_tool' } } });
      dispatch({ type: 'reset' });
      alert.success(CONVO_RESET);
    } catch (error) {
      alert.error(error);
    } finally {
      setResetting(false);
    }
  };

  const { refetch: refetchRecipient } = recipientQuery;
  const { refetch: refetchMessages } = messagesQuery;
  const refresh = useCallback(async () => {
    setRefreshing(true);
    const reload = async () => {
      const fresh = await refetchRecipient();
      // A new simulated customer (another tab reset it) is read by the messages query on its own.
      if (fresh.data?.dummyRecipient.uuid === recipientUuid) await refetchMessages();
    };
    try {
      await Promise.all([reload(), wait(CHATBOT_REFRESH_SPINNER_MS)]);
    } catch (error) {
      alert.error(error);
    } finally {
      setRefreshing(false);
    }
  }, [refetchRecipient, refetchMessages, recipientUuid, alert]);

  const loadError = recipientQuery.error ?? messagesQuery.error;
  return {
    messages: state.messages,
    loading: !loadError && !page,
    loadError: loadError && !page ? errorMessage(loadError) : null,
    retry: () => void (recipientQuery.error ? recipientQuery.refetch() : messagesQuery.refetch()),
    send,
    resetting,
    reset,
    refreshing,
    refresh,
  };
}

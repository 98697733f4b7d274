import {
  type ApolloCache,
  type FieldPolicy,
  InMemoryCache,
  type Reference,
  type StoreObject,
  type TypePolicies,
} from '@apollo/client';
import type { GeneratedResponseStatus, InboxFilter } from '../../generated/graphql';
import { MESSAGES_FIRST_PAGE } from '../../lib/constants';
import { type InboxMessageNode, isEmptyMessage, withMessage } from './conversation';
import { FetchMessengerMessagesQuery, PageRecipientsQuery, UnreadMessagesCountQuery } from './graphql/inbox';
import { type RecipientNode, recipientsVariables, withRecipientFirst } from './recipients';

/*
 * The inbox in the Apollo cache: recipients, messages and suggestions are normalised by uuid, so
 * a live message, a read mark or a handled suggestion changes every list that shows it. The two
 * lists are one cached field per recipient list (app, filter, search) and per conversation; pages
 * fetched with `after` are added to the end (older messages, further recipients), a first page
 * replaces the list.
 */

interface StoredConnection {
  edges: readonly { node: Reference | StoreObject }[];
  pageInfo?: unknown;
}

function keysetConnection(keyArgs: string[]): FieldPolicy<StoredConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      const after = args?.after;
      if (!existing || typeof after !== 'string' || after === '') return incoming;
      const known = new Set(existing.edges.map((edge) => readField<string>('uuid', edge.node)));
      return {
        ...existing,
        edges: [
          ...existing.edges,
          ...incoming.edges.filter((edge) => !known.has(readField('uuid', edge.node))),
        ],
        pageInfo: incoming.pageInfo,
      };
    },
  };
}

export const inboxTypePolicies: TypePolicies = {
  PageRecipient: { keyFields: ['uuid'] },
  InboxMessage: { keyFields: ['uuid'] },
  GeneratedResponse: { keyFields: ['uuid'] },
  Query: {
    fields: {
      pageRecipients: keysetConnection(['appUuid', 'filter', 'search']),
      fetchMessengerMessages: keysetConnection(['pageRecipientUuid']),
      // A recipient already in a list opens from the cache at once.
      pageRecipient: {
        read: (existing, { args, toReference }) =>
          existing ??
          (typeof args?.uuid === 'string'
            ? toReference({ __typename: 'PageRecipient', uuid: args.uuid })
            : undefined),
      },
    },
  },
};

const withPolicies = new WeakSet<InMemoryCache>();

/**
 * Adds the inbox's type policies to the console's cache (once per cache). They may also be passed
 * to `new InMemoryCache({ typePolicies })` in app/apollo.ts; adding them again changes nothing.
 */
export function ensureInboxPolicies(cache: ApolloCache): void {
  if (!(cache instanceof InMemoryCache) || withPolicies.has(cache)) return;
  cache.policies.addTypePolicies(inboxTypePolicies);
  withPolicies.add(cache);
}

export const conversationVariables = (pageRecipientUuid: string) => ({
  pageRecipientUuid,
  first: MESSAGES_FIRST_PAGE,
});

/**
 * Puts a message into its cached conversation (when loaded): replaces the one with its uuid,
 * otherwise appends it; an empty message is dropped. Returns false when nothing changed.
 */
export function putMessage(cache: ApolloCache, node: InboxMessageNode): boolean {
  if (isEmptyMessage(node)) return false;
  let changed = false;
  cache.updateQuery(
    { query: FetchMessengerMessagesQuery, variables: conversationVariables(node.pageRecipient.uuid) },
    (data) => {
      if (!data) return undefined;
      const next = withMessage(data.fetchMessengerMessages, node);
      if (next === data.fetchMessengerMessages) return undefined;
      changed = true;
      return { fetchMessengerMessages: next };
    },
  );
  return changed;
}

export interface ListKey {
  appUuid: string;
  filter: InboxFilter;
  search: string;
}

/**
 * Moves a recipient to the top of the cached list with its new latest message. 'unknown' when the
 * list is loaded but the recipient is not on it (refetch its first page), 'not-loaded' without a list.
 */
export function moveRecipientFirst(
  cache: ApolloCache,
  list: ListKey,
  recipient: RecipientNode,
  message: InboxMessageNode,
): 'moved' | 'unchanged' | 'unknown' | 'not-loaded' {
  let outcome: 'moved' | 'unchanged' | 'unknown' | 'not-loaded' = 'not-loaded';
  const latest = {
    __typename: 'InboxMessage' as const,
    uuid: message.uuid,
    message: message.message,
    platformOrigin: message.platformOrigin,
    createdAt: message.createdAt,
    sender: message.sender,
  };
  cache.updateQuery(
    { query: PageRecipientsQuery, variables: recipientsVariables(list.appUuid, list.filter, list.search) },
    (data) => {
      if (!data) return undefined;
      const next = withRecipientFirst(data.pageRecipients, recipient, latest);
      if (next === 'unknown' || next === 'unchanged') {
        outcome = next;
        return undefined;
      }
      outcome = 'moved';
      return { pageRecipients: next };
    },
  );
  return outcome;
}

/** After a suggestion was approved, edited or dismissed: its card goes away. */
export function setSuggestionStatus(cache: ApolloCache, uuid: string, status: GeneratedResponseStatus): void {
  cache.modify({
    id: cache.identify({ __typename: 'GeneratedResponse', uuid }),
    fields: { status: () => status },
  });
}

/** The top bar's badge, as the live count reports it. */
export function setUnreadMessagesCount(cache: ApolloCache, appUuid: string, count: number): void {
  cache.writeQuery({
    query: UnreadMessagesCountQuery,
    variables: { appUuid },
    data: { unreadMessagesCount: Math.max(0, count) },
  });
}

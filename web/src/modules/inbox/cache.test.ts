import { describe, expect, it } from 'vitest';
import { createCache } from '../../app/apollo';
import {
  conversationVariables,
  ensureInboxPolicies,
  moveRecipientFirst,
  putMessage,
  setSuggestionStatus,
  setUnreadMessagesCount,
} from './cache';
import { pendingSuggestion, shownMessages } from './conversation';
import {
  FetchMessengerMessagesQuery,
  PageRecipientQuery,
  PageRecipientsQuery,
  UnreadMessagesCountQuery,
} from './graphql/inbox';
import { recipientsVariables } from './recipients';
import { APP_UUID, message, messagesMock, recipient, recipientsMock, suggestion } from './testing/fixtures';

function inboxCache() {
  const cache = createCache();
  ensureInboxPolicies(cache);
  ensureInboxPolicies(cache);
  return cache;
}

type Mock = ReturnType<typeof messagesMock>;
const dataOf = (mock: Mock) => (mock.result as { data: never }).data;
const varsOf = (mock: Mock) => mock.request.variables as never;

function writeConversation(cache: ReturnType<typeof inboxCache>, mock: Mock) {
  cache.writeQuery({ query: FetchMessengerMessagesQuery, variables: varsOf(mock), data: dataOf(mock) });
}

const readConversation = (cache: ReturnType<typeof inboxCache>, uuid = 'r-ana') =>
  cache.readQuery({ query: FetchMessengerMessagesQuery, variables: conversationVariables(uuid) });

describe('inbox cache', () => {
  it('adds older pages after the loaded ones and lets a first page replace the list', () => {
    const cache = inboxCache();
    writeConversation(
      cache,
      messagesMock('r-ana', [message({ uuid: 'c' }), message({ uuid: 'b' })], { hasNextPage: true }),
    );
    writeConversation(
      cache,
      messagesMock('r-ana', [message({ uuid: 'a' }), message({ uuid: 'b' })], { after: 'c-b' }),
    );
    const paged = readConversation(cache)?.fetchMessengerMessages;
    expect(shownMessages(paged).map((m) => m.uuid)).toEqual(['a', 'b', 'c']);
    expect(paged?.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'c-b' });

    writeConversation(cache, messagesMock('r-ana', [message({ uuid: 'd' })]));
    expect(shownMessages(readConversation(cache)?.fetchMessengerMessages).map((m) => m.uuid)).toEqual(['d']);
  });

  it('replaces a live message by uuid, appends a new one and drops an empty one', () => {
    const cache = inboxCache();
    const pending = message({ uuid: 'mine', sender: 'merchant', pending: true, minutesAgo: 1 });
    writeConversation(cache, messagesMock('r-ana', [pending, message({ uuid: 'theirs', minutesAgo: 2 })]));

    expect(putMessage(cache, { ...pending, pending: false })).toBe(true);
    expect(putMessage(cache, message({ uuid: 'next', minutesAgo: 0 }))).toBe(true);
    expect(putMessage(cache, message({ uuid: 'blank', message: ' ', minutesAgo: 0 }))).toBe(false);

    const shown = shownMessages(readConversation(cache)?.fetchMessengerMessages);
    expect(shown.map((m) => [m.uuid, m.pending])).toEqual([
      ['theirs', false],
      ['mine', false],
      ['next', false],
    ]);
  });

  it('leaves conversations that are not loaded alone', () => {
    expect(putMessage(inboxCache(), message({ recipient: 'r-unknown' }))).toBe(false);
  });

  it('moves a recipient to the top of the list with its latest message, or says it is unknown', () => {
    const cache = inboxCache();
    const list = { appUuid: APP_UUID, filter: 'all' as const, search: '' };
    const mock = recipientsMock([recipient({ uuid: 'r-ben', name: 'Ben' }), recipient({ uuid: 'r-ana' })]);
    cache.writeQuery({ query: PageRecipientsQuery, variables: varsOf(mock), data: dataOf(mock) });

    const live = message({ uuid: 'hello', message: 'Hello ulit', minutesAgo: 0 });
    expect(moveRecipientFirst(cache, list, recipient({ messengerRead: false }), live)).toBe('moved');
    const rows = cache.readQuery({
      query: PageRecipientsQuery,
      variables: recipientsVariables(APP_UUID, 'all', ''),
    });
    expect(rows?.pageRecipients.edges.map((e) => [e.node.uuid, e.node.latestInboxMessage?.message])).toEqual([
      ['r-ana', 'Hello ulit'],
      ['r-ben', 'May stock pa po?'],
    ]);
    expect(rows?.pageRecipients.edges[0]?.node.messengerRead).toBe(false);

    expect(moveRecipientFirst(cache, list, recipient({ uuid: 'r-new' }), live)).toBe('unknown');
    expect(moveRecipientFirst(cache, { ...list, filter: 'unread' }, recipient(), live)).toBe('not-loaded');
  });

  it('opens a listed recipient from the cache', () => {
    const cache = inboxCache();
    const mock = recipientsMock([recipient({ uuid: 'r-ana', name: 'Ana Santos' })]);
    cache.writeQuery({ query: PageRecipientsQuery, variables: varsOf(mock), data: dataOf(mock) });
    expect(
      cache.readQuery({ query: PageRecipientQuery, variables: { uuid: 'r-ana' } })?.pageRecipient.name,
    ).toBe('Ana Santos');
  });

  it('hides a handled suggestion and sets the badge count', () => {
    const cache = inboxCache();
    writeConversation(
      cache,
      messagesMock('r-ana', [
        message({ uuid: 'ask', generatedResponse: suggestion('g1', 'Opo, meron pa!') }),
      ]),
    );
    const before = shownMessages(readConversation(cache)?.fetchMessengerMessages);
    expect(pendingSuggestion(before)?.uuid).toBe('ask');
    setSuggestionStatus(cache, 'g1', 'accepted');
    expect(pendingSuggestion(shownMessages(readConversation(cache)?.fetchMessengerMessages))).toBeNull();

    setUnreadMessagesCount(cache, APP_UUID, 4);
    expect(cache.readQuery({ query: UnreadMessagesCountQuery, variables: { appUuid: APP_UUID } })).toEqual({
      unreadMessagesCount: 4,
    });
  });
});

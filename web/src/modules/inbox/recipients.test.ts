import { describe, expect, it } from 'vitest';
import {
  isUnread,
  parseFilter,
  type RecipientConnection,
  recipientPicture,
  recipientsVariables,
  recipientTime,
  snippetOf,
  withRecipientFirst,
} from './recipients';
import { NOW, recipient } from './testing/fixtures';

describe('recipient list rules', () => {
  it('reads the filter from the URL, all when unknown', () => {
    expect(parseFilter('unread')).toBe('unread');
    expect(parseFilter('facebook_comment')).toBe('facebook_comment');
    expect(parseFilter('spam')).toBe('all');
    expect(parseFilter(null)).toBe('all');
  });

  it('leaves a blank search out of the variables', () => {
    expect(recipientsVariables('app', 'all', '  ')).toEqual({ appUuid: 'app', filter: 'all', first: 20 });
    expect(recipientsVariables('app', 'unread', ' Ana ')).toEqual({
      appUuid: 'app',
      filter: 'unread',
      first: 20,
      search: 'Ana',
    });
  });

  it('is unread when either channel is unread', () => {
    expect(isUnread({ messengerRead: true, facebookCommentRead: true })).toBe(false);
    expect(isUnread({ messengerRead: false, facebookCommentRead: true })).toBe(true);
    expect(isUnread({ messengerRead: true, facebookCommentRead: false })).toBe(true);
  });

  it('prefers the profile picture, then the photo', () => {
    expect(recipientPicture({ profilePic: 'a.jpg', photo: 'b.jpg' })).toBe('a.jpg');
    expect(recipientPicture({ profilePic: null, photo: 'b.jpg' })).toBe('b.jpg');
    expect(recipientPicture({ profilePic: '', photo: null })).toBeNull();
  });

  it('snippets the latest message on one line, marking the merchant’s own', () => {
    expect(snippetOf({ message: 'Hello\n  po', sender: 'customer' })).toBe('Hello po');
    expect(snippetOf({ message: 'Salamat!', sender: 'merchant' })).toBe('You: Salamat!');
    expect(snippetOf({ message: null, sender: 'merchant' })).toBe('You: Sent an attachment');
    expect(snippetOf(null)).toBe('No messages yet');
  });
});

describe('recipientTime (Manila time, now = Wed 4 Mar 2026 12:00)', () => {
  it('shows the time today, Yesterday, the weekday this week, the date otherwise', () => {
    expect(recipientTime('2026-03-04T01:05:00Z', NOW)).toBe('9:05 AM');
    // 23:30 on 3 March in Manila (15:30 UTC) is yesterday.
    expect(recipientTime('2026-03-03T15:30:00Z', NOW)).toBe('Yesterday');
    // 00:10 on 4 March in Manila is still 3 March in UTC, but today in Manila.
    expect(recipientTime('2026-03-03T16:10:00Z', NOW)).toBe('12:10 AM');
    expect(recipientTime('2026-03-01T04:00:00Z', NOW)).toBe('Sun');
    expect(recipientTime('2026-02-20T04:00:00Z', NOW)).toBe('Feb 20');
    expect(recipientTime('2025-12-30T04:00:00Z', NOW)).toBe('12/30/25');
    expect(recipientTime(null, NOW)).toBe('');
  });
});

describe('withRecipientFirst (live reordering)', () => {
  const list = (...uuids: string[]): RecipientConnection => ({
    edges: uuids.map((uuid) => ({ cursor: `c-${uuid}`, node: recipient({ uuid }) })),
    pageInfo: { hasNextPage: true, endCursor: 'c-end' },
  });
  const latest = (uuid: string, createdAt = NOW.toISOString()) => ({
    uuid,
    message: 'Bagong mensahe',
    platformOrigin: 'messenger' as const,
    createdAt,
    sender: 'customer' as const,
  });

  it('moves the recipient to the top with its new latest message', () => {
    const next = withRecipientFirst(
      list('a', 'b', 'c'),
      recipient({ uuid: 'c', messengerRead: false }),
      latest('new'),
    );
    if (typeof next === 'string') throw new Error(next);
    expect(next.edges.map((e) => e.node.uuid)).toEqual(['c', 'a', 'b']);
    expect(next.edges[0]?.node.latestInboxMessage?.message).toBe('Bagong mensahe');
    expect(next.edges[0]?.node.messengerRead).toBe(false);
    expect(next.edges[0]?.cursor).toBe('c-c');
    expect(next.pageInfo.endCursor).toBe('c-end');
  });

  it('says unknown for a recipient not on the loaded pages', () => {
    expect(withRecipientFirst(list('a'), recipient({ uuid: 'z' }), latest('new'))).toBe('unknown');
  });

  it('moves nothing when an older message changes', () => {
    const older = latest('old', '2026-03-01T00:00:00Z');
    expect(withRecipientFirst(list('a', 'b'), recipient({ uuid: 'b' }), older)).toBe('unchanged');
  });
});

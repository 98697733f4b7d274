import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { InboxMessagesCountSubscription, UnreadMessagesCountQuery } from '../graphql/inbox';
import { APP_GLOBAL_ID, APP_UUID } from '../testing/fixtures';
import { useInboxUnreadCount } from './useInboxUnreadCount';

function Badge({ appUuid, appGlobalId }: { appUuid: string | null; appGlobalId: string | null }) {
  return <output aria-label="Inbox unread">{useInboxUnreadCount(appUuid, appGlobalId)}</output>;
}

const countMock: MockLink.MockedResponse = {
  request: { query: UnreadMessagesCountQuery, variables: { appUuid: APP_UUID } },
  result: { data: { unreadMessagesCount: 3 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function liveCount(appUuid: string, messagesCount: number): MockLink.MockedResponse {
  return {
    request: { query: InboxMessagesCountSubscription, variables: { appGlobalId: APP_GLOBAL_ID } },
    result: { data: { inboxMessagesCount: { __typename: 'MessagesCount', appUuid, messagesCount } } },
    delay: 150,
  };
}

function renderBadge(mocks: MockLink.MockedResponse[], appUuid: string | null = APP_UUID) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <Badge appUuid={appUuid} appGlobalId={appUuid === null ? null : APP_GLOBAL_ID} />
    </MockedProvider>,
  );
}

const badge = () => screen.getByRole('status', { name: 'Inbox unread' });

describe('useInboxUnreadCount (top bar inbox badge)', () => {
  it('starts from unreadMessagesCount and follows the live count', async () => {
    renderBadge([countMock, liveCount(APP_UUID, 5)]);
    expect(await screen.findByText('3')).toBe(badge());
    expect(await screen.findByText('5')).toBe(badge());
  });

  it('ignores a live count of another app', async () => {
    renderBadge([countMock, liveCount('other-app', 9)]);
    expect(await screen.findByText('3')).toBe(badge());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(badge()).toHaveTextContent('3');
  });

  it('is 0 outside an app', () => {
    renderBadge([], null);
    expect(badge()).toHaveTextContent('0');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INBOX_PATH,
  liveMock,
  markReadMock,
  message,
  messagesMock,
  recipient,
  recipientMock,
  recipientsMock,
  recipientsResult,
} from '../testing/fixtures';
import { renderInbox } from '../testing/harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ANA = recipient({ uuid: 'r-ana', name: 'Ana Santos', messengerRead: false });
const BEN = recipient({
  uuid: 'r-ben',
  name: 'Ben Cruz',
  profilePic: 'https://img.example/ben.jpg',
  latestInboxMessage: {
    uuid: 'latest-ben',
    message: 'Salamat po',
    platformOrigin: 'messenger',
    createdAt: '2026-03-03T04:00:00.000Z',
    sender: 'merchant',
  },
});
const TESTER = recipient({ uuid: 'r-test', name: 'Test Customer', dummy: true });

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true }).textContent;
const rows = () =>
  within(screen.getByRole('list', { name: 'Conversations' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByTestId('recipient-name').textContent);
/** A conversation row, by its name (what it shows: name, time, latest message). */
const row = (name: RegExp) =>
  within(screen.getByRole('list', { name: 'Conversations' })).getByRole('button', { name });

function conversation(r: typeof ANA, nodes = [message({ uuid: `hello-${r.uuid}`, recipient: r.uuid })]) {
  return [recipientMock(r), messagesMock(r.uuid, nodes)];
}

/** A phone: every media query (the inbox asks only "narrower than sm") matches. */
function phoneWidth() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('InboxManagerView (recipient list)', () => {
  it('lists customers with their latest message, unread marker, avatar and test chip', async () => {
    renderInbox([recipientsMock([ANA, BEN, TESTER]), liveMock(null)]);
    // Each row is named by what it shows (its name, time and latest message), "Unread" said first.
    const ana = await screen.findByRole('button', { name: /^Unread\. Ana Santos .*May stock pa po\?$/ });
    expect(rows()).toEqual(['Ana Santos', 'Ben Cruz', 'Test Customer']);
    expect(within(ana).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(ana).getByTestId('recipient-avatar')).toHaveTextContent('AS');
    const ben = row(/^Ben Cruz .*You: Salamat po/);
    expect(within(ben).queryByTestId('unread-dot')).not.toBeInTheDocument();
    // The picture is decoration beside the written name.
    expect(within(ben).getByTestId('recipient-avatar').querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/ben.jpg',
    );
    expect(within(row(/^Test Customer/)).getByText('Test customer')).toBeInTheDocument();
    expect(screen.getByText('Pick a conversation')).toBeInTheDocument();
  });

  it('filters by the chosen filter and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderInbox(
      [recipientsMock([ANA, BEN]), recipientsMock([ANA], { filter: 'unread' }), liveMock(null)],
      '?filter=all',
    );
    await screen.findByRole('button', { name: /Ben Cruz/ });
    const unread = within(screen.getByRole('group', { name: 'Filter conversations' })).getByRole('button', {
      name: 'Unread',
    });
    await user.click(unread);
    await waitFor(() => expect(rows()).toEqual(['Ana Santos']));
    expect(unread).toHaveAttribute('aria-pressed', 'true');
    expect(location()).toBe(`${INBOX_PATH}?filter=unread`);
  });

  it('searches by name on the server once typing settles', async () => {
    const user = userEvent.setup();
    const searched = recipientsMock([BEN], { search: 'Ben' });
    const answer = vi.fn(() => recipientsResult([BEN]));
    // A search per keystroke ('B', 'Be') would have no mock: MockLink complains on the console.
    const complaints = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    renderInbox([recipientsMock([ANA, BEN]), { ...searched, result: answer }, liveMock(null)]);
    await screen.findByRole('button', { name: /Ana Santos/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'Ben');
    await waitFor(() => expect(rows()).toEqual(['Ben Cruz']));
    expect(answer).toHaveBeenCalledTimes(1);
    const said = complaints.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));
    expect(said.filter((text) => text.includes('No more mocked responses'))).toEqual([]);
  });

  it('loads the next page at the end of the list', async () => {
    const user = userEvent.setup();
    renderInbox([
      recipientsMock([ANA], { hasNextPage: true }),
      recipientsMock([BEN], { after: 'c-r-ana' }),
      liveMock(null),
    ]);
    await screen.findByRole('button', { name: /Ana Santos/ });
    // jsdom has no IntersectionObserver: the sentinel is a Load more button there.
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: /Ben Cruz/ });
    expect(rows()).toEqual(['Ana Santos', 'Ben Cruz']);
  });

  it('says so when there are no conversations', async () => {
    renderInbox([recipientsMock([]), liveMock(null)]);
    expect(await screen.findByText('No conversations')).toBeInTheDocument();
  });

  it('shows a failed list with Retry', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { request } = recipientsMock([]);
    renderInbox([{ request, error: new Error('offline') }, recipientsMock([BEN]), liveMock(null)]);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: /Ben Cruz/ })).toBeInTheDocument();
  });
});

describe('InboxManagerView (conversations)', () => {
  it('opens a conversation, keeps it in the URL and marks it read', async () => {
    const user = userEvent.setup();
    renderInbox([recipientsMock([ANA, BEN]), ...conversation(ANA), markReadMock('r-ana'), liveMock(null)]);
    await user.click(await screen.findByRole('button', { name: /^Unread\. Ana Santos/ }));
    expect(location()).toBe(`${INBOX_PATH}?recipient=r-ana`);
    expect(await screen.findByText('Message hello-r-ana')).toBeInTheDocument();
    const pane = within(screen.getByRole('region', { name: 'Conversation' }));
    expect(await pane.findByRole('heading', { name: 'Ana Santos' })).toBeInTheDocument();
    await waitFor(() => expect(row(/^Ana Santos .*May stock/)).toBeInTheDocument());
    expect(within(row(/^Ana Santos/)).queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('reopens the conversation named in the URL', async () => {
    renderInbox([recipientsMock([ANA, BEN]), ...conversation(BEN), liveMock(null)], '?recipient=r-ben');
    expect(await screen.findByText('Message hello-r-ben')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Ben Cruz/ })).toHaveAttribute('aria-current', 'true');
  });

  it('puts a live message in the open conversation and moves its customer to the top', async () => {
    const live = {
      ...message({ uuid: 'live-1', recipient: 'r-ben', message: 'Pwede pa-deliver?', minutesAgo: 0 }),
      pageRecipient: { ...BEN, messengerRead: true },
    };
    renderInbox([recipientsMock([ANA, BEN]), ...conversation(BEN), liveMock(live, 1000)], '?recipient=r-ben');
    await screen.findByRole('button', { name: /^Ben Cruz/ });
    await screen.findByText('Message hello-r-ben');
    expect(rows()).toEqual(['Ana Santos', 'Ben Cruz']);
    const conversationPane = screen.getByRole('region', { name: 'Conversation' });
    expect(await within(conversationPane).findByText('Pwede pa-deliver?')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['Ben Cruz', 'Ana Santos']));
    expect(row(/^Ben Cruz .*Pwede pa-deliver\?/)).toBeInTheDocument();
  });

  it('drops an empty live message', async () => {
    const empty = {
      ...message({ uuid: 'empty-1', recipient: 'r-ben', message: ' ', minutesAgo: 0 }),
      pageRecipient: BEN,
    };
    renderInbox([recipientsMock([ANA, BEN]), ...conversation(BEN), liveMock(empty, 100)], '?recipient=r-ben');
    await screen.findByRole('button', { name: /^Ben Cruz/ });
    await screen.findByText('Message hello-r-ben');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(rows()).toEqual(['Ana Santos', 'Ben Cruz']);
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('loads the list again when a customer it does not have writes', async () => {
    const carlo = recipient({ uuid: 'r-carlo', name: 'Carlo Reyes' });
    const first = recipientsMock([ANA, BEN]);
    const live = {
      ...message({ uuid: 'live-c', recipient: 'r-carlo', minutesAgo: 0 }),
      pageRecipient: carlo,
    };
    renderInbox([{ ...first, maxUsageCount: 1 }, recipientsMock([carlo, ANA, BEN]), liveMock(live, 1000)]);
    await screen.findByRole('button', { name: /Ana Santos/ });
    await screen.findByRole('button', { name: /Carlo Reyes/ });
    expect(rows()).toEqual(['Carlo Reyes', 'Ana Santos', 'Ben Cruz']);
  });

  it('shows one pane at a time at phone width, with Back to the list', async () => {
    const user = userEvent.setup();
    phoneWidth();
    renderInbox([recipientsMock([BEN]), ...conversation(BEN), liveMock(null)]);
    await user.click(await screen.findByRole('button', { name: /Ben Cruz/ }));
    expect(await screen.findByText('Message hello-r-ben')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customers' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(await screen.findByRole('region', { name: 'Customers' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Conversation' })).not.toBeInTheDocument();
    expect(location()).toBe(INBOX_PATH);
  });
});

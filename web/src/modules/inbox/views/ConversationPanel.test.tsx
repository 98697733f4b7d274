import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplyWindow } from '../../../generated/graphql';
import { InboxMessageSendMutation } from '../graphql/inbox';
import { HUMAN_AGENT_HINT, WINDOW_CLOSED } from '../messages';
import {
  markReadMock,
  markReadResult,
  message,
  messagesMock,
  PRODUCTS,
  recipient,
  recipientMock,
} from '../testing/fixtures';
import { renderConversation } from '../testing/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const messageItems = () =>
  within(screen.getByRole('list', { name: 'Messages' }))
    .getAllByRole('listitem')
    .filter((li) => li.hasAttribute('data-sender'));

function conversationMocks(
  window: ReplyWindow = 'open',
  extra: Parameters<typeof renderConversation>[0] = [],
) {
  return [
    recipientMock(recipient({ replyWindow: window })),
    messagesMock('r-ana', [
      message({
        uuid: 'reply',
        sender: 'merchant',
        message: 'Opo, meron pa.',
        createdAt: '2026-03-04T03:05:00Z',
      }),
      message({ uuid: 'ask', message: 'May stock pa po?', createdAt: '2026-03-04T03:00:00Z' }),
    ]),
    ...extra,
  ];
}

describe('ConversationPanel (messages)', () => {
  it('shows the conversation oldest at the top with Manila timestamps, sentiment and the merchant’s tags', async () => {
    renderConversation([
      recipientMock(recipient()),
      messagesMock('r-ana', [
        message({
          uuid: 'refused',
          sender: 'merchant',
          message: 'Sale po bukas!',
          sendError: 'This person isn’t available right now.',
        }),
        message({ uuid: 'sending', sender: 'merchant', message: 'Papadala ko na po', pending: true }),
        message({ uuid: 'tagged', sender: 'merchant', message: 'Pasensya na po', humanAgentTag: true }),
        message({
          uuid: 'angry',
          message: 'Ang tagal!',
          sentiment: 'NEGATIVE',
          createdAt: '2026-03-03T13:07:00Z',
        }),
        message({ uuid: 'blank', message: '  ' }),
        message({ uuid: 'happy', message: 'Salamat!', sentiment: 'POSITIVE' }),
      ]),
    ]);
    await screen.findByText('Papadala ko na po');
    expect(messageItems().map((li) => li.getAttribute('aria-label'))).toEqual([
      'Customer: Salamat!',
      'Customer: Ang tagal!',
      'You: Pasensya na po',
      'You: Papadala ko na po',
      'You: Sale po bukas!',
    ]);
    const [happy, angry, tagged, sending, refused] = messageItems() as HTMLElement[];
    expect(
      within(happy as HTMLElement).getByRole('img', { name: 'Sentiment: positive' }),
    ).toBeInTheDocument();
    expect(
      within(angry as HTMLElement).getByRole('img', { name: 'Sentiment: negative' }),
    ).toBeInTheDocument();
    expect(within(angry as HTMLElement).getByText('03/03/2026, 9:07 PM')).toBeInTheDocument();
    expect(within(tagged as HTMLElement).getByText('Human agent')).toBeInTheDocument();
    expect(within(tagged as HTMLElement).queryByRole('img', { name: /Sentiment/ })).not.toBeInTheDocument();
    expect(within(sending as HTMLElement).getByText('Sending...')).toBeInTheDocument();
    expect(within(tagged as HTMLElement).queryByText('Sending...')).not.toBeInTheDocument();
    // A reply Messenger refused keeps its text and says why, as an alert.
    expect(within(refused as HTMLElement).getByRole('alert')).toHaveTextContent(
      'Not sent: This person isn’t available right now.',
    );
    expect(within(sending as HTMLElement).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows carousels with 120 px images and product prices in pesos', async () => {
    renderConversation([
      recipientMock(recipient()),
      messagesMock('r-ana', [
        message({
          uuid: 'carousel',
          sender: 'merchant',
          message: null,
          isCarouselTemplate: true,
          noTemplate: false,
          template: {
            items: [
              {
                image_url: 'https://img/adobo.jpg',
                title: 'Chicken Adobo Meal',
                subtitle: '₱159.50',
                buttons: [],
              },
            ],
          },
        }),
        message({ uuid: 'products', sender: 'merchant', message: 'Heto po', products: [PRODUCTS.leche] }),
      ]),
    ]);
    const carousel = await screen.findByRole('list', { name: 'Carousel' });
    expect(within(carousel).getByText('Chicken Adobo Meal')).toBeInTheDocument();
    expect(within(carousel).getByTestId('carousel-image')).toHaveStyle({ height: '120px' });
    const products = screen.getByRole('list', { name: 'Products' });
    expect(within(products).getByText('₱1,234.56')).toBeInTheDocument();
  });

  it('loads older messages above the loaded ones', async () => {
    const user = userEvent.setup();
    renderConversation([
      recipientMock(recipient()),
      messagesMock('r-ana', [message({ uuid: 'new', message: 'Newest' })], { hasNextPage: true }),
      messagesMock('r-ana', [message({ uuid: 'old', message: 'Oldest' })], { after: 'c-new' }),
    ]);
    await screen.findByText('Newest');
    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await screen.findByText('Oldest');
    expect(messageItems().map((li) => li.textContent)).toEqual([
      expect.stringContaining('Oldest'),
      expect.stringContaining('Newest'),
    ]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('opens the Response Breakdown of a customer message', async () => {
    const user = userEvent.setup();
    const step = {
      __typename: 'AgentBreakdown' as const,
      type: 'product' as const,
      completion: 'Meron pa po kaming adobo.',
      jsonCompletion: '{"intent":"product_inquiry","products":["Chicken Adobo Meal"]}',
      toolCalls: [
        {
          __typename: 'ToolCall' as const,
          name: 'search_products',
          arguments: '{"query":"adobo"}',
          result: '[1]',
        },
      ],
      reflection: 'The customer asked about stock.',
      addedProducts: [PRODUCTS.adobo],
    };
    renderConversation([
      recipientMock(recipient()),
      messagesMock('r-ana', [message({ uuid: 'ask', message: 'May adobo?', agentBreakdown: [step] })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Response Breakdown' }));
    const dialog = await screen.findByRole('dialog', { name: 'Response Breakdown' });
    const section = within(dialog).getByRole('region', { name: 'Step 1: Product' });
    expect(section).toHaveTextContent('Meron pa po kaming adobo.');
    // In plain words, not raw JSON.
    expect(within(section).getByText('product_inquiry').closest('li')).toHaveTextContent(
      'Intent product_inquiry',
    );
    expect(section).not.toHaveTextContent('{');
    expect(section).toHaveTextContent('Search Products');
    expect(within(section).getByText('adobo').closest('li')).toHaveTextContent('Query adobo');
    expect(section).toHaveTextContent('The customer asked about stock.');
    expect(section).toHaveTextContent('Chicken Adobo Meal · ₱159.50');
  });

  it('marks an unread conversation read when it opens', async () => {
    const read = markReadMock('r-ana');
    const answered = vi.fn(() => markReadResult('r-ana'));
    renderConversation([
      recipientMock(recipient({ messengerRead: false })),
      messagesMock('r-ana', [message({ uuid: 'ask' })]),
      { ...read, result: answered },
    ]);
    await screen.findByText('Message ask');
    await waitFor(() => expect(answered).toHaveBeenCalledTimes(1));
  });
});

describe('ConversationPanel (composer)', () => {
  it('keeps Send disabled while the message is blank', async () => {
    const user = userEvent.setup();
    renderConversation(conversationMocks());
    const reply = within(await screen.findByRole('region', { name: 'Reply' }));
    const send = reply.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(reply.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.type(reply.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(send).toBeEnabled();
  });

  it('shows the reply at once as Sending... and keeps one copy once the server answers', async () => {
    const user = userEvent.setup();
    const sent = message({ uuid: 'sent-1', sender: 'merchant', message: 'Salamat po!', pending: true });
    renderConversation(
      conversationMocks('open', [
        {
          request: {
            query: InboxMessageSendMutation,
            variables: { input: { pageRecipientUuid: 'r-ana', message: 'Salamat po!' } },
          },
          result: { data: { inboxMessageSend: sent } },
          delay: 400,
        },
      ]),
    );
    await screen.findByText('May stock pa po?');
    const reply = within(await screen.findByRole('region', { name: 'Reply' }));
    await user.type(reply.getByRole('textbox', { name: 'Message' }), '  Salamat po!  ');
    await user.click(reply.getByRole('button', { name: 'Send' }));

    const pending = await screen.findByRole('listitem', { name: 'You: Salamat po!' });
    expect(within(pending).getByText('Sending...')).toBeInTheDocument();
    expect(reply.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await waitFor(() => expect(messageItems().at(-1)?.getAttribute('data-pending')).toBe('true'));
    await waitFor(() =>
      expect(screen.getAllByRole('listitem', { name: 'You: Salamat po!' })).toHaveLength(1),
    );
  });

  it('takes a failed reply away, shows the server’s message and gives the text back', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConversation(
      conversationMocks('open', [
        {
          request: {
            query: InboxMessageSendMutation,
            variables: { input: { pageRecipientUuid: 'r-ana', message: 'Late reply' } },
          },
          result: { errors: [new GraphQLError(WINDOW_CLOSED, { extensions: { code: 'BAD_USER_INPUT' } })] },
          delay: 1500, // the pending state must still be there when a busy machine looks
        },
      ]),
    );
    await screen.findByText('May stock pa po?');
    const reply = within(await screen.findByRole('region', { name: 'Reply' }));
    await user.type(reply.getByRole('textbox', { name: 'Message' }), 'Late reply');
    await user.click(reply.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('listitem', { name: 'You: Late reply' })).toBeInTheDocument();

    expect(await screen.findByRole('alert')).toHaveTextContent(WINDOW_CLOSED);
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'You: Late reply' })).not.toBeInTheDocument(),
    );
    expect(reply.getByRole('textbox', { name: 'Message' })).toHaveValue('Late reply');
  });

  it('shows the Human Agent hint between 24 hours and 7 days', async () => {
    renderConversation(conversationMocks('human_agent'));
    const reply = within(await screen.findByRole('region', { name: 'Reply' }));
    expect(reply.getByText(HUMAN_AGENT_HINT)).toBeInTheDocument();
    expect(reply.getByRole('textbox', { name: 'Message' })).toBeEnabled();
  });

  it('disables the composer after 7 days with the reason', async () => {
    renderConversation(conversationMocks('closed'));
    const reply = within(await screen.findByRole('region', { name: 'Reply' }));
    expect(reply.getByText(WINDOW_CLOSED)).toBeInTheDocument();
    expect(reply.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    expect(reply.getByRole('button', { name: 'Attach products' })).toBeDisabled();
    expect(reply.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});

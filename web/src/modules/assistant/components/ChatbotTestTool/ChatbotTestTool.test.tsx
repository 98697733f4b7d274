import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderStatus, PaymentStatus } from '../../../../generated/graphql';
import { APP_UUID, renderWithApollo } from '../../../apps/testing/render';
import { ChatbotTestMessageSendMutation, DummyRecipientResetMutation } from '../../graphql/testTool';
import { chatMessage, DUMMY_UUID, testToolMocks } from '../../testing/fixtures';
import { ChatbotTestTool } from './ChatbotTestTool';

const CONVERSATION = [
  chatMessage('m-2', {
    sender: 'merchant',
    message: 'Hello po! How can we help?',
    createdAt: '2026-03-04T04:01:00Z',
  }),
  chatMessage('m-1', {
    message: 'Hi, open pa kayo?',
    createdAt: '2026-03-04T04:00:00Z',
    generatedResponse: {
      __typename: 'GeneratedResponse',
      uuid: 'g-1',
      completion: 'Yes po, until 6 pm!',
      status: 'pending',
    },
  } as Parameters<typeof chatMessage>[1]),
];

function sendMock(
  message: string,
  answer: ReturnType<typeof chatMessage> | { error: string },
  {
    orderStatus = 'pending',
    paymentStatus = 'pay_pending',
    delay = 0,
  }: { orderStatus?: OrderStatus; paymentStatus?: PaymentStatus; delay?: number } = {},
) {
  return {
    request: {
      query: ChatbotTestMessageSendMutation,
      variables: {
        input: {
          appUuid: APP_UUID,
          pageRecipientUuid: DUMMY_UUID,
          platformOrigin: 'messenger',
          message,
          orderStatus,
          paymentStatus,
        },
      },
    },
    delay,
    result:
      'error' in answer
        ? { errors: [{ message: answer.error, extensions: { code: 'BAD_USER_INPUT' } }] }
        : { data: { chatbotTestMessageSend: answer } },
  };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Test conversation' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

const messageField = () => screen.getByRole('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole('button', { name: 'Send' });
const clearButton = () => screen.getByRole('button', { name: 'Clear' });

describe('ChatbotTestTool', () => {
  it("shows the simulated customer's conversation: you on the right, the store and its suggestions on the left", async () => {
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, testToolMocks(CONVERSATION));
    await screen.findByRole('listitem', { name: 'You: Hi, open pa kayo?' });
    expect(items()).toEqual([
      'You: Hi, open pa kayo?',
      'Assistant: Suggested reply: Yes po, until 6 pm!',
      'Store: Hello po! How can we help?',
    ]);
  });

  it('keeps Send off for a blank or whitespace message and Clear off only when the field is empty', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, testToolMocks());
    await screen.findByText(/No messages yet/);
    expect(sendButton()).toBeDisabled();
    expect(clearButton()).toBeDisabled();
    await user.type(messageField(), '   ');
    expect(sendButton()).toBeDisabled();
    expect(clearButton()).toBeEnabled();
    await user.type(messageField(), 'Hi');
    expect(sendButton()).toBeEnabled();
    await user.click(clearButton());
    expect(messageField()).toHaveValue('');
    expect(clearButton()).toBeDisabled();
    expect(sendButton()).toBeDisabled();
  });

  it('sends as the customer with the chosen order and payment status and says "Message sent successfully"', async () => {
    const user = userEvent.setup();
    const sent = chatMessage('m-9', { message: 'Nasaan na order ko?', createdAt: '2026-03-04T05:00:00Z' });
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, [
      ...testToolMocks(CONVERSATION),
      sendMock('Nasaan na order ko?', sent, { orderStatus: 'for_delivery', paymentStatus: 'pay_success' }),
    ]);
    await screen.findByRole('listitem', { name: 'You: Hi, open pa kayo?' });
    await user.click(screen.getByRole('combobox', { name: 'Order status' }));
    await user.click(await screen.findByRole('option', { name: 'For delivery' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment status' }));
    await user.click(await screen.findByRole('option', { name: 'Paid' }));
    await user.type(messageField(), '  Nasaan na order ko?  ');
    await user.click(sendButton());
    expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
    expect(messageField()).toHaveValue('');
    await waitFor(() => expect(items().at(-1)).toBe('You: Nasaan na order ko?'));
    expect(screen.queryByText('Sending...')).not.toBeInTheDocument();
  });

  it("removes the pending message when the send fails and shows the server's message", async () => {
    const user = userEvent.setup();
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, [
      ...testToolMocks(CONVERSATION),
      sendMock('Hello?', { error: 'Your store has no connected page' }, { delay: 1500 }),
    ]);
    await screen.findByRole('listitem', { name: 'You: Hi, open pa kayo?' });
    await user.type(messageField(), 'Hello?');
    await user.click(sendButton());
    const pending = await screen.findByRole('listitem', { name: 'You: Hello?' });
    expect(within(pending).getByText('Sending...')).toBeInTheDocument();
    expect(await screen.findByText('Your store has no connected page')).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'You: Hello?' })).not.toBeInTheDocument();
    expect(items()).toHaveLength(3);
    // Nothing typed is lost: the refused message is back in the field.
    expect(messageField()).toHaveValue('Hello?');
  });

  it('shows the suggested reply that arrives live for a message, replacing it by uuid', async () => {
    const live = chatMessage('m-1', {
      message: 'Hi, open pa kayo?',
      createdAt: '2026-03-04T04:00:00Z',
      generatedResponse: { uuid: 'g-2', completion: 'Open po kami until 6 pm.', status: 'pending' },
    });
    renderWithApollo(
      <ChatbotTestTool appUuid={APP_UUID} />,
      testToolMocks(
        [chatMessage('m-1', { message: 'Hi, open pa kayo?', createdAt: '2026-03-04T04:00:00Z' })],
        {
          live,
        },
      ),
    );
    expect(
      await screen.findByRole('listitem', { name: 'Assistant: Suggested reply: Open po kami until 6 pm.' }),
    ).toBeInTheDocument();
    expect(items()).toEqual([
      'You: Hi, open pa kayo?',
      'Assistant: Suggested reply: Open po kami until 6 pm.',
    ]);
  });

  it('resets the conversation and says "Successfully Reset Convo"', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, [
      ...testToolMocks(CONVERSATION),
      {
        request: {
          query: DummyRecipientResetMutation,
          variables: { input: { appUuid: APP_UUID, dummyType: 'test_tool' } },
        },
        result: { data: { dummyRecipientReset: { __typename: 'SuccessPayload', success: true } } },
      },
    ]);
    await screen.findByRole('listitem', { name: 'You: Hi, open pa kayo?' });
    await user.click(screen.getByRole('button', { name: 'Reset conversation' }));
    expect(await screen.findByText('Successfully Reset Convo')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Test conversation' })).not.toBeInTheDocument();
    expect(screen.getByText(/No messages yet/)).toBeInTheDocument();
  });

  it('shows the Refresh Data spinner for about 500 ms while it refetches', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ChatbotTestTool appUuid={APP_UUID} />, testToolMocks(CONVERSATION, { uses: 2 }));
    await screen.findByRole('listitem', { name: 'You: Hi, open pa kayo?' });
    const refresh = screen.getByRole('button', { name: 'Refresh Data' });
    expect(within(refresh).queryByRole('progressbar')).not.toBeInTheDocument();
    // Watched from before the click: under load the click itself can take longer than the spinner.
    let spun = false;
    let disabledWhileSpinning = false;
    const observer = new MutationObserver(() => {
      if (within(refresh).queryByRole('progressbar', { name: 'Refreshing' })) {
        spun = true;
        disabledWhileSpinning ||= (refresh as HTMLButtonElement).disabled;
      }
    });
    observer.observe(refresh, { childList: true, subtree: true, attributes: true });
    const started = Date.now();
    await user.click(refresh);
    await waitFor(() => expect(spun).toBe(true));
    await waitFor(() => expect(within(refresh).queryByRole('progressbar')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    observer.disconnect();
    expect(disabledWhileSpinning).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(480);
    expect(refresh).toBeEnabled();
    // The refetched conversation may land just after the spinner's 500 ms under load.
    await waitFor(() => expect(items()).toHaveLength(3));
  });
});

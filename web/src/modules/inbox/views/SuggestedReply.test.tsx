import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UpdateGeneratedResponseInput } from '../../../generated/graphql';
import { UpdateGeneratedResponseMutation } from '../graphql/inbox';
import { message, messagesMock, recipient, recipientMock, suggestion } from '../testing/fixtures';
import { renderConversation } from '../testing/harness';

afterEach(() => {
  vi.restoreAllMocks();
});

const SUGGESTION = 'Opo, meron pa po! Ang Chicken Adobo Meal ay ₱159.50.';

function suggestionMock(
  input: UpdateGeneratedResponseInput,
  answer: { sent?: ReturnType<typeof message> | null; error?: string; delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: UpdateGeneratedResponseMutation, variables: { input } },
    result: answer.error
      ? { errors: [new GraphQLError(answer.error, { extensions: { code: 'CONFLICT' } })] }
      : {
          data: {
            updateGeneratedResponse: {
              __typename: 'UpdateGeneratedResponsePayload',
              uuid: input.promptUuid,
              inboxMessage: answer.sent ?? null,
            },
          },
        },
    delay: answer.delay ?? 20,
  };
}

function renderWithSuggestion(extra: MockLink.MockedResponse[]) {
  return renderConversation([
    recipientMock(recipient()),
    messagesMock('r-ana', [
      message({ uuid: 'ask', message: 'May adobo pa po?', generatedResponse: suggestion('g1', SUGGESTION) }),
      message({
        uuid: 'hi',
        message: 'Hello',
        generatedResponse: { ...suggestion('g0', 'Hi!'), status: 'accepted' },
      }),
    ]),
    ...extra,
  ]);
}

const card = () => screen.getByRole('region', { name: 'Suggested reply' });
const cardButton = (name: string) => within(card()).getByRole('button', { name });

describe('Suggested reply card', () => {
  it('shows the pending suggestion with its products, and Approve sends it as is', async () => {
    const user = userEvent.setup();
    const sent = message({
      uuid: 'sent',
      sender: 'merchant',
      message: SUGGESTION,
      pending: true,
      minutesAgo: 0,
    });
    renderWithSuggestion([suggestionMock({ promptUuid: 'g1', action: 'accept' }, { sent })]);

    await screen.findByRole('region', { name: 'Suggested reply' });
    expect(within(card()).getByTestId('suggestion-text')).toHaveTextContent(SUGGESTION);
    const products = within(card()).getByRole('list', { name: 'Suggested products' });
    expect(within(products).getByText('Chicken Adobo Meal')).toBeInTheDocument();
    expect(within(products).getByText('₱159.50')).toBeInTheDocument();

    await user.click(cardButton('Approve'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested reply' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('listitem', { name: `You: ${SUGGESTION}` })).toBeInTheDocument();
  });

  it('edits: Send and Cancel replace the buttons, Dismiss hides, and Send gives the edited message', async () => {
    const user = userEvent.setup();
    renderWithSuggestion([
      suggestionMock({ promptUuid: 'g1', action: 'edited', message: 'Meron pa po, ₱159.50 lang!' }),
    ]);
    await screen.findByRole('region', { name: 'Suggested reply' });
    await user.click(cardButton('Edit'));

    const editor = within(card()).getByRole('textbox', { name: 'Edit suggested reply' });
    expect(editor).toHaveValue(SUGGESTION);
    expect(within(card()).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(cardButton('Cancel')).toBeEnabled();

    await user.clear(editor);
    expect(cardButton('Send')).toBeDisabled();
    await user.type(editor, 'Meron pa po, ₱159.50 lang!');
    await user.click(cardButton('Send'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested reply' })).not.toBeInTheDocument(),
    );
  });

  it('cancels an edit back to the suggestion and its three buttons', async () => {
    const user = userEvent.setup();
    renderWithSuggestion([]);
    await screen.findByRole('region', { name: 'Suggested reply' });
    await user.click(cardButton('Edit'));
    await user.type(within(card()).getByRole('textbox', { name: 'Edit suggested reply' }), ' extra');
    await user.click(cardButton('Cancel'));

    expect(within(card()).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(card()).getByTestId('suggestion-text')).toHaveTextContent(SUGGESTION);
    expect(cardButton('Approve')).toBeEnabled();
    expect(cardButton('Dismiss')).toBeEnabled();
    await user.click(cardButton('Edit'));
    expect(within(card()).getByRole('textbox', { name: 'Edit suggested reply' })).toHaveValue(SUGGESTION);
  });

  it('dismisses without a message', async () => {
    const user = userEvent.setup();
    renderWithSuggestion([suggestionMock({ promptUuid: 'g1', action: 'dismiss' })]);
    await screen.findByRole('region', { name: 'Suggested reply' });
    await user.click(cardButton('Dismiss'));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested reply' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('listitem', { name: /^You:/ })).not.toBeInTheDocument();
  });

  it('disables every button while the action is sent', async () => {
    const user = userEvent.setup();
    renderWithSuggestion([suggestionMock({ promptUuid: 'g1', action: 'accept' }, { delay: 500 })]);
    await screen.findByRole('region', { name: 'Suggested reply' });
    await user.click(cardButton('Approve'));
    expect(cardButton('Approve')).toBeDisabled();
    expect(cardButton('Edit')).toBeDisabled();
    expect(cardButton('Dismiss')).toBeDisabled();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Suggested reply' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message on failure and keeps the card', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSuggestion([
      suggestionMock(
        { promptUuid: 'g1', action: 'accept' },
        { error: 'This suggestion was already handled' },
      ),
    ]);
    await screen.findByRole('region', { name: 'Suggested reply' });
    await user.click(cardButton('Approve'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This suggestion was already handled');
    await waitFor(() => expect(cardButton('Approve')).toBeEnabled());
  });

  it('shows no card when the latest suggestion was handled', async () => {
    renderConversation([
      recipientMock(recipient()),
      messagesMock('r-ana', [
        message({
          uuid: 'hi',
          message: 'Hello',
          generatedResponse: { ...suggestion('g0', 'Hi!'), status: 'dismissed' },
        }),
      ]),
    ]);
    await screen.findByText('Hello');
    expect(screen.queryByRole('region', { name: 'Suggested reply' })).not.toBeInTheDocument();
  });
});

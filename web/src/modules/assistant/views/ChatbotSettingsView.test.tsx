import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../generated/graphql';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { ChatbotSettingsQuery, ChatbotSettingsUpdateMutation } from '../graphql/settings';
import { SETTINGS, settingsMock, testToolMocks } from '../testing/fixtures';
import ChatbotSettingsView from './ChatbotSettingsView';

const EDITED = {
  appUuid: APP_UUID,
  assistantEnabled: false,
  tone: 'professional' as const,
  storePolicies: 'COD in Metro Manila. Returns within 7 days.',
  handOffRules: 'Refunds go to a person.',
  sentimentAnalysisEnabled: true,
};

function updateMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: ChatbotSettingsUpdateMutation, variables: { input: EDITED } }, result };
}

function renderSettings(mocks: MockLink.MockedResponse[], role: MemberRole = 'owner') {
  return renderScreen(<ChatbotSettingsView />, {
    mocks: [appSetupMock({ myRole: role }), ...mocks],
    path: `${APP_BASE}/ai-settings`,
    pattern: '/apps/:key/:appUUID/ai-settings',
  });
}

/** Makes the edits EDITED describes. */
async function edit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('switch', { name: 'Suggest replies with the AI assistant' }));
  await user.click(screen.getByRole('radio', { name: /^Professional/ }));
  await user.type(screen.getByRole('textbox', { name: 'Store policies' }), ' Returns within 7 days.');
  await user.click(screen.getByRole('switch', { name: 'Analyse customer sentiment' }));
}

describe('ChatbotSettingsView (ai-settings)', () => {
  it('shows the saved settings with the credits left, read-only', async () => {
    renderSettings([settingsMock()]);
    expect(await screen.findByRole('textbox', { name: 'Store policies' })).toHaveValue(
      SETTINGS.storePolicies,
    );
    expect(screen.getByRole('switch', { name: 'Suggest replies with the AI assistant' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Friendly/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Hand-off rules' })).toHaveValue(SETTINGS.handOffRules);
    expect(screen.getByRole('switch', { name: 'Analyse customer sentiment' })).not.toBeChecked();
    expect(screen.getByLabelText('Response credits')).toHaveTextContent('1,234 response credits left');
    expect(screen.getByLabelText('20 of 2000 characters')).toBeInTheDocument();
  });

  it('saves every field and says "Chatbot Settings Successfully updated!"', async () => {
    const user = userEvent.setup();
    renderSettings([
      settingsMock(),
      updateMock({
        data: {
          chatbotSettingsUpdate: {
            __typename: 'ChatbotSettings',
            ...EDITED,
            responseCredits: 1234,
            engine: 'offline',
            engineModel: null,
          },
        },
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Store policies' });
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Chatbot Settings Successfully updated!')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Store policies' })).toHaveValue(EDITED.storePolicies);
  });

  it("puts the server's field message under its field and keeps everything typed", async () => {
    const user = userEvent.setup();
    renderSettings([
      settingsMock(),
      updateMock({
        errors: [
          {
            message: 'Store policies should not exceed 2000 characters',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { storePolicies: 'Store policies should not exceed 2000 characters' },
            },
          },
        ],
      }),
    ]);
    await screen.findByRole('textbox', { name: 'Store policies' });
    await edit(user);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    const policies = screen.getByRole('textbox', { name: 'Store policies' });
    await waitFor(() =>
      expect(policies).toHaveAccessibleDescription(/Store policies should not exceed 2000 characters/),
    );
    expect(policies).toHaveValue(EDITED.storePolicies);
    expect(screen.getByRole('radio', { name: /^Professional/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Analyse customer sentiment' })).toBeChecked();
    expect(screen.queryByText('Chatbot Settings Successfully updated!')).not.toBeInTheDocument();
  });

  it('refuses store policies over 2000 characters before sending', async () => {
    const user = userEvent.setup();
    renderSettings([settingsMock({ storePolicies: 'x'.repeat(1999) })]);
    const policies = await screen.findByRole('textbox', { name: 'Store policies' });
    await user.type(policies, 'yz');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Store policies should not exceed 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('2001 of 2000 characters')).toBeInTheDocument();
  });

  it('offers Retry when the settings cannot be loaded', async () => {
    const user = userEvent.setup();
    renderSettings([
      {
        request: { query: ChatbotSettingsQuery, variables: { appUuid: APP_UUID } },
        result: { errors: [{ message: 'App not found', extensions: { code: 'NOT_FOUND' } }] },
      },
      settingsMock(),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('App not found');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Store policies' })).toBeInTheDocument();
  });

  it('opens the chatbot test tool in a drawer', async () => {
    const user = userEvent.setup();
    renderSettings([settingsMock(), ...testToolMocks()]);
    await user.click(await screen.findByRole('button', { name: 'Open test tool' }));
    const drawer = await screen.findByRole('dialog', { name: 'Chatbot test tool' });
    expect(await within(drawer).findByText(/No messages yet/)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close test tool' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Chatbot test tool' })).not.toBeInTheDocument(),
    );
  });

  it('names the built-in offline agent as the engine when no chat model is configured', async () => {
    renderSettings([settingsMock({ engine: 'offline', engineModel: null })]);
    expect(await screen.findByLabelText('Suggestion engine')).toHaveTextContent(
      'Engine: Built-in offline agent (no key needed)',
    );
  });

  it('names the chat model and its fallback to the offline agent when the engine is a model', async () => {
    renderSettings([settingsMock({ engine: 'llm', engineModel: 'gpt-4o-mini' })]);
    expect(await screen.findByLabelText('Suggestion engine')).toHaveTextContent(
      'Engine: Chat model gpt-4o-mini — falls back to the offline agent when the model fails, takes over 5 s, or states a fact no tool gave',
    );
  });

  it('shows a store manager the settings without letting them change them', async () => {
    renderSettings([settingsMock()], 'store_manager');
    expect(
      await screen.findByText('Only the store owner and admins can change the chatbot settings.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Store policies' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Suggest replies with the AI assistant' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open test tool' })).toBeEnabled();
  });
});

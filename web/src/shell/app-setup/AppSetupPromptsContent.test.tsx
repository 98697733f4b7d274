import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AppResendVerificationEmailMutation,
  FetchUnverifiedSupportEmailsQuery,
} from '../../modules/apps/graphql/settings';
import {
  appSetupMock,
  catalogueMock,
  categoryDescriptionMock,
  type SetupApp,
  unverifiedMocks,
} from '../../modules/apps/testing/mocks';
import { APP_UUID, renderWithApollo } from '../../modules/apps/testing/render';
import AppSetupPromptsContent from './AppSetupPromptsContent';

const COMPLETE: SetupApp = {
  myRole: 'owner',
  businessDescription: 'Home-cooked Filipino food.',
  categoryTree: [{ primaryCategory: 'Caterers', selected: true, secondaryCategories: ['Filipino'] }],
};

function resendMock(email: string, fail = false): MockLink.MockedResponse {
  const request = {
    query: AppResendVerificationEmailMutation,
    variables: { appUuid: APP_UUID, supportEmail: email },
  };
  return fail
    ? {
        request,
        result: {
          errors: [{ message: 'Email is already verified', extensions: { code: 'BAD_USER_INPUT' } }],
        },
      }
    : { request, result: { data: { appResendVerificationEmail: { __typename: 'App', uuid: APP_UUID } } } };
}

function renderPrompts(
  app: SetupApp,
  mocks: MockLink.MockedResponse[] = [],
  props: { profileDue?: boolean } = {},
) {
  return renderWithApollo(<AppSetupPromptsContent appUuid={APP_UUID} {...props} />, [
    appSetupMock(app),
    catalogueMock(),
    categoryDescriptionMock(),
    ...mocks,
  ]);
}

afterEach(() => localStorage.clear());

describe('AppSetupPrompts', () => {
  it('warns about unverified support and notification addresses, in the wording of document 3 §8', async () => {
    renderPrompts(COMPLETE, unverifiedMocks(['help@nena.ph', 'orders@nena.ph'], ['ops@nena.ph']));
    expect(
      await screen.findByText(
        'Complete your account setup: Verify email (help@nena.ph, orders@nena.ph) to receive customer inquiries.',
      ),
    ).toBeInTheDocument();
    // The notification addresses come from their own query: their banner may arrive after the first.
    expect(
      await screen.findByText(
        'Complete your account setup: Verify email (ops@nena.ph) for full dashboard access.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Resend Verification Email' })).toHaveLength(2);
  });

  it("with the shell's role, the banners do not wait for the setup query's answer", async () => {
    // The setup query answers after 30 s: the banner comes from the role the shell already has.
    renderWithApollo(<AppSetupPromptsContent appUuid={APP_UUID} memberRole="owner" />, [
      { ...appSetupMock(COMPLETE), delay: 30_000 },
      catalogueMock(),
      categoryDescriptionMock(),
      ...unverifiedMocks(['help@nena.ph'], []),
    ]);
    expect(
      await screen.findByText(/Verify email \(help@nena\.ph\) to receive customer inquiries/),
    ).toBeInTheDocument();
  });

  it('resends to every address of the banner and lists them', async () => {
    const user = userEvent.setup();
    renderPrompts(COMPLETE, [
      ...unverifiedMocks(['help@nena.ph', 'orders@nena.ph'], []),
      resendMock('help@nena.ph'),
      resendMock('orders@nena.ph'),
    ]);
    const banner = (await screen.findByText(/to receive customer inquiries/)).closest('[role="alert"]');
    if (!(banner instanceof HTMLElement)) throw new Error('banner not found');
    await user.click(within(banner).getByRole('button', { name: 'Resend Verification Email' }));
    expect(
      await screen.findByText('Verification email sent to help@nena.ph, orders@nena.ph'),
    ).toBeInTheDocument();
  });

  it("shows the server's message when a resend fails", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPrompts(COMPLETE, [...unverifiedMocks([], ['ops@nena.ph']), resendMock('ops@nena.ph', true)]);
    await user.click(await screen.findByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Email is already verified')).toBeInTheDocument();
    expect(screen.queryByText(/Verification email sent to/)).not.toBeInTheDocument();
  });

  it('shows no banner when every address is verified, and no form when the details are complete', async () => {
    const { container } = renderPrompts(COMPLETE, unverifiedMocks([], []));
    await waitFor(() => expect(container.querySelector('section')).not.toBeNull());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the Merchant Category form by itself while the description is missing; Later stops asking in this browser', async () => {
    const user = userEvent.setup();
    renderPrompts({ ...COMPLETE, businessDescription: '' }, unverifiedMocks([], []));
    const dialog = await screen.findByRole('dialog', { name: 'Merchant Category and Description' });
    await user.click(await within(dialog).findByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('suki.merchantDetailsLater')).toBe(JSON.stringify([APP_UUID]));
  });

  it('opens the form when no primary category is selected', async () => {
    renderPrompts({ ...COMPLETE, categoryTree: [] }, unverifiedMocks([], []));
    expect(
      await screen.findByRole('dialog', { name: 'Merchant Category and Description' }),
    ).toBeInTheDocument();
  });

  it('waits with the form while the Complete user profile dialog is due', async () => {
    renderPrompts({ ...COMPLETE, categoryTree: [] }, unverifiedMocks(['help@nena.ph'], []), {
      profileDue: true,
    });
    expect(await screen.findByText(/to receive customer inquiries/)).toBeInTheDocument();
    expect(
      screen.queryByRole('dialog', { name: 'Merchant Category and Description' }),
    ).not.toBeInTheDocument();
  });

  it('neither prompts nor warns a store manager', async () => {
    const setup = appSetupMock({ myRole: 'store_manager' });
    const answered = vi.fn(() => setup.result as { data: Record<string, unknown> });
    const unverified = vi.fn(() => ({ data: { fetchUnverifiedSupportEmails: ['help@nena.ph'] } }));
    renderWithApollo(<AppSetupPromptsContent appUuid={APP_UUID} />, [
      { ...setup, result: answered },
      {
        request: { query: FetchUnverifiedSupportEmailsQuery, variables: { appUuid: APP_UUID } },
        result: unverified,
      },
      catalogueMock(),
      categoryDescriptionMock(),
    ]);
    await waitFor(() => expect(answered).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Complete your account setup/)).not.toBeInTheDocument();
    expect(unverified).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FetchUnverifiedSupportEmailsQuery, UpdateSupportDetailsMutation } from '../../graphql/settings';
import { appSetupMock } from '../../testing/mocks';
import { APP_UUID, renderWithApollo } from '../../testing/render';
import { SupportContactDialogContainer } from './SupportContactDialogContainer';

const refetchMocks = [
  appSetupMock({ myRole: 'owner' }),
  {
    request: { query: FetchUnverifiedSupportEmailsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { fetchUnverifiedSupportEmails: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

function updateMock(
  input: { supportEmailList: string; supportContactNumber: string | null },
  outcome: 'ok' | 'fail' = 'ok',
) {
  const result = vi.fn(() => ({
    data: {
      updateSupportDetails: {
        __typename: 'UpdateSupportDetailsPayload' as const,
        supportEmailList: input.supportEmailList,
        supportContactNumber: input.supportContactNumber,
      },
    },
  }));
  const request = {
    query: UpdateSupportDetailsMutation,
    variables: { input: { appUuid: APP_UUID, ...input } },
  };
  return {
    result,
    mock:
      outcome === 'ok'
        ? { request, result }
        : { request, error: new Error('GraphQL error: Support Email Recipients is invalid') },
  };
}

function setup(
  mocks: Parameters<typeof renderWithApollo>[1] = [],
  initial: { list?: string | null; number?: string | null } = {},
) {
  const onClose = vi.fn();
  renderWithApollo(
    <SupportContactDialogContainer
      appUuid={APP_UUID}
      open
      supportEmailList={initial.list ?? null}
      supportContactNumber={initial.number ?? null}
      onClose={onClose}
    />,
    [...refetchMocks, ...(mocks ?? [])],
  );
  const dialog = screen.getByRole('dialog', { name: 'Support Contact Details' });
  const emails = within(dialog).getByRole('combobox', { name: 'Support Email Recipients' });
  return { dialog, emails, onClose };
}

describe('Support Contact Details dialog', () => {
  it('starts from the saved comma-joined list and number', () => {
    const { dialog } = setup([], { list: 'help@nena.ph, orders@nena.ph', number: '9171234567' });
    expect(within(dialog).getByText('help@nena.ph')).toBeInTheDocument();
    expect(within(dialog).getByText('orders@nena.ph')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Support Contact Number (optional)')).toHaveValue(
      '+63 917 123 4567',
    );
  });

  it('adds an address as a chip on Enter, on comma and on leaving the field', async () => {
    const user = userEvent.setup();
    const { dialog, emails } = setup();
    await user.type(emails, 'one@nena.ph{Enter}');
    await user.type(emails, 'two@nena.ph,');
    await user.type(emails, 'three@nena.ph');
    await user.click(within(dialog).getByLabelText('Support Contact Number (optional)'));
    for (const email of ['one@nena.ph', 'two@nena.ph', 'three@nena.ph']) {
      expect(within(dialog).getByText(email)).toBeInTheDocument();
    }
    expect(emails).toHaveValue('');
  });

  it('refuses an invalid address with "Support Email Recipients is invalid" and keeps it to fix', async () => {
    const user = userEvent.setup();
    const { dialog, emails } = setup();
    await user.type(emails, 'not-an-email{Enter}');
    expect(within(dialog).getByText('Support Email Recipients is invalid')).toBeInTheDocument();
    expect(emails).toHaveValue('not-an-email');
    expect(within(dialog).queryByRole('button', { name: 'not-an-email' })).not.toBeInTheDocument();
  });

  it('shows "Support Email Recipients is required" only once submitted, and sends nothing', async () => {
    const user = userEvent.setup();
    const sent = updateMock({ supportEmailList: '', supportContactNumber: null });
    const { dialog, onClose } = setup([sent.mock]);
    expect(within(dialog).queryByText('Support Email Recipients is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Support Email Recipients is required')).toBeInTheDocument();
    expect(sent.result).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an invalid contact number on submit', async () => {
    const user = userEvent.setup();
    const { dialog, emails, onClose } = setup();
    await user.type(emails, 'one@nena.ph{Enter}');
    await user.type(within(dialog).getByLabelText('Support Contact Number (optional)'), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Support Contact Number is invalid')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends one comma-joined string and the number without +63, then confirms and closes', async () => {
    const user = userEvent.setup();
    const sent = updateMock({
      supportEmailList: 'help@nena.ph,new@nena.ph',
      supportContactNumber: '9171234567',
    });
    const { dialog, emails, onClose } = setup([sent.mock], { list: 'help@nena.ph' });
    await user.type(emails, 'new@nena.ph');
    await user.type(within(dialog).getByLabelText('Support Contact Number (optional)'), '09171234567');
    expect(within(dialog).getByLabelText('Support Contact Number (optional)')).toHaveValue(
      '+63 917 123 4567',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email Verification Sent')).toBeInTheDocument();
    expect(sent.result).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('sends no number when the optional field is empty', async () => {
    const user = userEvent.setup();
    const sent = updateMock({ supportEmailList: 'help@nena.ph', supportContactNumber: null });
    const { dialog, onClose } = setup([sent.mock], { list: 'help@nena.ph' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent.result).toHaveBeenCalledTimes(1);
  });

  it('says "Error Updating App Support Contact Details" when the request fails, and still closes', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = updateMock({ supportEmailList: 'help@nena.ph', supportContactNumber: null }, 'fail');
    const { dialog, onClose } = setup([failed.mock], { list: 'help@nena.ph' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Error Updating App Support Contact Details')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Email Verification Sent')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { StorePaymentAccountCreateMutation, StorePaymentAccountsQuery } from '../graphql/paymentAccounts';
import PaymentManagerView from './PaymentManagerView';

const gcash = {
  __typename: 'StorePaymentAccount' as const,
  uuid: 'acct-1',
  kind: 'gcash' as const,
  kindLabel: 'GCash',
  bankName: '',
  accountName: 'Nena Cruz',
  accountNumber: '+639171234567',
  qrPhotoUuid: 'qr-1',
  qrImageUrl: '/uploads/photos/app-1/qr-1.webp',
};

const list = (accounts: (typeof gcash)[]) =>
  schemaChecked({
    request: { query: StorePaymentAccountsQuery, variables: { appUuid: APP_UUID } },
    result: { data: { storePaymentAccounts: accounts } },
  });

const at = { path: `${APP_BASE}/store-setup/payment`, pattern: '/apps/:key/:appUUID/store-setup/payment' };

describe('PaymentManagerView', () => {
  it("lists the store's accounts with their QR codes", async () => {
    renderScreen(<PaymentManagerView />, { ...at, mocks: [list([gcash])] });
    const accounts = await screen.findByRole('list', { name: 'Payment accounts' });
    expect(within(accounts).getByRole('heading', { name: 'GCash' })).toBeInTheDocument();
    expect(within(accounts).getByText('+639171234567')).toBeInTheDocument();
    expect(within(accounts).getByRole('img', { name: 'QR code for GCash' })).toHaveAttribute(
      'src',
      '/uploads/photos/app-1/qr-1.webp',
    );
  });

  it('says plainly that only cash on delivery is offered without accounts, and shows the server field messages when adding one', async () => {
    const user = userEvent.setup();
    renderScreen(<PaymentManagerView />, {
      ...at,
      mocks: [
        list([]),
        schemaChecked({
          request: {
            query: StorePaymentAccountCreateMutation,
            variables: {
              input: {
                appUuid: APP_UUID,
                kind: 'bank',
                bankName: 'BPI',
                accountName: 'Nena',
                accountNumber: 'abc',
                qrPhotoUuid: null,
              },
            },
          },
          result: {
            errors: [
              new GraphQLError('Account Number is invalid', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { accountNumber: 'Account Number is invalid' },
                },
              }),
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('No payment accounts yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const dialog = screen.getByRole('dialog', { name: 'Add payment account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'BPI');
    await user.type(within(dialog).getByRole('textbox', { name: /Account name/ }), 'Nena');
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Account Number is invalid')).toBeInTheDocument();
  });
});

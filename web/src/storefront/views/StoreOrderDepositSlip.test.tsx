import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr, pngFile } from '../../lib/testing/fakeXhr';
import { schemaChecked } from '../../lib/testing/schema';
import { StoreOrderDepositSlipMutation, StoreOrderQuery } from '../graphql/storefront';
import { COLD_START, STORE_UUID, store, storefrontMock, storeOrder } from '../testing/fixtures';
import { renderStoreAt } from '../testing/render';

const TRANSACTION = '261121-7KQ2XM';
const OLD_SLIP = '/uploads/deposit-slips/app-1/old.webp';
const NEW_SLIP = '/uploads/deposit-slips/app-1/slip-2.webp';

const renderOrder = (mocks: MockLink.MockedResponse[]) =>
  renderStoreAt(`/store/${STORE_UUID}/orders/${TRANSACTION}`, [storefrontMock(store()), ...mocks]);

const lookup = (order: ReturnType<typeof storeOrder>) =>
  schemaChecked({
    request: {
      query: StoreOrderQuery,
      variables: { appUuid: STORE_UUID, transactionNumber: TRANSACTION, mobile: '9171234567' },
    },
    result: { data: { storeOrder: order } },
  });

const slipSent = (depositSlipUuid: string, result: MockLink.MockedResponse['result']) =>
  schemaChecked({
    request: {
      query: StoreOrderDepositSlipMutation,
      variables: {
        appUuid: STORE_UUID,
        transactionNumber: TRANSACTION,
        mobileNumber: '9171234567',
        depositSlipUuid,
      },
    },
    result,
  });

async function openOrder(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: /Mobile Number/ }, COLD_START), '09171234567');
  await user.click(screen.getByRole('button', { name: 'Show my order' }));
}

describe('order page: deposit slip', () => {
  beforeEach(() => {
    installFakeXhr();
    // jsdom makes no object URLs for previews.
    Object.assign(URL, { createObjectURL: () => 'blob:slip', revokeObjectURL: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says plainly that the store wants a new slip, sends one, and shows the new status and slip', async () => {
    const user = userEvent.setup();
    renderOrder([
      lookup(
        storeOrder({ paymentStatus: 'for_reupload', canUploadDepositSlip: true, depositSlipUrl: OLD_SLIP }),
      ),
      slipSent('slip-2', {
        data: {
          storeOrderDepositSlip: storeOrder({
            paymentStatus: 'for_confirmation',
            canUploadDepositSlip: false,
            depositSlipUrl: NEW_SLIP,
          }),
        },
      }),
    ]);
    await openOrder(user);
    expect(await screen.findByText('Payment: For Reupload')).toBeInTheDocument();
    expect(screen.getByText(/The store asked for a new deposit slip/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deposit slip sent' })).toHaveAttribute('src', OLD_SLIP);
    const send = screen.getByRole('button', { name: 'Send deposit slip' });
    expect(send).toBeDisabled();

    await user.upload(screen.getByLabelText('Deposit slip photo'), pngFile('new-slip.png'));
    expect(FakeXhr.all[0]?.url).toBe(`/uploads/deposit-slips?appUuid=${STORE_UUID}`);
    expect(send).toBeDisabled();
    FakeXhr.all[0]?.respond(201, { uuid: 'slip-2', url: NEW_SLIP });
    expect(await screen.findByText('Deposit slip uploaded')).toBeInTheDocument();
    await user.click(send);

    expect(await screen.findByText('Payment: For Confirmation')).toBeInTheDocument();
    expect(screen.getByText('The store is checking your deposit slip.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Deposit slip sent' })).toHaveAttribute('src', NEW_SLIP);
    expect(screen.queryByRole('button', { name: 'Send deposit slip' })).not.toBeInTheDocument();
  });

  it("keeps the picked slip and shows the server's refusal when the store does not take it", async () => {
    const user = userEvent.setup();
    renderOrder([
      lookup(storeOrder({ paymentStatus: 'pay_pending', canUploadDepositSlip: true })),
      slipSent('slip-3', {
        errors: [{ message: 'This order is already paid', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    ]);
    await openOrder(user);
    expect(await screen.findByText(/then send a photo of your deposit slip/)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Deposit slip sent' })).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText('Deposit slip photo'), pngFile('slip.png'));
    FakeXhr.all[0]?.respond(201, { uuid: 'slip-3', url: NEW_SLIP });
    await user.click(await screen.findByRole('button', { name: 'Send deposit slip' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This order is already paid');
    expect(screen.getByText('Payment: Pending Payment')).toBeInTheDocument();
    expect(screen.getByText('Deposit slip uploaded')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  VoucherBatchCreateMutation,
  VoucherBatchEndMutation,
  VoucherClaimMutation,
} from '../graphql/vouchers';
import {
  batchesMock,
  CLAIMED,
  COMEBACK,
  fieldRefusal,
  ISSUED,
  PAYDAY_BATCH,
  vouchersMock,
} from '../testing/fixtures';
import VoucherProgramsView from './VoucherProgramsView';

const BASE = `/apps/mall-stores-management/${APP_UUID}`;

function renderAt(
  screenName: 'store-management-vouchers' | 'store-management-rebates',
  status: string,
  mocks: Parameters<typeof renderScreen>[1]['mocks'],
) {
  const segment = screenName === 'store-management-rebates' ? 'rebates' : 'vouchers';
  return renderScreen(
    <ScreenInfoContext.Provider
      value={{ name: screenName, title: segment === 'rebates' ? 'Rebates' : 'Vouchers', pattern: '' }}
    >
      <VoucherProgramsView />
    </ScreenInfoContext.Provider>,
    { mocks, path: `${BASE}/${segment}/${status}`, pattern: `/apps/:key/:appUUID/${segment}/:status` },
  );
}

/** 10:00:30 am in Manila. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T02:00:30.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('VoucherProgramsView (store management)', () => {
  it('lists the batches with what they give, their dates in Manila time, status and counts', async () => {
    renderAt('store-management-vouchers', 'active', [batchesMock([PAYDAY_BATCH])]);
    const row = await screen.findByRole('listitem', { name: 'Payday ₱50 Vouchers' });
    expect(row).toHaveTextContent('₱50.00 off · min ₱200.00');
    expect(row).toHaveTextContent('2026-11-30 09:00 am – 2026-12-01 11:59 pm');
    expect(row).toHaveTextContent('96 issued · 3 claimed · 1 redeemed · 0 expired of 100 codes');
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Batches', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–1 of 1');
  });

  it('changes tab through the URL :status and lists the codes at that status', async () => {
    const user = userEvent.setup();
    renderAt('store-management-vouchers', 'active', [
      batchesMock([PAYDAY_BATCH]),
      vouchersMock([CLAIMED], { status: 'CLAIMED' }, { totalCount: 3 }),
    ]);
    await screen.findByRole('listitem', { name: 'Payday ₱50 Vouchers' });
    await user.click(screen.getByRole('tab', { name: 'Claimed' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${BASE}/vouchers/claimed`);
    const code = await screen.findByRole('listitem', { name: 'VB4T8HWZ' });
    expect(code).toHaveTextContent('Payday ₱50 Vouchers · Customer: +63 917 123 4567');
    expect(code).toHaveTextContent('claimed 2026-11-21 10:00 am');
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–1 of 3');
    expect(within(code).queryByRole('button', { name: /Give/ })).not.toBeInTheDocument();
  });

  it('says when a status has no code yet, with a way back to the batches', async () => {
    const user = userEvent.setup();
    renderAt('store-management-vouchers', 'expired', [
      vouchersMock([], { status: 'EXPIRED' }),
      batchesMock([PAYDAY_BATCH]),
    ]);
    expect(await screen.findByText('No expired vouchers yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'See the batches' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${BASE}/vouchers/active`);
  });

  it('gives an issued code to a customer: a bad number is refused in the spec’s words, then it is given', async () => {
    const user = userEvent.setup();
    renderAt('store-management-vouchers', 'issued', [
      vouchersMock([ISSUED]),
      {
        request: {
          query: VoucherClaimMutation,
          variables: { input: { uuid: ISSUED.uuid, mobileNumber: '9991234567' } },
        },
        result: fieldRefusal('mobileNumber', 'Mobile Number is invalid'),
      },
      {
        request: {
          query: VoucherClaimMutation,
          variables: { input: { uuid: ISSUED.uuid, mobileNumber: '9171234567' } },
        },
        result: { data: { voucherClaim: { ...CLAIMED, uuid: ISSUED.uuid, code: ISSUED.code } } },
      },
      vouchersMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Give V7K2M9QX to a customer' }));
    const dialog = screen.getByRole('dialog', { name: 'Give V7K2M9QX to a customer' });
    const field = within(dialog).getByRole('textbox', { name: 'Mobile Number' });
    await user.type(field, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(within(dialog).getByText('Mobile Number is invalid')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    // The server has the last word on a number that looks right.
    await user.clear(field);
    await user.type(field, '09991234567');
    expect(field).toHaveValue('+63 999 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await within(dialog).findByText('Mobile Number is invalid')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '9171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('Voucher given to the customer')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('creates a batch in a dialog, showing the server’s refusal under its field', async () => {
    const user = userEvent.setup();
    const input = {
      appUuid: APP_UUID,
      kind: 'VOUCHER',
      title: 'Payday ₱50 Vouchers',
      valueType: 'FIXED',
      value: 5_000,
      scope: 'ORDER',
      minimumPurchase: 20_000,
      usageLimit: 100,
      startsAt: '2026-11-26T02:00:00.000Z',
      endsAt: null,
    };
    renderAt('store-management-vouchers', 'active', [
      batchesMock([]),
      {
        request: { query: VoucherBatchCreateMutation, variables: { input } },
        result: fieldRefusal('usageLimit', 'Quantity should be between 1 and 10000'),
      },
      {
        request: { query: VoucherBatchCreateMutation, variables: { input } },
        result: { data: { promotionCreate: PAYDAY_BATCH } },
      },
      batchesMock([PAYDAY_BATCH]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Create your first voucher batch' }));
    const dialog = screen.getByRole('dialog', { name: 'Create voucher batch' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Quantity should be between 1 and 10000')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Payday ₱50 Vouchers');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '50');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum purchase' }), '200');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const quantity = await within(dialog).findByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('Quantity should be between 1 and 10000');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Voucher batch Successfully created!')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Payday ₱50 Vouchers' })).toBeInTheDocument();
  });

  it('ends a batch after asking', async () => {
    const user = userEvent.setup();
    renderAt('store-management-vouchers', 'active', [
      batchesMock([PAYDAY_BATCH]),
      {
        request: { query: VoucherBatchEndMutation, variables: { uuid: PAYDAY_BATCH.uuid } },
        result: { data: { promotionEnd: { ...PAYDAY_BATCH, status: 'EXPIRED' } } },
      },
      batchesMock([{ ...PAYDAY_BATCH, status: 'EXPIRED' }]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'End Payday ₱50 Vouchers' }));
    const dialog = screen.getByRole('dialog', { name: 'End now' });
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Ended: its unused vouchers have expired')).toBeInTheDocument();
    const row = await screen.findByRole('listitem', { name: 'Payday ₱50 Vouchers' });
    expect(await within(row).findByText('Ended')).toBeInTheDocument();
  });

  it('lists the rebate programs in a sentence, on the rebates screen', async () => {
    renderAt('store-management-rebates', 'active', [batchesMock([COMEBACK], { kinds: ['REBATE'] })]);
    const row = await screen.findByRole('listitem', { name: 'Come back soon' });
    expect(row).toHaveTextContent('₱30.00 off a next order for orders of ₱500.00 or more');
    expect(row).toHaveTextContent('0 issued · 5 claimed · 2 redeemed · 0 expired');
    expect(screen.getByRole('tab', { name: 'Rebates', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create rebate' })).toBeInTheDocument();
  });
});

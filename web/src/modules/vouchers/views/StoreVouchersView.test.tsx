import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_UUID, renderScreen } from '../../apps/testing/render';
import { VoucherBatchCreateMutation } from '../graphql/vouchers';
import { batchesMock, COMEBACK, fieldRefusal, PAYDAY_BATCH } from '../testing/fixtures';
import StoreVouchersView from './StoreVouchersView';
import VoucherCreateView from './VoucherCreateView';

const BASE = `/apps/main-distributor/${APP_UUID}`;
const BOTH = { kinds: ['VOUCHER', 'REBATE'] };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T02:00:30.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('store manager Rebates and Create Voucher', () => {
  it('lists the voucher batches and rebates with their counts, and opens Create Voucher', async () => {
    const user = userEvent.setup();
    renderScreen(
      <ScreenInfoContext.Provider
        value={{ name: 'main-distributor-vouchers', title: 'Rebates', pattern: '' }}
      >
        <StoreVouchersView />
      </ScreenInfoContext.Provider>,
      {
        mocks: [batchesMock([PAYDAY_BATCH, COMEBACK], BOTH)],
        path: `${BASE}/rebates`,
        pattern: '/apps/:key/:appUUID/rebates',
      },
    );
    const batch = await screen.findByRole('listitem', { name: 'Payday ₱50 Vouchers' });
    expect(within(batch).getByText('Voucher batch')).toBeInTheDocument();
    const rebate = screen.getByRole('listitem', { name: 'Come back soon' });
    expect(within(rebate).getByText('Rebate')).toBeInTheDocument();
    expect(rebate).toHaveTextContent('5 claimed · 2 redeemed');
    await user.click(screen.getByRole('link', { name: 'Create Voucher' }));
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${BASE}/rebates/create`);
  });

  it('creates a rebate: pesos in centavos, the minimum purchase required, back to Rebates when saved', async () => {
    const user = userEvent.setup();
    const input = {
      appUuid: APP_UUID,
      kind: 'REBATE',
      title: 'Come back soon',
      valueType: 'FIXED',
      value: 3_000,
      scope: 'ORDER',
      minimumPurchase: 50_000,
      usageLimit: null,
      startsAt: '2026-11-26T02:00:00.000Z',
      endsAt: '2026-12-31T15:59:00.000Z',
    };
    renderScreen(
      <ScreenInfoContext.Provider
        value={{ name: 'main-distributor-vouchers-new', title: 'Create Voucher', pattern: '' }}
      >
        <VoucherCreateView />
      </ScreenInfoContext.Provider>,
      {
        mocks: [
          {
            request: { query: VoucherBatchCreateMutation, variables: { input } },
            result: fieldRefusal('endsAt', 'End date should be after the start date'),
          },
          {
            request: { query: VoucherBatchCreateMutation, variables: { input } },
            result: { data: { promotionCreate: COMEBACK } },
          },
        ],
        path: `${BASE}/rebates/create`,
        pattern: '/apps/:key/:appUUID/rebates/create',
      },
    );
    await user.click(screen.getByRole('radio', { name: 'Rebate' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Come back soon');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '30');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(
      screen.getByText('Minimum purchase is required: an order of at least it earns the rebate'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Minimum purchase' }), '500');
    const ends = screen.getByLabelText(/^Ends/);
    await user.type(ends, '2026-12-31T23:59');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('End date should be after the start date')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Rebate Successfully created!')).toBeInTheDocument();
    expect(screen.getByLabelText('Current path')).toHaveTextContent(`${BASE}/rebates`);
  });
});

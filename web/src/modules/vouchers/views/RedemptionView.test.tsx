import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { APP_UUID, renderScreen } from '../../apps/testing/render';
import { VoucherCheckQuery, VoucherRedeemMutation } from '../graphql/vouchers';
import { fieldRefusal, REDEEMED, vouchersMock } from '../testing/fixtures';
import RedemptionView from './RedemptionView';

const BASE = `/apps/store-manager/${APP_UUID}`;
const redeemedList = (nodes: Parameters<typeof vouchersMock>[0]) =>
  vouchersMock(nodes, { kinds: null, status: 'REDEEMED' });
const request = { appUuid: APP_UUID, code: 'VR5N3PDA', purchaseAmount: 75_000 };

const checkMock = (answer: {
  title: string | null;
  discount: number;
  payable: number;
  refusal: string | null;
}) => ({
  request: { query: VoucherCheckQuery, variables: request },
  result: { data: { voucherCheck: { __typename: 'VoucherCheck', code: request.code, ...answer } } },
});

function renderCounter(mocks: Parameters<typeof renderScreen>[1]['mocks']) {
  return renderScreen(
    <ScreenInfoContext.Provider
      value={{ name: 'store-manager-vouchers-redemption', title: 'Redeemed Vouchers', pattern: '' }}
    >
      <RedemptionView />
    </ScreenInfoContext.Provider>,
    {
      mocks,
      path: `${BASE}/rebates/redeemed-vouchers`,
      pattern: '/apps/:key/:appUUID/rebates/redeemed-vouchers',
    },
  );
}

async function typeAndCheck(user: ReturnType<typeof userEvent.setup>) {
  const form = screen.getByRole('form', { name: 'Redeem a voucher' });
  await user.type(within(form).getByRole('textbox', { name: 'Voucher code' }), 'vr5n3pda');
  await user.type(within(form).getByRole('textbox', { name: 'Purchase amount' }), '750');
  await user.click(within(form).getByRole('button', { name: 'Check' }));
}

describe('RedemptionView (the counter)', () => {
  it('checks a code: its title, the discount and what the customer pays; nothing is redeemed', async () => {
    const user = userEvent.setup();
    renderCounter([
      redeemedList([REDEEMED]),
      checkMock({ title: 'Payday ₱50 Vouchers', discount: 5_000, payable: 70_000, refusal: null }),
    ]);
    expect(await screen.findByRole('listitem', { name: 'VR5N3PDA' })).toHaveTextContent(
      'redeemed 2026-11-22 11:30 am in store',
    );
    await typeAndCheck(user);
    const result = await screen.findByRole('alert', { name: 'Check result' });
    expect(result).toHaveTextContent('Payday ₱50 Vouchers');
    expect(result).toHaveTextContent('Discount ₱50.00 · The customer pays ₱700.00');
    expect(within(result).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
  });

  it('says why a code cannot be used, and offers no Redeem', async () => {
    const user = userEvent.setup();
    renderCounter([
      redeemedList([]),
      checkMock({ title: null, discount: 0, payable: 75_000, refusal: 'This voucher code is not valid' }),
    ]);
    expect(await screen.findByText(/No voucher has been redeemed yet/)).toBeInTheDocument();
    await typeAndCheck(user);
    const result = await screen.findByRole('alert', { name: 'Check result' });
    expect(result).toHaveTextContent('This voucher code is not valid');
    expect(screen.queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
  });

  it('asks for a code and an amount before checking', async () => {
    const user = userEvent.setup();
    renderCounter([redeemedList([])]);
    const form = screen.getByRole('form', { name: 'Redeem a voucher' });
    await user.type(within(form).getByRole('textbox', { name: 'Purchase amount' }), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Check' }));
    expect(within(form).getByText('Voucher code is required')).toBeInTheDocument();
    expect(within(form).getByText('Purchase amount has invalid value')).toBeInTheDocument();
  });

  it('redeems after asking, shows the result and lists it; a second try is refused as already used', async () => {
    const user = userEvent.setup();
    const ok = { title: 'Payday ₱50 Vouchers', discount: 5_000, payable: 70_000, refusal: null };
    renderCounter([
      redeemedList([]),
      checkMock(ok),
      {
        request: { query: VoucherRedeemMutation, variables: { input: request } },
        result: {
          data: {
            voucherRedeem: {
              __typename: 'VoucherRedemption',
              code: request.code,
              discount: 5_000,
              payable: 70_000,
              redeemedAt: '2026-11-26T02:15:00.000Z',
            },
          },
        },
      },
      redeemedList([REDEEMED]),
      checkMock(ok),
      {
        request: { query: VoucherRedeemMutation, variables: { input: request } },
        result: fieldRefusal('code', 'This voucher has already been used', 'CONFLICT'),
      },
    ]);
    await screen.findByText(/No voucher has been redeemed yet/);
    await typeAndCheck(user);
    const result = await screen.findByRole('alert', { name: 'Check result' });
    await user.click(within(result).getByRole('button', { name: 'Redeem' }));
    const confirm = screen.getByRole('dialog', { name: 'Redeem voucher' });
    expect(confirm).toHaveTextContent('Redeem VR5N3PDA? The customer pays ₱700.00.');
    await user.click(within(confirm).getByRole('button', { name: 'Redeem' }));
    const done = await screen.findByRole('alert', { name: 'Redemption' });
    expect(done).toHaveTextContent('VR5N3PDA redeemed');
    expect(done).toHaveTextContent('Discount ₱50.00 · The customer pays ₱700.00 · 2026-11-26 10:15 am');
    expect(await screen.findByRole('listitem', { name: 'VR5N3PDA' })).toBeInTheDocument();

    // The same code again (another cashier checked it before the first redeemed it).
    await typeAndCheck(user);
    await user.click(
      within(await screen.findByRole('alert', { name: 'Check result' })).getByRole('button', {
        name: 'Redeem',
      }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Redeem voucher' })).getByRole('button', { name: 'Redeem' }),
    );
    expect(await screen.findByText('This voucher has already been used')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Voucher code' })).toHaveAccessibleDescription(
      'This voucher has already been used',
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../../../lib/testing/schema';
import { APP_UUID, renderWithApollo } from '../../../apps/testing/render';
import { ApplyAppMdrPricesMutation, MdrPriceRowsQuery, UpdateAppMdrAppliedMutation } from '../../graphql/mdr';
import { MdrDialog } from './MdrDialog';
import { MDR_PAGE_SIZE } from './MdrPriceList';

const app = { __typename: 'App' as const, uuid: APP_UUID, mdrApplied: true, mainStore: false };
const row = (name: string, price: number, mdrAppliedPrice: number) => ({
  __typename: 'ProductPriceRow' as const,
  uuid: `uuid-${name}`,
  rowType: 'product' as const,
  name,
  productName: name,
  price,
  mdrAppliedPrice,
  cursor: `cursor-${name}`,
});

const rowsMock = (rows: ReturnType<typeof row>[] | Error) =>
  schemaChecked({
    request: { query: MdrPriceRowsQuery, variables: { appUuid: APP_UUID, first: MDR_PAGE_SIZE } },
    ...(rows instanceof Error
      ? { result: { errors: [new GraphQLError(rows.message)] } }
      : { result: { data: { fetchAvailableProducts: rows } } }),
  });
const includedMock = schemaChecked({
  request: { query: UpdateAppMdrAppliedMutation, variables: { appUuid: APP_UUID } },
  result: { data: { updateAppMdrApplied: app } },
});
const applyMock = (error?: string) =>
  schemaChecked({
    request: { query: ApplyAppMdrPricesMutation, variables: { input: { appUuid: APP_UUID } } },
    result: error ? { errors: [new GraphQLError(error)] } : { data: { applyAppMdrPrices: app } },
  });

function open(mocks: Parameters<typeof renderWithApollo>[1], bundleKey = 'ecommerce-b2c-bundle') {
  const onDismiss = vi.fn();
  const onDone = vi.fn();
  renderWithApollo(
    <MdrDialog
      appUuid={APP_UUID}
      bundleKey={bundleKey}
      open
      dismissLabel="Later"
      onDismiss={onDismiss}
      onDone={onDone}
    />,
    mocks,
  );
  return { onDismiss, onDone, user: userEvent.setup() };
}

const dialog = () => screen.getByRole('dialog');
const button = (name: string) => within(dialog()).getByRole('button', { name });

describe('MdrDialog', () => {
  it('Yes: shows the net pay on ₱1,000 per method, then Confirm records it and says so', async () => {
    const { user, onDone } = open([includedMock]);
    expect(screen.getByRole('dialog', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
    expect(
      screen.getByText('Is the 2.5% MDR already included in all your product prices?'),
    ).toBeInTheDocument();
    await user.click(button('Yes'));
    const table = screen.getByRole('table', { name: 'Sample net pay on a ₱1,000.00 sale' });
    const cells = (method: string) =>
      within(within(table).getByRole('rowheader', { name: method }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Card and e-wallet (GCash, Maya)')).toEqual(['2.5%', '₱25.00', '₱975.00']);
    expect(cells('GLife')).toEqual(['3.5%', '₱35.00', '₱965.00']);
    expect(cells('Pay later')).toEqual(['1.5%', '₱15.00', '₱985.00']);
    await user.click(button('Back'));
    expect(screen.getByRole('dialog', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
    await user.click(button('Yes'));
    await user.click(button('Confirm'));
    expect(await screen.findByText('2.5% MDR is already applied to all product prices')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('No: lists current and new prices, Apply asks for CONFIRM, then every price includes the fee', async () => {
    const { user, onDone } = open([
      rowsMock([row('Barong', 100_000, 102_500), row('Candy', 19, 19)]),
      applyMock(),
    ]);
    await user.click(button('No'));
    expect(screen.getByRole('dialog', { name: 'New product prices' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Product prices' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Barong₱1,000.00 → ₱1,025.00', 'Candy₱0.19 → ₱0.19']);
    await user.click(button('Apply'));
    expect(screen.getByRole('dialog', { name: 'Confirm new prices' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Type CONFIRM to continue' });
    expect(button('Confirm')).toBeDisabled();
    await user.type(input, 'confirx');
    expect(input).toHaveValue('CONFIRX');
    expect(screen.getByText("Please type 'CONFIRM'")).toBeInTheDocument();
    expect(button('Confirm')).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'confirm');
    expect(input).toHaveValue('CONFIRM');
    expect(screen.queryByText("Please type 'CONFIRM'")).toBeNull();
    await user.click(button('Confirm'));
    expect(await screen.findByRole('dialog', { name: 'Prices updated' })).toBeInTheDocument();
    expect(screen.getByText(/All your product prices now include the 2.5% MDR/)).toBeInTheDocument();
    await user.click(button('Done'));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('goes one step back from each step, and declining the list leads to the sample computation', async () => {
    const { user } = open([rowsMock([row('Barong', 100_000, 102_500)])]);
    await user.click(button('No'));
    await screen.findByRole('list', { name: 'Product prices' });
    await user.click(button('Apply'));
    await user.click(button('Back'));
    expect(screen.getByRole('dialog', { name: 'New product prices' })).toBeInTheDocument();
    await user.click(button('Back'));
    expect(screen.getByRole('dialog', { name: 'Payment fee (MDR)' })).toBeInTheDocument();
    await user.click(button('No'));
    await user.click(button('Prices already include it'));
    expect(screen.getByRole('dialog', { name: 'Sample computation' })).toBeInTheDocument();
  });

  it('Shopify opens on the sample computation with no back button', async () => {
    const { user, onDone } = open([includedMock], 'shopify-bundle');
    expect(screen.getByRole('dialog', { name: 'Sample computation' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(button('Confirm'));
    expect(await screen.findByText('2.5% MDR is already applied to all product prices')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('says plainly when there are no products, when the list fails, and when the apply is refused', async () => {
    const first = open([rowsMock([]), applyMock('2.5% MDR is already applied to all product prices')]);
    await first.user.click(button('No'));
    expect(await screen.findByText(/You have no published products yet/)).toBeInTheDocument();
    await first.user.click(button('Apply'));
    await first.user.type(screen.getByRole('textbox'), 'CONFIRM');
    await first.user.click(button('Confirm'));
    expect(await screen.findByText('2.5% MDR is already applied to all product prices')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Confirm new prices' })).toBeInTheDocument();
  });

  it('shows a failed list with Retry, and Later dismisses', async () => {
    const { user, onDismiss } = open([rowsMock(new Error('Something went wrong. Please try again.'))]);
    await user.click(button('No'));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(button('Retry')).toBeInTheDocument();
    await user.click(button('Later'));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});

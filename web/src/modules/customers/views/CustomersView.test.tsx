import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import { listOrder } from '../../orders/testing/fixtures';
import { NO_CUSTOMERS, NO_MATCH } from '../customerList';
import { customerMock, customersErrorMock, customersMock, listCustomer, message } from '../testing/fixtures';
import CustomersView from './CustomersView';

const PATTERN = '/apps/:key/:appUUID/*';
const LIZA = listCustomer({
  uuid: 'c-1',
  name: 'Liza Reyes',
  pageRecipientUuid: 'r-1',
  profilePic: 'https://example.com/liza.jpg',
  lastMessage: message('Pwede po bang i-deliver bukas ng umaga? Salamat po sa mabilis na sagot ninyo!'),
});
const RAMON = listCustomer({
  uuid: 'c-2',
  name: 'Ramon Magsaysay',
  mobileNumber: '9175550201',
  ordersCount: 1,
  totalSpent: 123_456,
  lastOrder: null,
});

const renderAt = (path: string, mocks: Parameters<typeof renderScreen>[1]['mocks']) =>
  renderScreen(<CustomersView />, { mocks, path, pattern: PATTERN });

afterEach(() => vi.unstubAllGlobals());

describe('CustomersView: the list', () => {
  it('shows each customer with mobile, orders, total spent, last order and message, and links', async () => {
    renderAt(`${APP_BASE}/customers`, [customersMock([LIZA, RAMON], {}, { totalCount: 2 })]);
    const table = await screen.findByRole('table', { name: 'Customers' });
    const [, liza, ramon] = within(table).getAllByRole('row') as HTMLElement[];
    if (!liza || !ramon) throw new Error('rows missing');
    expect(within(liza).getByRole('link', { name: 'Liza Reyes' })).toHaveAttribute(
      'href',
      `${APP_BASE}/customers?customer=c-1`,
    );
    expect(within(liza).getByText('+63 917 555 0101')).toBeInTheDocument();
    expect(within(liza).getByText('₱530.00')).toBeInTheDocument();
    expect(within(liza).getByRole('link', { name: '261121-7KQ2XM' })).toHaveAttribute(
      'href',
      `${APP_BASE}/orders/history?txn=261121-7KQ2XM`,
    );
    expect(within(liza).getByText('2026-11-21 10:30 am')).toBeInTheDocument();
    expect(within(liza).getByText(/^Pwede po bang i-deliver bukas.*…$/)).toBeInTheDocument();
    expect(within(liza).getByText('2026-11-21 11:05 am')).toBeInTheDocument();
    expect(within(liza).getByRole('link', { name: 'Conversation with Liza Reyes' })).toHaveAttribute(
      'href',
      `${APP_BASE}/inbox?recipient=r-1`,
    );
    expect(within(ramon).getByText('₱1,234.56')).toBeInTheDocument();
    expect(within(ramon).getByText('No orders')).toBeInTheDocument();
    expect(within(ramon).getByText('No messages')).toBeInTheDocument();
    expect(within(ramon).queryByRole('link', { name: /Conversation/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–2 of 2');
  });

  it('asks again once typing pauses, by name or mobile, and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderAt(`${APP_BASE}/customers`, [
      customersMock([LIZA, RAMON]),
      customersMock([RAMON], { search: '0917 555 0201' }),
      customersMock([LIZA, RAMON]),
      customersMock([], { search: 'nobody' }),
    ]);
    await screen.findByRole('link', { name: 'Liza Reyes' });
    const box = screen.getByRole('searchbox', { name: 'Search name or mobile number' });
    await user.type(box, '0917 555 0201');
    await vi.waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Liza Reyes' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('link', { name: 'Ramon Magsaysay' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'nobody');
    expect(await screen.findByText(NO_MATCH)).toBeInTheDocument();
  });

  it('pages forward and back with the cursor, and starts again on a new page size', async () => {
    const user = userEvent.setup();
    renderAt(`${APP_BASE}/customers`, [
      customersMock([LIZA], {}, { totalCount: 21, hasNextPage: true }),
      customersMock([RAMON], { after: 'c-c-1' }, { totalCount: 21 }),
      customersMock([LIZA], {}, { totalCount: 21, hasNextPage: true }),
      customersMock([LIZA, RAMON], { first: 50 }, { totalCount: 21 }),
    ]);
    await screen.findByRole('link', { name: 'Liza Reyes' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Ramon Magsaysay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('21–21 of 21');
    // Inactive on the last page, yet focusable: pressing it from the keyboard keeps focus there.
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Liza Reyes' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
    await user.click(await screen.findByRole('option', { name: '50' }));
    expect(await screen.findByRole('link', { name: 'Ramon Magsaysay' })).toBeInTheDocument();
    expect(screen.getByLabelText('Page')).toHaveTextContent('1–2 of 21');
  });

  it('says what makes a customer when there are none yet', async () => {
    renderAt(`${APP_BASE}/customers`, [customersMock([])]);
    expect(await screen.findByText(NO_CUSTOMERS)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a failed load with Retry, and the customers once it succeeds', async () => {
    const user = userEvent.setup();
    renderAt(`${APP_BASE}/customers`, [customersErrorMock(), customersMock([LIZA])]);
    expect(await screen.findByText('Something went wrong please try again later')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Liza Reyes' })).toBeInTheDocument();
  });

  it('shows one card per customer on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
    renderAt(`${APP_BASE}/customers`, [customersMock([LIZA])]);
    const cards = await screen.findByRole('list', { name: 'Customers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getByText('2 orders')).toBeInTheDocument();
    expect(within(cards).getByText('₱530.00')).toBeInTheDocument();
    expect(within(cards).getByRole('link', { name: 'Conversation with Liza Reyes' })).toBeInTheDocument();
  });
});

describe('CustomersView: details', () => {
  it("shows the customer's profile, totals and orders, paged, with links to each order and the conversation", async () => {
    const user = userEvent.setup();
    const first = listOrder({ uuid: 'o-1', transactionNumber: '261121-7KQ2XM' });
    const second = listOrder({ uuid: 'o-2', transactionNumber: '261101-OLDER1', total: 26_500 });
    renderAt(`${APP_BASE}/customers?customer=c-1`, [
      customersMock([LIZA]),
      customerMock(LIZA, [first], {}, { totalCount: 11, hasNextPage: true }),
      customerMock(LIZA, [second], { after: 'c-o-1' }, { totalCount: 11 }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Liza Reyes' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Customer details' });
    expect(within(details).getByText('₱530.00')).toBeInTheDocument();
    expect(within(details).getByText('Customer Since')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Conversation with Liza Reyes' })).toHaveAttribute(
      'href',
      `${APP_BASE}/inbox?recipient=r-1`,
    );
    const orders = await screen.findByRole('table', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: '261121-7KQ2XM' })).toHaveAttribute(
      'href',
      `${APP_BASE}/orders/history?txn=261121-7KQ2XM`,
    );
    expect(screen.getByLabelText('Orders page')).toHaveTextContent('1–1 of 11');
    const nextButtons = screen.getAllByRole('button', { name: 'Next' });
    await user.click(nextButtons.at(-1) as HTMLElement);
    expect(await screen.findByRole('link', { name: '261101-OLDER1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Orders page')).toHaveTextContent('11–11 of 11');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('href', `${APP_BASE}/customers`);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../app/apollo';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, renderScreen } from '../../apps/testing/render';
import {
  customerMock,
  customersMock,
  customerTagsMock,
  customerTagsSetMock,
  listCustomer,
} from '../testing/fixtures';
import CustomersView from './CustomersView';

const LIZA = listCustomer({ uuid: 'c-1', name: 'Liza Reyes', tags: ['vip'] });
const SUGGESTED = [
  { tag: 'vip', count: 4 },
  { tag: 'suki', count: 2 },
];
const REFUSAL = '"bad/tag" should use only letters, digits, spaces and hyphens';

describe('CustomersView: tags', () => {
  it('shows tags as chips, and edits them in a dialog: suggestions, typing, a refusal that loses nothing', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomersView />, {
      path: `${APP_BASE}/customers?customer=c-1`,
      pattern: '/apps/:key/:appUUID/*',
      cache: createCache(),
      mocks: [
        customersMock([LIZA]),
        customerMock(LIZA, []),
        customerTagsMock(SUGGESTED),
        customerTagsSetMock('c-1', ['vip', 'bad/tag'], { error: REFUSAL }),
        customerTagsSetMock('c-1', ['vip', 'suki', 'pasay branch'], {
          tags: ['vip', 'suki', 'pasay branch'],
        }),
        customerTagsMock([...SUGGESTED, { tag: 'pasay branch', count: 1 }]),
      ],
    });
    const details = await screen.findByRole('region', { name: 'Customer details' });
    expect(within(details).getByRole('list', { name: 'Tags' })).toHaveTextContent('vip');
    // The list stays mounted (hidden) behind the details: its row has the chips too.
    const table = await screen.findByRole('table', { name: 'Customers', hidden: true });
    expect(within(table).getByRole('list', { name: 'Tags', hidden: true })).toHaveTextContent('vip');

    await user.click(within(details).getByRole('button', { name: 'Edit tags of Liza Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags for Liza Reyes' });
    const box = within(dialog).getByRole('combobox', { name: 'Tags' });
    expect(box).toHaveFocus();
    // Typed, normalized, added with Enter.
    await user.type(box, 'Bad/Tag{Enter}');
    expect(within(dialog).getByRole('button', { name: 'bad/tag' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save tags' }));
    expect(await within(dialog).findByText(REFUSAL)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Tags' })).toHaveAttribute('aria-invalid', 'true');
    // Nothing lost: the chips are still there; Backspace removes the last one.
    expect(within(dialog).getByRole('button', { name: 'vip' })).toBeInTheDocument();
    await user.click(box);
    await user.keyboard('{Backspace}');
    expect(within(dialog).queryByRole('button', { name: 'bad/tag' })).not.toBeInTheDocument();
    // A suggestion (with how many customers carry it), and a typed one kept when leaving the box.
    await user.click(await screen.findByRole('option', { name: 'suki (2)' }));
    await user.type(box, ' Pasay  Branch');
    await user.click(within(dialog).getByRole('button', { name: 'Save tags' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(details).getByRole('list', { name: 'Tags' })).toHaveTextContent('vipsukipasay branch');
    expect(within(table).getByRole('list', { name: 'Tags', hidden: true })).toHaveTextContent(
      'vipsukipasay branch',
    );
  });

  it("shows a store manager the customer's tags without Edit tags (owners and admins change them)", async () => {
    renderScreen(<CustomersView />, {
      path: `${APP_BASE}/customers?customer=c-1`,
      pattern: '/apps/:key/:appUUID/*',
      cache: createCache(),
      mocks: [appSetupMock({ myRole: 'store_manager' }), customersMock([LIZA]), customerMock(LIZA, [])],
    });
    const details = await screen.findByRole('region', { name: 'Customer details' });
    expect(within(details).getByRole('list', { name: 'Tags' })).toHaveTextContent('vip');
    await vi.waitFor(() =>
      expect(
        within(details).queryByRole('button', { name: 'Edit tags of Liza Reyes' }),
      ).not.toBeInTheDocument(),
    );
  });
});

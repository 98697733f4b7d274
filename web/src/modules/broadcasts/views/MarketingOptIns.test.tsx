import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMock, optInsMock } from '../testing/fixtures';
import { renderBroadcasts } from '../testing/render';

const PEOPLE = [
  { name: 'Liza Cruz' },
  { name: 'Ivy Santos', status: 'STOPPED' as const },
  { name: 'Gus Reyes', status: 'EXPIRED' as const },
  { name: null },
];

const openList = async () => {
  const user = userEvent.setup();
  const section = await screen.findByRole('region', { name: 'Marketing opt-ins' });
  await user.click(within(section).getByRole('button', { name: 'See who opted in' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Marketing opt-ins' }) };
};

describe('marketing opt-ins on the Broadcast screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says Meta charges per marketing message, and lists who opted in with their status', async () => {
    renderBroadcasts([listMock([]), optInsMock(PEOPLE, { delay: 300 })]);
    const section = await screen.findByRole('region', { name: 'Marketing opt-ins' });
    expect(section).toHaveTextContent('Meta charges for each marketing message');
    const { dialog } = await openList();
    expect(within(dialog).getByRole('status', { name: 'Loading marketing opt-ins' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Meta charges for each marketing message');

    const table = await within(dialog).findByRole('table', { name: 'Marketing opt-ins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Customer', 'Status', 'Opted in', 'Expires']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Liza Cruz',
      'Ivy Santos',
      'Gus Reyes',
      'Name not known',
    ]);
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[0]).toHaveTextContent('2026-11-10');
    expect(rows[1]).toHaveTextContent('Stopped');
    expect(rows[1]).toHaveTextContent('They stopped marketing messages from the page');
    expect(rows[2]).toHaveTextContent('Expired');
    expect(rows[2]).toHaveTextContent('2027-05-20');
    expect(rows[3]).toHaveTextContent('No expiry');
    expect(dialog).toHaveTextContent('4 people');
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads more people after the first page, without losing the first', async () => {
    const first = Array.from({ length: 20 }, (_v, i) => ({ name: `Customer ${i + 1}` }));
    renderBroadcasts([
      listMock([]),
      optInsMock(first, { next: 'o-19', total: 21 }),
      optInsMock([{ name: 'Zed Bautista' }], { after: 'o-19', offset: 20, total: 21 }),
    ]);
    const { user, dialog } = await openList();
    expect(await within(dialog).findByText('Customer 20')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('21 people');
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Zed Bautista')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer 1')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('table')).getAllByRole('row')).toHaveLength(22);
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows only the people of the status chosen', async () => {
    renderBroadcasts([
      listMock([]),
      optInsMock(PEOPLE),
      optInsMock([{ name: 'Ivy Santos', status: 'STOPPED' }], { status: 'STOPPED', offset: 1 }),
    ]);
    const { user, dialog } = await openList();
    await within(dialog).findByText('Liza Cruz');
    await user.click(within(dialog).getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Stopped' }));
    await within(dialog).findByText('1 person');
    expect(within(dialog).queryByText('Liza Cruz')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ivy Santos')).toBeInTheDocument();
  });

  it('says plainly when no one has opted in yet, and closes', async () => {
    renderBroadcasts([listMock([]), optInsMock([])]);
    const { user, dialog } = await openList();
    expect(
      await within(dialog).findByText(/No one has opted in to your page's marketing messages yet\./),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('shows one row per person on a phone, full screen', async () => {
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
    renderBroadcasts([listMock([]), optInsMock(PEOPLE)]);
    const { dialog } = await openList();
    const list = await within(dialog).findByRole('list', { name: 'Marketing opt-ins' });
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    const ivy = within(list).getByRole('listitem', { name: 'Ivy Santos' });
    expect(ivy).toHaveTextContent('Stopped');
    expect(ivy).toHaveTextContent('Opted in 2026-11-11 · No expiry');
  });
});

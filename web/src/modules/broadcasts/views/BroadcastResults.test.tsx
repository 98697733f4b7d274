import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APP_UUID } from '../../apps/testing/render';
import { BroadcastDeleteMutation, BroadcastQuery, BroadcastStopMutation } from '../graphql/broadcasts';
import { BC_UUID, broadcast, listMock, oneMock, recipientsMock, storeButton } from '../testing/fixtures';
import { renderBroadcasts } from '../testing/render';

const SENT = broadcast({
  name: 'Payday sale',
  status: 'SENT',
  statusLabel: 'Sent',
  segmentName: 'Regulars',
  buttons: [storeButton('Shop now')],
  queuedCount: 22,
  outOfWindowCount: 4,
  notOnMessengerCount: 2,
  startedAt: '2026-11-20T04:00:00.000Z',
  finishedAt: '2026-11-20T04:01:00.000Z',
  results: {
    ...broadcast().results,
    sent: 21,
    failed: 1,
    delivered: 20,
    read: 12,
    clicks: 7,
    orders: 3,
    revenue: 123_450,
  },
});

describe('the broadcasts list and results', () => {
  it('explains what a broadcast is and the 24-hour rule when there is none', async () => {
    renderBroadcasts([listMock([])]);
    expect(await screen.findByText('No broadcasts yet.')).toBeInTheDocument();
    expect(screen.getByText(/it goes to those who wrote in the last 24 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create your first broadcast' })).toBeInTheDocument();
  });

  it('lists broadcasts with their audience and figures, and deletes a draft after asking', async () => {
    const user = userEvent.setup();
    const draft = broadcast({ uuid: 'draft-1', name: 'Christmas teaser' });
    let deleted = false;
    renderBroadcasts([
      listMock([draft, SENT]),
      {
        request: { query: BroadcastDeleteMutation, variables: { appUuid: APP_UUID, uuid: 'draft-1' } },
        result: () => {
          deleted = true;
          return { data: { broadcastDelete: 'draft-1' } };
        },
      },
    ]);
    const sent = await screen.findByRole('listitem', { name: 'Payday sale' });
    expect(sent).toHaveTextContent('To Regulars');
    expect(sent).toHaveTextContent('Sent 21 · Delivered 20 · Read 12');
    expect(within(sent).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    const teaser = screen.getByRole('listitem', { name: 'Christmas teaser' });
    expect(teaser).toHaveTextContent('Draft');
    expect(teaser).toHaveTextContent('To Every customer on Messenger');

    await user.click(within(teaser).getByRole('button', { name: 'Delete Christmas teaser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Christmas teaser?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect.poll(() => deleted).toBe(true);
  });

  it('shows the figures of a sent broadcast and its recipients a page at a time, by status', async () => {
    const user = userEvent.setup();
    // Customer 2 was outside the window, opted in: sent as a paid marketing message.
    const page1 = Array.from({ length: 20 }, (_v, i) => ({ name: `Customer ${i + 1}`, marketing: i === 1 }));
    renderBroadcasts(
      [
        oneMock(SENT),
        recipientsMock(page1, { next: 'c-19' }),
        recipientsMock([{ name: 'Zed', status: 'FAILED' }], { after: 'c-19', offset: 20 }),
        recipientsMock([{ name: 'Zed', status: 'FAILED' }], { status: 'FAILED', offset: 20 }),
      ],
      `?broadcast=${BC_UUID}`,
    );
    const results = await screen.findByRole('list', { name: 'Results' });
    const figure = (name: string) => within(results).getByRole('listitem', { name });
    expect(figure('Sent: 21')).toBeInTheDocument();
    expect(figure('Delivered: 20')).toBeInTheDocument();
    expect(figure('Read: 12')).toBeInTheDocument();
    expect(figure('Not sent: 1')).toBeInTheDocument();
    expect(figure('Outside the window at send time: 4')).toBeInTheDocument();
    expect(figure('Not on Messenger: 2')).toBeInTheDocument();
    expect(figure('Clicks: 7')).toBeInTheDocument();
    expect(figure('Orders within 7 days: 3')).toBeInTheDocument();
    expect(figure('Revenue from those orders: ₱1,234.50')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payday sale' })).toHaveTextContent('To Regulars');
    expect(screen.queryByRole('button', { name: 'Stop sending' })).not.toBeInTheDocument();

    const recipients = await screen.findByRole('list', { name: 'Recipients' });
    expect(within(recipients).getAllByRole('listitem')).toHaveLength(20);
    expect(within(recipients).getByRole('listitem', { name: 'Customer 1' })).toHaveTextContent('Sent · Read');
    expect(within(recipients).getByRole('listitem', { name: 'Customer 1' })).not.toHaveTextContent(
      'Marketing',
    );
    expect(within(recipients).getByRole('listitem', { name: 'Customer 2' })).toHaveTextContent(
      'Sent · Delivered · Marketing message',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const zed = await screen.findByRole('listitem', { name: 'Zed' });
    expect(zed).toHaveTextContent('Not sent');
    expect(zed).toHaveTextContent('Not sent: This person is not available right now');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByRole('listitem', { name: 'Customer 20' })).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Not sent' }));
    expect(await screen.findByRole('listitem', { name: 'Zed' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Customer 1' })).not.toBeInTheDocument();
  });

  it('shows a paused send with its progress and reason, and stops it after asking', async () => {
    const user = userEvent.setup();
    const sending = broadcast({
      ...SENT,
      status: 'SENDING',
      statusLabel: 'Sending',
      finishedAt: null,
      queuedCount: 10,
      pausedReason: 'Meta is limiting how fast your page sends: it goes on in a minute',
      results: { ...broadcast().results, queued: 6, sent: 4, delivered: 3 },
    });
    const stopped = broadcast({
      ...sending,
      status: 'CANCELLED',
      statusLabel: 'Stopped',
      pausedReason: null,
      finishedAt: '2026-11-20T04:02:00.000Z',
      results: { ...sending.results, queued: 0, skipped: 6 },
    });
    let stoppedYet = false;
    renderBroadcasts(
      [
        {
          request: { query: BroadcastQuery, variables: { appUuid: APP_UUID, uuid: BC_UUID } },
          result: () => ({ data: { broadcast: stoppedYet ? stopped : sending } }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        listMock([]),
        recipientsMock([{ name: 'Ana' }]),
        {
          request: { query: BroadcastStopMutation, variables: { appUuid: APP_UUID, uuid: BC_UUID } },
          result: () => {
            stoppedYet = true;
            return { data: { broadcastStop: stopped } };
          },
        },
      ],
      `?broadcast=${BC_UUID}`,
    );
    expect(await screen.findByRole('progressbar', { name: 'Sending progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('Sending: 40% of 10 done')).toBeInTheDocument();
    expect(screen.getByText(/Paused: Meta is limiting how fast your page sends/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Stop sending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop sending?' });
    expect(dialog).toHaveTextContent('Customers who have not got it yet are not messaged');
    await user.click(within(dialog).getByRole('button', { name: 'Stop sending' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const results = screen.getByRole('list', { name: 'Results' });
    expect(
      await within(results).findByRole('listitem', { name: 'Stopped or skipped: 6' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payday sale' })).toHaveTextContent('Stopped');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop sending' })).not.toBeInTheDocument();
  });
});

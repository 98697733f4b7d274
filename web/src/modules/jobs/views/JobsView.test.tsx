import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../../lib/testing/schema';
import { renderScreen } from '../../apps/testing/render';
import { JobRetryMutation } from '../graphql/jobs';
import { countsMock, FORBIDDEN_JOBS, forbiddenMocks, job, jobsMock } from '../testing/fixtures';
import JobsView from './JobsView';

const DELIVERY = 'event:order.status_changed:messenger.orderUpdate';
const FAILED = job({
  uuid: '7b0c1a52-0000-4000-8000-000000000001',
  kind: DELIVERY,
  status: 'failed',
  attempts: 5,
  maxAttempts: 5,
  lastError: 'Messenger could not be reached',
  finishedAt: '2026-01-05T03:15:00.000Z',
});
const WAITING = job({
  uuid: '7b0c1a52-0000-4000-8000-000000000002',
  kind: 'orders.autoConfirm',
  status: 'pending',
  attempts: 1,
  runAt: '2026-01-05T16:30:00.000Z',
  lastError: 'connection reset',
});
const DONE = job({
  uuid: '7b0c1a52-0000-4000-8000-000000000003',
  kind: 'event:order.created:notifications.orderCreated',
  status: 'done',
  attempts: 1,
  finishedAt: '2026-01-04T23:59:00.000Z',
});

function renderJobs(mocks: MockLink.MockedResponse[], path = '/ops/jobs') {
  return renderScreen(<JobsView />, { mocks, path, pattern: '/ops/jobs' });
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** A screen `px` wide, as MUI's useMediaQuery sees it through matchMedia. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    return {
      matches: (!min || px >= Number(min[1])) && (!max || px <= Number(max[1])),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('JobsView (/ops/jobs)', () => {
  it('opens on Failed with every status count, and lists each job’s tries, Manila time and last error', async () => {
    renderJobs([countsMock({ pending: 2, running: 0, done: 7, failed: 1 }), jobsMock('failed', [FAILED])]);
    const table = await screen.findByRole('region', { name: 'Failed jobs' });
    expect(table).toHaveAttribute('tabindex', '0');
    await waitFor(() => expect(tab(/Failed/)).toHaveAccessibleName('Failed 1 job'));
    expect(tab(/Pending/)).toHaveAccessibleName('Pending 2 jobs');
    expect(tab(/Running/)).toHaveAccessibleName('Running 0 jobs');
    expect(tab(/Done/)).toHaveAccessibleName('Done 7 jobs');
    expect(tab(/Failed/)).toHaveAttribute('aria-selected', 'true');

    const row = within(table).getByText(DELIVERY).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(table).getByRole('columnheader', { name: 'Finished' })).toBeInTheDocument();
    expect(within(row).getByText('5 / 5')).toBeInTheDocument();
    // 03:15 UTC is 11:15 in the morning in Manila.
    expect(within(row).getByText('2026-01-05 11:15 am')).toBeInTheDocument();
    expect(within(row).getByText('Messenger could not be reached')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `Retry now ${DELIVERY}` })).toBeEnabled();
  });

  it('shows a waiting job’s next run, and Done jobs without Retry now', async () => {
    const user = userEvent.setup();
    renderJobs(
      [
        countsMock({ pending: 1, running: 0, done: 1, failed: 0 }, { reusable: true }),
        jobsMock('pending', [WAITING]),
        jobsMock('done', [DONE]),
      ],
      '/ops/jobs?status=pending',
    );
    const waiting = await screen.findByRole('region', { name: 'Pending jobs' });
    expect(within(waiting).getByRole('columnheader', { name: 'Next run' })).toBeInTheDocument();
    // 16:30 UTC is half past midnight the next day in Manila.
    expect(within(waiting).getByText('2026-01-06 12:30 am')).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Retry now orders.autoConfirm' })).toBeInTheDocument();

    await user.click(tab(/Done/));
    const done = await screen.findByRole('region', { name: 'Done jobs' });
    expect(within(done).getByText(DONE.kind)).toBeInTheDocument();
    expect(within(done).getByText('2026-01-05 07:59 am')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: /Retry now/ })).not.toBeInTheDocument();
  });

  it('Retry now runs the job again, confirms it, and reloads the list and the counts', async () => {
    const user = userEvent.setup();
    const retried = vi.fn(() => ({
      data: {
        jobRetry: {
          __typename: 'Job' as const,
          uuid: FAILED.uuid,
          status: 'pending' as const,
          attempts: 0,
          runAt: '2026-01-05T04:00:00.000Z',
          finishedAt: null,
          lastError: FAILED.lastError,
        },
      },
    }));
    renderJobs([
      countsMock({ pending: 0, running: 0, done: 3, failed: 1 }),
      jobsMock('failed', [FAILED]),
      schemaChecked({
        request: { query: JobRetryMutation, variables: { uuid: FAILED.uuid } },
        result: retried,
      }),
      countsMock({ pending: 1, running: 0, done: 3, failed: 0 }),
      jobsMock('failed', []),
    ]);
    await user.click(await screen.findByRole('button', { name: `Retry now ${DELIVERY}` }));
    expect(await screen.findByText('Job queued to run again now')).toBeInTheDocument();
    expect(retried).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('No failed jobs — everything was delivered')).toBeInTheDocument();
    expect(screen.queryByText(DELIVERY)).not.toBeInTheDocument();
    await waitFor(() => expect(tab(/Failed/)).toHaveAccessibleName('Failed 0 jobs'));
    expect(tab(/Pending/)).toHaveAccessibleName('Pending 1 job');
  });

  it('keeps the job and says why when the retry is refused', async () => {
    const user = userEvent.setup();
    renderJobs([
      countsMock({ pending: 0, running: 0, done: 0, failed: 1 }),
      jobsMock('failed', [FAILED]),
      schemaChecked({
        request: { query: JobRetryMutation, variables: { uuid: FAILED.uuid } },
        result: { errors: [new GraphQLError('Job not found', { extensions: { code: 'NOT_FOUND' } })] },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: `Retry now ${DELIVERY}` }));
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByText(DELIVERY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Retry now ${DELIVERY}` })).toBeEnabled();
  });

  it('says everything was delivered when no job failed', async () => {
    renderJobs([countsMock({ pending: 0, running: 0, done: 12, failed: 0 }), jobsMock('failed', [])]);
    expect(await screen.findByText('No failed jobs — everything was delivered')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Failed jobs' })).not.toBeInTheDocument();
  });

  it('shows someone who is not an operator the server’s refusal in plain words, and no jobs', async () => {
    renderJobs(forbiddenMocks());
    expect(await screen.findByText(FORBIDDEN_JOBS)).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Background Jobs' })).toBeInTheDocument();
  });

  it('shows one card per job on a phone, with the same facts and Retry now', async () => {
    screenWidth(390);
    renderJobs([countsMock({ pending: 0, running: 0, done: 0, failed: 1 }), jobsMock('failed', [FAILED])]);
    const cards = await screen.findByRole('list', { name: 'Failed jobs' });
    const card = within(cards).getByRole('listitem', { name: DELIVERY });
    expect(card).toHaveTextContent('Attempts 5 / 5 · Finished 2026-01-05 11:15 am');
    expect(within(card).getByText('Messenger could not be reached')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: `Retry now ${DELIVERY}` })).toBeEnabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

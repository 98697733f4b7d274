import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { EvaluationRunDetailsQuery, EvaluationRunsQuery } from '../graphql/evaluation';
import { evaluationResult } from '../testing/fixtures';
import EvaluationHistoryView from './EvaluationHistoryView';

const summary = (uuid: string, createdAt: string, passed: number, total: number) => ({
  __typename: 'EvaluationRun' as const,
  uuid,
  createdAt,
  dataset: 'merchant' as const,
  status: 'done' as const,
  done: total,
  error: null,
  total,
  passed,
  accuracy: passed / total,
});

const OLDER = summary('run-1', '2026-03-01T01:30:00Z', 1, 2);
const NEWER = summary('run-2', '2026-03-04T04:00:00Z', 3, 4);

function runsMock(runs: ReturnType<typeof summary>[]): MockLink.MockedResponse {
  return {
    request: { query: EvaluationRunsQuery, variables: { appUuid: APP_UUID, first: 20 } },
    result: {
      data: {
        evaluationRuns: {
          __typename: 'EvaluationRunConnection',
          edges: runs.map((node) => ({ __typename: 'EvaluationRunEdge', cursor: node.uuid, node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
  };
}

function detailsMock(run: ReturnType<typeof summary>, failedMessage: string): MockLink.MockedResponse {
  return {
    request: { query: EvaluationRunDetailsQuery, variables: { uuid: run.uuid } },
    result: {
      data: {
        evaluationRun: {
          ...run,
          intents: [
            { __typename: 'IntentAccuracy', intent: 'greeting', total: 1, passed: 1, accuracy: 1 },
            { __typename: 'IntentAccuracy', intent: 'product_inquiry', total: 2, passed: 1, accuracy: 0.5 },
          ],
          groups: [],
          results: [
            {
              ...evaluationResult('case-1'),
              message: 'Hello po',
              expectedIntent: 'greeting',
              actualIntent: 'greeting',
              expectedProducts: [],
              actualProducts: [],
              reply: 'Hi! How can we help?',
              passed: true,
            },
            {
              ...evaluationResult('case-2'),
              message: failedMessage,
              expectedIntent: 'product_inquiry',
              actualIntent: 'store_policy',
              expectedProducts: ['Ube jam'],
              actualProducts: [],
              reply: 'We ship nationwide.',
              passed: false,
            },
          ],
        },
      },
    },
  };
}

function renderHistory(mocks: MockLink.MockedResponse[], search = '') {
  return renderScreen(<EvaluationHistoryView />, {
    mocks,
    path: `${APP_BASE}/evaluation/history${search}`,
    pattern: '/apps/:key/:appUUID/evaluation/history',
  });
}

afterEach(() => vi.unstubAllGlobals());

/** A phone-width screen for MUI's useMediaQuery: every max-width query matches. */
function stubPhoneWidth() {
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
}

describe('EvaluationHistoryView (chatbot-evaluation-history)', () => {
  it('lists runs newest first in Manila time and shows the newest one by default', async () => {
    renderHistory([runsMock([OLDER, NEWER]), detailsMock(NEWER, 'May ube jam?')]);
    const runs = await screen.findByRole('list', { name: 'Evaluation runs' });
    const labels = within(runs)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels).toEqual([
      'Your dataset, 2026-03-04 12:00 pm, 75%, 3/4 passed',
      'Your dataset, 2026-03-01 09:30 am, 50%, 1/2 passed',
    ]);
    const details = await screen.findByRole('region', { name: 'Evaluation of 2026-03-04 12:00 pm' });
    const intents = within(details).getByRole('list', { name: 'Accuracy by intent' });
    expect(
      within(intents)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Product inquiry: 50%', 'Greeting: 100%']);
    const failed = within(details).getByRole('row', { name: 'May ube jam?' });
    expect(within(failed).getByText('Store policy')).toBeInTheDocument();
    expect(within(failed).getByText('Ube jam')).toBeInTheDocument();
    expect(within(failed).getByText('We ship nationwide.')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(
      within(within(details).getByRole('row', { name: 'Hello po' })).getByText('Passed'),
    ).toBeInTheDocument();
  });

  it('opens the run named in the URL and switches runs on selection', async () => {
    const user = userEvent.setup();
    renderHistory(
      [
        runsMock([OLDER, NEWER]),
        detailsMock(OLDER, 'From the older run'),
        detailsMock(NEWER, 'From the newer run'),
      ],
      '?run=run-1',
    );
    expect(await screen.findByRole('row', { name: 'From the older run' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Your dataset, 2026-03-04 12:00 pm/ }));
    expect(await screen.findByRole('row', { name: 'From the newer run' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Your dataset, 2026-03-04 12:00 pm/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('shows only the failed cases when asked', async () => {
    const user = userEvent.setup();
    renderHistory([runsMock([NEWER]), detailsMock(NEWER, 'May ube jam?')]);
    await screen.findByRole('row', { name: 'Hello po' });
    await user.click(screen.getByRole('switch', { name: 'Failed only' }));
    expect(screen.queryByRole('row', { name: 'Hello po' })).not.toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'May ube jam?' })).toBeInTheDocument();
  });

  it('tells what to do before the first evaluation', async () => {
    renderHistory([runsMock([])]);
    expect(await screen.findByText('No evaluations yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dataset' })).toHaveAttribute(
      'href',
      `${APP_BASE}/evaluation/dataset`,
    );
  });

  it('shows each result as a card instead of a table on phones', async () => {
    stubPhoneWidth();
    renderHistory([runsMock([NEWER]), detailsMock(NEWER, 'May ube jam?')]);
    const cards = await screen.findByRole('list', { name: 'Evaluation results' });
    const failed = within(cards).getByRole('listitem', { name: 'May ube jam?' });
    expect(failed).toHaveTextContent('Intent: Product inquiry → Store policy');
    expect(failed).toHaveTextContent('Products: Ube jam → None');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

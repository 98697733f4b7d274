import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { EvaluationRunMutation } from '../graphql/evaluation';
import {
  builtinCase,
  builtinCasesMock,
  casesMock,
  evaluationResult,
  evaluationRun,
  type RunDetail,
  runDetailsMock,
  runsMock,
} from '../testing/fixtures';
import EvaluationDatasetView from './EvaluationDatasetView';
import EvaluationHistoryView from './EvaluationHistoryView';

/** Both Evaluation tabs under one route, so a run started on the dataset can be followed on History. */
function EvaluationTabsScreen() {
  const { tab } = useParams();
  return tab === 'history' ? <EvaluationHistoryView /> : <EvaluationDatasetView />;
}

function renderEvaluation(mocks: MockLink.MockedResponse[], tab: 'dataset' | 'history', search = '') {
  return renderScreen(<EvaluationTabsScreen />, {
    mocks: [appSetupMock({ myRole: 'owner' }), ...mocks],
    path: `${APP_BASE}/evaluation/${tab}${search}`,
    pattern: '/apps/:key/:appUUID/evaluation/:tab',
  });
}

const group = (language: string, overrides: Partial<RunDetail['groups'][number]> = {}) => ({
  __typename: 'EvaluationGroupQuality' as const,
  language,
  cases: 74,
  moodAccuracy: 0.973,
  negativeRecall: 1,
  intentAccuracy: 0.92,
  factCorrectness: 0.9,
  priceOrderFactCorrectness: 1,
  unsupportedShare: 0,
  ...overrides,
});

const BUILTIN_DONE = evaluationRun('run-9', {
  dataset: 'builtin',
  status: 'done',
  done: 3,
  total: 3,
  passed: 2,
  accuracy: 2 / 3,
  groups: [
    group('all', { cases: 222, moodAccuracy: 0.9459 }),
    group('tl', { moodAccuracy: 0.9, unsupportedShare: 0.0045 }),
    group('en'),
    group('taglish'),
  ],
  results: [
    evaluationResult('en-001', {
      message: 'How much is the family tray for 8?',
      language: 'en',
      expectedMood: 'NEUTRAL',
      actualMood: 'NEUTRAL',
    }),
    evaluationResult('tl-014', {
      message: 'Sira po yung dumating, ano na?',
      language: 'tl',
      expectedIntent: 'complaint',
      actualIntent: 'order_status',
      expectedMood: 'NEGATIVE',
      actualMood: 'NEUTRAL',
      missingFacts: ['photo of the item'],
      unsupported: ['₱300'],
      reply: 'Your order is waiting for payment.',
      passed: false,
    }),
    evaluationResult('taglish-002', { message: 'Legit ba kayo?', language: 'taglish' }),
  ],
});
const BUILTIN_RUNNING = evaluationRun('run-9', {
  dataset: 'builtin',
  status: 'running',
  done: 1,
  total: 3,
  passed: 0,
  accuracy: 0,
});

describe('Evaluation runs in the background', () => {
  it('starts the built-in set from its card, shows it running on History at once, then its results after a poll', async () => {
    const user = userEvent.setup();
    renderEvaluation(
      [
        casesMock([]),
        builtinCasesMock([
          builtinCase('en-001', { message: 'How much is the family tray for 8?', facts: ['₱1,299'] }),
          builtinCase('tl-014', { message: 'Sira po yung dumating, ano na?', mood: 'NEGATIVE' }),
          builtinCase('taglish-002', { message: 'Legit ba kayo?' }),
        ]),
        {
          request: {
            query: EvaluationRunMutation,
            variables: { input: { appUuid: APP_UUID, dataset: 'builtin' } },
          },
          result: { data: { evaluationRun: { ...BUILTIN_RUNNING, done: 0 } } },
        },
        runsMock([BUILTIN_RUNNING]),
        runsMock([BUILTIN_DONE]),
        runDetailsMock(BUILTIN_DONE),
      ],
      'dataset',
    );
    const card = await screen.findByRole('region', { name: 'Built-in set' });
    expect(await within(card).findByText(/^3 messages from Philippine online selling/)).toBeInTheDocument();
    expect(
      within(within(card).getByRole('list', { name: 'Messages per language' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['English 1', 'Tagalog 1', 'Taglish 1']);
    await user.click(within(card).getByRole('button', { name: 'Run built-in set' }));

    const progress = await screen.findByRole('progressbar', { name: 'Evaluation progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('Asking 0 of 3…')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Built-in set, .*, running, Asking 1 of 3…$/ }),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole('table', { name: 'Quality by language' }, { timeout: 6000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Evaluation progress' })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: /^Built-in set, .*, 67%, 2\/3 passed$/ }, { timeout: 6000 }),
    ).toBeInTheDocument();
  }, 20_000);

  it('reads a built-in run per language against the bar and marks a figure below it', async () => {
    const user = userEvent.setup();
    renderEvaluation([runsMock([BUILTIN_DONE]), runDetailsMock(BUILTIN_DONE)], 'history');
    const table = await screen.findByRole('table', { name: 'Quality by language' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'English',
      'Tagalog',
      'Taglish',
      'All',
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Language',
      'Cases',
      'Mood accuracy',
      'Negative recall',
      'Intent accuracy',
      'Facts right',
      'Price & order facts',
      'Unsupported facts',
    ]);

    const english = within(table).getByRole('row', { name: 'English' });
    expect(english).toHaveTextContent('97.3%');
    expect(within(english).queryAllByRole('img', { name: /^Below the bar/ })).toHaveLength(0);
    expect(within(english).getAllByRole('img', { name: /^Meets the bar/ })).toHaveLength(4);

    const tagalog = within(table).getByRole('row', { name: 'Tagalog' });
    expect(tagalog).toHaveTextContent('90%');
    expect(tagalog).toHaveTextContent('0.5%');
    expect(
      within(tagalog)
        .getAllByRole('img', { name: /^Below the bar/ })
        .map((icon) => icon.getAttribute('aria-label') ?? icon.textContent),
    ).toEqual(['Below the bar (at least 95%)', 'Below the bar (0%)']);

    // 94.59 % is not rounded up onto the 95 % bar it misses.
    const all = within(table).getByRole('row', { name: 'All' });
    expect(all).toHaveTextContent('94.6%');
    expect(within(all).getByRole('img', { name: 'Below the bar (at least 95%)' })).toBeInTheDocument();

    const results = screen.getByRole('list', { name: 'Evaluation results' });
    const failed = within(results).getByRole('listitem', { name: 'Sira po yung dumating, ano na?' });
    expect(failed).toHaveTextContent('Tagalog');
    expect(failed).toHaveTextContent('Mood: Negative → Neutral');
    expect(failed).toHaveTextContent('Intent: Complaint → Order status');
    expect(failed).toHaveTextContent('Missing facts: photo of the item');
    expect(failed).toHaveTextContent('Unsupported facts: ₱300');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Failed only' }));
    expect(
      within(screen.getByRole('list', { name: 'Evaluation results' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Sira po yung dumating, ano na?']);
  });

  it('says in plain words why a run failed, and stops asking', async () => {
    const failed = evaluationRun('run-3', {
      status: 'failed',
      done: 40,
      total: 222,
      passed: 0,
      accuracy: 0,
      error: 'The assistant could not be reached.',
    });
    renderEvaluation([runsMock([failed]), runDetailsMock(failed)], 'history', '?run=run-3');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This evaluation stopped before it finished: The assistant could not be reached. 40 of 222 cases were asked; run it again for its results.',
    );
    expect(screen.getByRole('button', { name: /^Your dataset, .*, failed$/ })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Evaluation progress' })).not.toBeInTheDocument();
  });

  it('asks again while a run is running and stops once it is done', async () => {
    let extraPolls = 0;
    const running = evaluationRun('run-5', { status: 'running', done: 1, total: 2, passed: 0, accuracy: 0 });
    const done = evaluationRun('run-5', {
      results: [evaluationResult('case-1', { message: 'Hello po' })],
      passed: 2,
      accuracy: 1,
    });
    const after = runsMock([done]);
    const runsData = (after.result as { data: Record<string, unknown> }).data;
    renderEvaluation(
      [
        runsMock([running]),
        runDetailsMock(running),
        runsMock([done]),
        runDetailsMock(done),
        {
          ...after,
          result: () => {
            extraPolls += 1;
            return { data: runsData };
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ],
      'history',
    );
    expect(await screen.findByText('Asking 1 of 2…', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Evaluation progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(await screen.findByRole('row', { name: 'Hello po' }, { timeout: 6000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /^Your dataset, .*, 100%, 2\/2 passed$/ }),
      ).toBeInTheDocument(),
    );
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(extraPolls).toBe(0);
  }, 20_000);
});

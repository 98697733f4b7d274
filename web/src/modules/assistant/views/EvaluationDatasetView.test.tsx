import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MemberRole } from '../../../generated/graphql';
import { appSetupMock } from '../../apps/testing/mocks';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  EvaluationCaseCreateMutation,
  EvaluationCaseDeleteMutation,
  EvaluationCaseUpdateMutation,
  EvaluationRunMutation,
} from '../graphql/evaluation';
import { builtinCasesMock, casesMock, evaluationCase, evaluationRun } from '../testing/fixtures';
import EvaluationDatasetView from './EvaluationDatasetView';

const SHIPPING = evaluationCase('case-1', {
  message: 'Magkano shipping to Cebu?',
  expectedIntent: 'store_policy',
});
const UBE = evaluationCase('case-2', {
  message: 'May ube jam pa kayo?',
  expectedIntent: 'product_inquiry',
  expectedProducts: ['Ube jam', 'Ube halaya'],
});

function renderDataset(mocks: MockLink.MockedResponse[], role: MemberRole = 'owner') {
  return renderScreen(<EvaluationDatasetView />, {
    mocks: [appSetupMock({ myRole: role }), builtinCasesMock(), ...mocks],
    path: `${APP_BASE}/evaluation/dataset`,
    pattern: '/apps/:key/:appUUID/evaluation/dataset',
  });
}

const listed = () =>
  within(screen.getByRole('list', { name: 'Evaluation cases' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'));

describe('EvaluationDatasetView (chatbot-evaluation-dataset)', () => {
  it('lists each case with its intent and expected products, under Dataset / History tabs', async () => {
    renderDataset([casesMock([SHIPPING, UBE])]);
    const ube = await screen.findByRole('listitem', { name: 'May ube jam pa kayo?' });
    expect(within(ube).getByText('Product inquiry')).toBeInTheDocument();
    expect(within(ube).getByText('Ube jam')).toBeInTheDocument();
    expect(within(ube).getByText('Ube halaya')).toBeInTheDocument();
    const shipping = screen.getByRole('listitem', { name: 'Magkano shipping to Cebu?' });
    expect(within(shipping).getByText('Store policy')).toBeInTheDocument();
    expect(within(shipping).getByText('No products expected')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'href',
      `${APP_BASE}/evaluation/history`,
    );
    expect(screen.getByRole('button', { name: 'Run evaluation' })).toBeEnabled();
  });

  it('tells what to do with no cases and keeps Run evaluation off', async () => {
    renderDataset([casesMock([])]);
    expect(await screen.findByText(/No evaluation cases yet/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Run evaluation' })).toBeDisabled();
  });

  it('requires a message and an intent before adding a case', async () => {
    const user = userEvent.setup();
    renderDataset([casesMock([])]);
    await screen.findByText(/No evaluation cases yet/);
    await user.click(await screen.findByRole('button', { name: 'Add case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add evaluation case' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Customer message is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select Expected intent')).toBeInTheDocument();
  });

  it('adds a case with its intent and product chips and says "Evaluation case Successfully created!"', async () => {
    const user = userEvent.setup();
    const created = evaluationCase('case-9', {
      message: 'Pwede COD?',
      expectedIntent: 'store_policy',
      expectedProducts: ['Leche flan', 'Polvoron'],
    });
    renderDataset([
      casesMock([SHIPPING]),
      {
        request: {
          query: EvaluationCaseCreateMutation,
          variables: {
            input: {
              appUuid: APP_UUID,
              message: 'Pwede COD?',
              expectedIntent: 'store_policy',
              expectedProducts: ['Leche flan', 'Polvoron'],
            },
          },
        },
        result: { data: { evaluationCaseCreate: created } },
      },
    ]);
    await screen.findByRole('listitem', { name: SHIPPING.message });
    await user.click(await screen.findByRole('button', { name: 'Add case' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add evaluation case' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Customer message' }), ' Pwede COD? ');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expected intent' }));
    await user.click(await screen.findByRole('option', { name: 'Store policy' }));
    const products = within(dialog).getByRole('combobox', { name: 'Expected products' });
    await user.type(products, 'Leche flan{Enter}');
    await user.type(products, 'Polvoron, leche FLAN,');
    expect(within(dialog).getAllByRole('button', { name: /Leche flan|Polvoron/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Evaluation case Successfully created!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(listed()).toEqual(['Pwede COD?', SHIPPING.message]);
  });

  it('edits a case from its current values and says "Evaluation case Successfully updated!"', async () => {
    const user = userEvent.setup();
    renderDataset([
      casesMock([SHIPPING, UBE]),
      {
        request: {
          query: EvaluationCaseUpdateMutation,
          variables: {
            input: {
              uuid: 'case-2',
              message: 'May ube jam pa po kayo?',
              expectedIntent: 'product_inquiry',
              expectedProducts: ['Ube jam', 'Ube halaya'],
            },
          },
        },
        result: { data: { evaluationCaseUpdate: { ...UBE, message: 'May ube jam pa po kayo?' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit May ube jam pa kayo?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit evaluation case' });
    const message = within(dialog).getByRole('textbox', { name: 'Customer message' });
    expect(message).toHaveValue('May ube jam pa kayo?');
    await user.clear(message);
    await user.type(message, 'May ube jam pa po kayo?');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Evaluation case Successfully updated!')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual([SHIPPING.message, 'May ube jam pa po kayo?']));
  });

  it('removes a case after "Do you want to remove this evaluation case?"', async () => {
    const user = userEvent.setup();
    renderDataset([
      casesMock([SHIPPING, UBE]),
      {
        request: { query: EvaluationCaseDeleteMutation, variables: { input: { uuid: 'case-1' } } },
        result: { data: { evaluationCaseDelete: { __typename: 'RemovedPayload', uuid: 'case-1' } } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: `Remove ${SHIPPING.message}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove evaluation case' });
    expect(dialog).toHaveTextContent('Do you want to remove this evaluation case?');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Evaluation case Successfully removed!')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual([UBE.message]));
  });

  it('loads the next page with Load more', async () => {
    const user = userEvent.setup();
    renderDataset([casesMock([SHIPPING], { hasNextPage: true }), casesMock([UBE], { after: 'c-case-1' })]);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('listitem', { name: UBE.message });
    expect(listed()).toEqual([SHIPPING.message, UBE.message]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('starts the evaluation of the dataset and opens History on the running run', async () => {
    const user = userEvent.setup();
    renderDataset([
      casesMock([SHIPPING, UBE]),
      {
        request: {
          query: EvaluationRunMutation,
          variables: { input: { appUuid: APP_UUID, dataset: 'merchant' } },
        },
        result: {
          data: {
            evaluationRun: evaluationRun('run-1', { status: 'running', done: 0, passed: 0, accuracy: 0 }),
          },
        },
      },
    ]);
    await screen.findByRole('listitem', { name: UBE.message });
    await user.click(await screen.findByRole('button', { name: 'Run evaluation' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
        `${APP_BASE}/evaluation/history`,
      ),
    );
  });

  it('lets a store manager read the dataset without changing or running it', async () => {
    renderDataset([casesMock([SHIPPING, UBE])], 'store_manager');
    await screen.findByRole('listitem', { name: UBE.message });
    expect(
      await screen.findByText(/Only the store owner and admins can change the dataset/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add case' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run evaluation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run built-in set' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove) / })).not.toBeInTheDocument();
  });
});

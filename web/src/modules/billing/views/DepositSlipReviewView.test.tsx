import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { renderScreen } from '../../apps/testing/render';
import { DepositSlipReviewMutation, DepositSlipsToReviewQuery } from '../graphql/bills';
import DepositSlipReviewView from './DepositSlipReviewView';

const entry = (uuid: string, reference: string) => ({
  __typename: 'BillingDepositSlipReview' as const,
  slip: {
    __typename: 'BillingDepositSlip' as const,
    uuid,
    submittedAt: '2027-05-26T02:00:00.000Z',
    photo: {
      __typename: 'Photo' as const,
      uuid: `p-${uuid}`,
      url: `/uploads/photos/a/${uuid}.webp`,
      thumbnailUrl: `/uploads/photos/a/${uuid}-thumb.webp`,
    },
  },
  billing: {
    __typename: 'Billing' as const,
    uuid: `b-${uuid}`,
    appUuid: 'app-1',
    referenceNumber: reference,
    accumulatedAmount: 152_900,
    billingPeriodDueAt: '2027-05-24',
  },
});
const queue = (entries: ReturnType<typeof entry>[]) =>
  schemaChecked({
    request: { query: DepositSlipsToReviewQuery },
    result: { data: { billingDepositSlipsToReview: entries } },
  });
const reviewed = (slipUuid: string, approve: boolean, reason: string | null) =>
  schemaChecked({
    request: { query: DepositSlipReviewMutation, variables: { slipUuid, approve, reason } },
    result: {
      data: {
        billingDepositSlipReview: {
          __typename: 'BillingDepositSlip',
          uuid: slipUuid,
          status: approve ? 'confirmed' : 'refused',
          reason,
        },
      },
    },
  });

describe('DepositSlipReviewView (operators)', () => {
  it('confirms one slip, and refuses another only with a reason', async () => {
    const user = userEvent.setup();
    renderScreen(<DepositSlipReviewView />, {
      path: '/ops/deposit-slips',
      pattern: '/ops/deposit-slips',
      cache: createCache(),
      mocks: [
        queue([entry('s1', 'SUKI-202704-AAAAAAAA'), entry('s2', 'SUKI-202704-BBBBBBBB')]),
        reviewed('s1', true, null),
        queue([entry('s2', 'SUKI-202704-BBBBBBBB')]),
        reviewed('s2', false, 'The amount on the slip is ₱1,000.00'),
        queue([]),
      ],
    });
    const first = (await screen.findByText('SUKI-202704-AAAAAAAA')).closest('li') as HTMLElement;
    expect(within(first).getByText('Amount due: ₱1,529.00')).toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'Deposit slip for bill SUKI-202704-AAAAAAAA' }),
    ).toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Deposit slip confirmed: the bill is paid')).toBeInTheDocument();
    expect(await screen.findByText('SUKI-202704-BBBBBBBB')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('SUKI-202704-AAAAAAAA')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse deposit slip' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The amount on the slip is ₱1,000.00',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('Deposit slip refused: the merchant was told why')).toBeInTheDocument();
    expect(await screen.findByText('No deposit slips are waiting for review.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { renderScreen } from '../../apps/testing/render';
import { KycReviewMutation, KycToReviewQuery } from '../graphql/kyc';
import KycReviewView from './KycReviewView';

const options = {
  __typename: 'KycOptions' as const,
  businessTypes: [{ __typename: 'KycOption' as const, value: 'corporation', label: 'Corporation (SEC)' }],
  idTypes: [{ __typename: 'KycOption' as const, value: 'passport', label: 'Passport' }],
};
const waiting = (appUuid: string, businessName: string) => ({
  __typename: 'KycVerification' as const,
  appUuid,
  appName: `${businessName} Store`,
  status: 'pending_review',
  statusLabel: 'Under review',
  businessType: 'corporation',
  businessName,
  tin: '123-456-789-000',
  businessAddress: 'Pasig City',
  firstName: 'Ana',
  lastName: 'Reyes',
  mobileNumber: '+639171234567',
  idType: 'passport',
  rejectionReason: null,
  submittedAt: '2027-05-26T02:00:00.000Z',
  idPhoto: { __typename: 'Photo' as const, uuid: 'p1', url: '/u/p1.webp', thumbnailUrl: '/u/p1-thumb.webp' },
  selfiePhoto: null,
  registrationPhoto: null,
});
const queue = (items: ReturnType<typeof waiting>[]) =>
  schemaChecked({
    request: { query: KycToReviewQuery },
    result: { data: { kycToReview: items, kycOptions: options } },
  });
const reviewed = (appUuid: string, approve: boolean, reason: string | null) =>
  schemaChecked({
    request: { query: KycReviewMutation, variables: { appUuid, approve, reason } },
    result: {
      data: {
        kycReview: {
          __typename: 'KycVerification',
          appUuid,
          status: approve ? 'verified' : 'rejected',
          statusLabel: approve ? 'Verified' : 'Not approved',
          rejectionReason: reason,
        },
      },
    },
  });

describe('KycReviewView (operators)', () => {
  it('verifies one store and rejects another only with a reason', async () => {
    const user = userEvent.setup();
    renderScreen(<KycReviewView />, {
      path: '/ops/kyc-reviews',
      pattern: '/ops/kyc-reviews',
      cache: createCache(),
      mocks: [
        queue([waiting('a1', 'Alpha Trading'), waiting('a2', 'Beta Foods')]),
        reviewed('a1', true, null),
        queue([waiting('a2', 'Beta Foods')]),
        reviewed('a2', false, 'The TIN does not match the registration'),
        queue([]),
      ],
    });
    const alpha = (await screen.findByText(/Alpha Trading · Alpha Trading Store/)).closest(
      'li',
    ) as HTMLElement;
    expect(within(alpha).getByText('Corporation (SEC) · TIN 123-456-789-000')).toBeInTheDocument();
    expect(within(alpha).getByRole('img', { name: 'ID of Alpha Trading' })).toBeInTheDocument();
    await user.click(within(alpha).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Store verified: online payment is on')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject verification' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'The TIN does not match the registration',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No verifications are waiting for review.')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { KycSubmitMutation, KycVerificationQuery } from '../graphql/kyc';
import KycVerificationView from './KycVerificationView';

const options = {
  __typename: 'KycOptions' as const,
  businessTypes: [
    { __typename: 'KycOption' as const, value: 'individual', label: 'Individual (no business registration)' },
    { __typename: 'KycOption' as const, value: 'sole_proprietorship', label: 'Sole proprietorship (DTI)' },
  ],
  idTypes: [{ __typename: 'KycOption' as const, value: 'philsys', label: 'PhilSys National ID' }],
};
const kyc = (status: string, over: Record<string, unknown> = {}) => ({
  __typename: 'KycVerification' as const,
  appUuid: APP_UUID,
  appName: 'Tindahan',
  status,
  statusLabel: { not_submitted: 'Not submitted', pending_review: 'Under review', rejected: 'Not approved' }[
    status
  ],
  businessType: null,
  businessName: null,
  tin: null,
  businessAddress: null,
  firstName: null,
  lastName: null,
  mobileNumber: null,
  idType: null,
  rejectionReason: null,
  submittedAt: null,
  idPhoto: null,
  selfiePhoto: null,
  registrationPhoto: null,
  ...over,
});
const query = (value: ReturnType<typeof kyc>) =>
  schemaChecked({
    request: { query: KycVerificationQuery, variables: { appUuid: APP_UUID } },
    result: { data: { kycVerification: value, kycOptions: options } },
  });

describe('KycVerificationView (issue 17)', () => {
  it('asks for the business and its documents, and shows the server’s word under each field', async () => {
    const user = userEvent.setup();
    renderScreen(<KycVerificationView />, {
      path: `${APP_BASE}/store-setup/payment/kyc-verification`,
      pattern: '/apps/:key/:appUUID/store-setup/payment/kyc-verification',
      cache: createCache(),
      mocks: [
        query(kyc('not_submitted')),
        {
          request: {
            query: KycSubmitMutation,
            variables: {
              input: {
                appUuid: APP_UUID,
                businessType: '',
                businessName: 'Tindahan ni Aling Nena',
                tin: '12345',
                businessAddress: '',
                firstName: '',
                lastName: '',
                mobileNumber: '',
                idType: '',
                idPhotoUuid: '',
                selfiePhotoUuid: '',
                registrationPhotoUuid: null,
              },
            },
          },
          result: {
            errors: [
              new GraphQLError('Invalid input', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: { tin: 'TIN has invalid value', idPhotoUuid: 'ID Photo is required' },
                },
              }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByText(/Verify your business so your customers can pay online/),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Business Name/ }), 'Tindahan ni Aling Nena');
    await user.type(screen.getByRole('textbox', { name: /TIN/ }), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('TIN has invalid value')).toBeInTheDocument();
    expect(screen.getByText('ID Photo is required')).toBeInTheDocument();
  });

  it('shows a submission under review without the form, and a rejection with its reason and the form again', async () => {
    const { unmount } = renderScreen(<KycVerificationView />, {
      path: `${APP_BASE}/store-setup/payment/kyc-verification`,
      pattern: '/apps/:key/:appUUID/store-setup/payment/kyc-verification',
      cache: createCache(),
      mocks: [
        query(
          kyc('pending_review', {
            businessName: 'Tindahan ni Aling Nena',
            tin: '123-456-789-000',
            businessAddress: 'Marikina City',
            firstName: 'Nena',
            lastName: 'Dela Cruz',
            mobileNumber: '+639171234567',
          }),
        ),
      ],
    });
    expect(await screen.findByText(/Your details are under review/)).toBeInTheDocument();
    expect(screen.getByText('TIN 123-456-789-000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    unmount();

    renderScreen(<KycVerificationView />, {
      path: `${APP_BASE}/store-setup/payment/kyc-verification`,
      pattern: '/apps/:key/:appUUID/store-setup/payment/kyc-verification',
      cache: createCache(),
      mocks: [
        query(kyc('rejected', { rejectionReason: 'The ID photo is blurred', businessName: 'Tindahan' })),
      ],
    });
    expect(
      await screen.findByText(
        'Your verification was not approved: The ID photo is blurred. Update it and submit again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Business Name/ })).toHaveValue('Tindahan');
  });
});

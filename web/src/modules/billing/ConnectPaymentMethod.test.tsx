import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../lib/testing/schema';
import { renderScreen } from '../apps/testing/render';
import { ConnectPaymentMethod } from './ConnectPaymentMethod';
import {
  AppHasDefaultPaymentMethodQuery,
  CustomerDetailsQuery,
  FetchPaymentMethodsQuery,
  PaymentMethodTypesQuery,
} from './graphql/paymentMethods';

const APP = 'app-1';
const STEP = '/diy/b1/apps/app-1/connect-payment-method';

const customer = (hasDefaultPaymentMethod: boolean) => ({
  __typename: 'PaymentCustomer' as const,
  uuid: 'c1',
  appUuid: APP,
  referenceId: APP,
  givenNames: 'Nena',
  surname: 'Santos',
  email: 'nena@example.ph',
  mobileNumber: '+639171234567',
  nationality: 'PH',
  hasDefaultPaymentMethod,
  activePaymentMethods: hasDefaultPaymentMethod ? 1 : 0,
});

const customerMock = (value: ReturnType<typeof customer> | null): MockLink.MockedResponse => ({
  request: { query: CustomerDetailsQuery, variables: { appUuid: APP } },
  result: { data: { customerDetails: value } },
  maxUsageCount: 5,
});

const gcash = {
  __typename: 'SavedPaymentMethod' as const,
  uuid: 'm1',
  paymentMethodType: 'EWALLET' as const,
  channelCode: 'GCASH',
  status: 'ACTIVE' as const,
  statusLabel: 'Active',
  isDefault: true,
  actionUrl: null,
  failureCode: null,
  createdAt: '2026-11-25T10:00:00Z',
  billingAddress: null,
};

const typesMock = (types: string[]): MockLink.MockedResponse =>
  schemaChecked({
    request: { query: PaymentMethodTypesQuery },
    result: { data: { paymentMethodTypes: types } },
  });

function renderStep(path: string, mocks: MockLink.MockedResponse[], onDone = vi.fn()) {
  renderScreen(<ConnectPaymentMethod appUuid={APP} onDone={onDone} />, {
    mocks,
    path,
    pattern: '/diy/:bundle/apps/:appUuid/connect-payment-method',
  });
  return onDone;
}

describe('ConnectPaymentMethod (guided setup step 4)', () => {
  it('starts with the billing customer form when the store has no customer at the provider', async () => {
    renderStep(STEP, [customerMock(null)]);
    expect(await screen.findByRole('form', { name: 'Billing details' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Nationality/)).toHaveValue('PH');
  });

  it('offers what the provider saves (an e-wallet, direct debit or card) once billing details exist', async () => {
    renderStep(STEP, [customerMock(customer(false)), typesMock(['CARD', 'EWALLET', 'DIRECT_DEBIT'])]);
    expect(await screen.findByRole('form', { name: 'Add payment method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-wallet' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'GCash' })).toBeChecked();
    expect(await screen.findByRole('radio', { name: 'Direct debit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit or debit card' })).toBeInTheDocument();
  });

  it('offers no card where the provider takes none (Xendit, until its card tokenisation is built)', async () => {
    renderStep(STEP, [customerMock(customer(false)), typesMock(['EWALLET', 'DIRECT_DEBIT'])]);
    expect(await screen.findByRole('radio', { name: 'Direct debit' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Credit or debit card' })).toBeNull();
  });

  it('says the method is connected and continues when a default exists', async () => {
    const user = userEvent.setup();
    const onDone = renderStep(STEP, [customerMock(customer(true))]);
    expect(
      await screen.findByText('Your payment method is connected and set as default for billing.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("back from the provider's page, reads the callback's verdict on the method", async () => {
    renderStep(`${STEP}?paymentMethod=m1&result=success`, [
      {
        request: { query: FetchPaymentMethodsQuery, variables: { appUuid: APP } },
        result: { data: { fetchPaymentMethods: [gcash] } },
        maxUsageCount: 5,
      },
      customerMock(customer(true)),
      {
        request: { query: AppHasDefaultPaymentMethodQuery, variables: { appUuid: APP } },
        result: { data: { fetchAppByUuid: { __typename: 'App', uuid: APP, hasDefaultPaymentMethod: true } } },
        maxUsageCount: 5,
      },
    ]);
    expect(
      await screen.findByText('Your payment method is connected and set as default for billing.'),
    ).toBeVisible();
  });

  it('offers to try again when the provider refused the method', async () => {
    renderStep(`${STEP}?paymentMethod=m1&result=failure`, [
      {
        request: { query: FetchPaymentMethodsQuery, variables: { appUuid: APP } },
        result: {
          data: {
            fetchPaymentMethods: [{ ...gcash, status: 'FAILED', statusLabel: 'Failed', isDefault: false }],
          },
        },
        maxUsageCount: 5,
      },
      customerMock(customer(false)),
    ]);
    expect(
      await screen.findByText(
        'The payment method was not authorized. You can try again or choose another one.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

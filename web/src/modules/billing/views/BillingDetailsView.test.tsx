import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import {
  BillingDepositAccountsQuery,
  BillingDetailsQuery,
  BillingNoticeQuery,
  BillingPayMutation,
  GracePeriodActivateMutation,
} from '../graphql/bills';
import BillingDetailsView from './BillingDetailsView';

const bill = {
  __typename: 'Billing' as const,
  uuid: 'b4',
  referenceNumber: 'SUKI-202704-0C397AD0',
  planDisplayName: 'Starter',
  billingPeriodStartAt: '2027-04-15',
  billingPeriodEndAt: '2027-05-15',
  billingPeriodDueAt: '2027-05-24',
  status: 'for_payment' as const,
  statusLabel: 'For Payment',
  totalPayableAmount: 152_900,
  accumulatedAmount: 152_900,
  carried: false,
  tierType: 'Enterprise',
  currentAmount: 152_900,
  balance: 0,
  penalty: 0,
  collected: 0,
  transactions: 3,
  paymentReceivedAt: null,
  payable: true,
  extended: false,
  chargeFailureCode: 'INSUFFICIENT_BALANCE',
  disabled: false,
  gracePeriodActivated: false,
  gracePeriodEndsAt: null,
  overdueSince: null,
  depositSlips: [] as unknown[],
  details: [
    {
      __typename: 'BillingDetail' as const,
      uuid: 'd1',
      description: 'Starter plan subscription',
      amount: 149_900,
    },
    {
      __typename: 'BillingDetail' as const,
      uuid: 'd2',
      description: 'Transaction fees: 3 successful transactions × ₱10.00',
      amount: 3_000,
    },
  ],
  ordersBaseOnConvenienceFee: ['270420-AAAAAA', '270421-BBBBBB', '270502-CCCCCC'].map(
    (transactionNumber) => ({
      __typename: 'BillingFeeOrder' as const,
      transactionNumber,
    }),
  ),
};

const notice = (deactivated: boolean, gracePeriodActivated = false) =>
  schemaChecked({
    request: { query: BillingNoticeQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP_UUID,
          deactivated,
          lastDayGracePeriod: false,
          gracePeriodEndsAt: null,
          billingPaymentStatus: {
            __typename: 'AppBillingPaymentStatus',
            totalBalance: 152_900,
            withOutstandingBalance: true,
          },
        },
        appLatestBilling: {
          __typename: 'Billing',
          uuid: 'b4',
          disabled: false,
          gracePeriodActivated,
          payable: true,
        },
      },
    },
  });

describe('BillingDetailsView', () => {
  it('shows the bill as an invoice, says why the last payment failed, and pays it with the saved method', async () => {
    const user = userEvent.setup();
    renderScreen(<BillingDetailsView />, {
      path: `${APP_BASE}/billing/b4`,
      pattern: '/apps/:key/:appUUID/billing/:uuid',
      cache: createCache(),
      mocks: [
        schemaChecked({
          request: { query: BillingDetailsQuery, variables: { uuid: 'b4' } },
          result: { data: { billing: bill } },
        }),
        notice(false),
        schemaChecked({
          request: { query: BillingPayMutation, variables: { billingUuid: 'b4' } },
          result: {
            data: {
              billingPay: {
                __typename: 'Billing',
                uuid: 'b4',
                status: 'payment_submitted',
                statusLabel: 'Payment Submitted',
                chargeFailureCode: null,
              },
            },
          },
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Bill SUKI-202704-0C397AD0' })).toBeInTheDocument();
    expect(screen.getByText('Billing period: 2027-04-15 – 2027-05-14')).toBeInTheDocument();
    expect(screen.getByText('Transaction fees: 3 successful transactions × ₱10.00')).toBeInTheDocument();
    expect(screen.getByText('270420-AAAAAA, 270421-BBBBBB, 270502-CCCCCC')).toBeInTheDocument();
    expect(
      screen.getByText(/Your last payment did not go through \(INSUFFICIENT_BALANCE\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extend Payment' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('Payment sent to your default payment method')).toBeInTheDocument();
    expect(await screen.findByText(/Your payment is on its way\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('on an overdue bill of a deactivated store: says so, offers the grace period once, and pay by deposit slip', async () => {
    const user = userEvent.setup();
    const overdue = { ...bill, chargeFailureCode: null, overdueSince: '2027-05-24' };
    renderScreen(<BillingDetailsView />, {
      path: `${APP_BASE}/billing/b4`,
      pattern: '/apps/:key/:appUUID/billing/:uuid',
      cache: createCache(),
      mocks: [
        schemaChecked({
          request: { query: BillingDetailsQuery, variables: { uuid: 'b4' } },
          result: { data: { billing: overdue } },
        }),
        notice(true),
        schemaChecked({
          request: { query: GracePeriodActivateMutation, variables: { billingUuid: 'b4' } },
          result: {
            data: {
              gracePeriodActivate: {
                __typename: 'Billing',
                uuid: 'b4',
                gracePeriodActivated: true,
                gracePeriodEndsAt: '2027-05-28T16:00:00.000Z',
              },
            },
          },
        }),
        notice(false, true),
        schemaChecked({
          request: { query: BillingDepositAccountsQuery },
          result: {
            data: {
              billingDepositAccounts: [
                {
                  __typename: 'BillingDepositAccount',
                  bank: 'BDO Unibank',
                  accountName: 'Suki Technologies, Inc.',
                  accountNumber: '0012-3456-7890',
                },
              ],
            },
          },
        }),
      ],
    });
    expect(
      await screen.findByText(
        'This bill was due on 2027-05-24. Please settle your payments to continue using your In-App Store.',
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Activate grace period' }));
    expect(
      await screen.findByText(
        'Your store is open again for 3 days. Please settle your payments before then.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate grace period' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Pay by deposit slip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by deposit slip' });
    expect(await within(dialog).findByText('0012-3456-7890')).toBeInTheDocument();
    expect(within(dialog).getByText('SUKI-202704-0C397AD0')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send deposit slip' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please add a photo of your deposit slip');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { APP_BASE, APP_UUID, renderScreen } from '../../apps/testing/render';
import { BillingsQuery } from '../graphql/bills';
import { CustomerDetailsQuery } from '../graphql/paymentMethods';
import BillingManagerView from './BillingManagerView';

const bill = (n: number, status: 'paid' | 'for_payment', carried = false) => ({
  __typename: 'Billing' as const,
  uuid: `b${n}`,
  referenceNumber: `SUKI-20270${n}-0C397AD0`,
  planDisplayName: 'Starter',
  billingPeriodStartAt: `2027-0${n}-15`,
  billingPeriodEndAt: `2027-0${n + 1}-15`,
  billingPeriodDueAt: `2027-0${n + 1}-24`,
  status,
  statusLabel: status === 'paid' ? 'Paid' : 'For Payment',
  totalPayableAmount: 152_900,
  accumulatedAmount: status === 'paid' ? 0 : 152_900,
  carried,
});

function mocks(bills: ReturnType<typeof bill>[], totalBalance: number) {
  return [
    schemaChecked({
      request: { query: BillingsQuery, variables: { appUuid: APP_UUID, first: 20 } },
      result: {
        data: {
          billings: {
            __typename: 'BillingConnection',
            edges: bills.map((node) => ({ __typename: 'BillingEdge', node })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
          fetchAppByUuid: {
            __typename: 'App',
            uuid: APP_UUID,
            billingPaymentStatus: {
              __typename: 'AppBillingPaymentStatus',
              label: totalBalance > 0 ? 'For Payment' : 'For Billing',
              totalBalance,
              withOutstandingBalance: totalBalance > 0,
            },
          },
        },
      },
    }),
    schemaChecked({
      request: { query: CustomerDetailsQuery, variables: { appUuid: APP_UUID } },
      result: {
        data: {
          customerDetails: {
            __typename: 'PaymentCustomer',
            uuid: 'c1',
            appUuid: APP_UUID,
            referenceId: APP_UUID,
            customerId: 'cust-1',
            givenNames: 'Maria',
            surname: 'Santos',
            email: 'maria@example.ph',
            mobileNumber: '+639171234567',
            dateOfBirth: null,
            nationality: 'PH',
            placeOfBirth: null,
            hasDefaultPaymentMethod: true,
            activePaymentMethods: 1,
            createdAt: '2027-01-01T00:00:00.000Z',
          },
        },
      },
    }),
  ];
}

const open = (m: ReturnType<typeof mocks>) =>
  renderScreen(<BillingManagerView />, {
    path: `${APP_BASE}/billing`,
    pattern: '/apps/:key/:appUUID/*',
    cache: createCache(),
    mocks: m,
  });

describe('BillingManagerView', () => {
  it('says what the store owes and lists its bills, each opening its details', async () => {
    open(mocks([bill(4, 'for_payment'), bill(3, 'paid')], 152_900));
    expect(await screen.findByText('Total Balance: ₱ 1,529.00')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Billing summary' })).getByText('For Payment'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Bills' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'SUKI-202704-0C397AD02027-04-15 – 2027-05-142027-05-24Starter₱1,529.00For Payment',
      'SUKI-202703-0C397AD02027-03-15 – 2027-04-142027-04-24Starter₱1,529.00Paid',
    ]);
    expect(screen.getByRole('link', { name: 'SUKI-202704-0C397AD0' })).toHaveAttribute(
      'href',
      `${APP_BASE}/billing/b4`,
    );
    expect(screen.getByRole('link', { name: 'Subscription Plans' })).toHaveAttribute(
      'href',
      `${APP_BASE}/billing/plans`,
    );
  });

  it('says plainly when there is no bill yet', async () => {
    open(mocks([], 0));
    expect(
      await screen.findByText("No bills yet. Your first bill comes a month after your store's launch."),
    ).toBeInTheDocument();
    expect(screen.getByText('Total Balance: ₱ 0.00')).toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import { BillingNoticeQuery, GracePeriodActivateMutation } from '../graphql/bills';
import { AppBillingNotice } from './BillingNotice';

const APP = 'app-1';

function answer(facts: { deactivated: boolean; lastDay?: boolean; graceUsed?: boolean; balance?: number }) {
  return schemaChecked({
    request: { query: BillingNoticeQuery, variables: { appUuid: APP } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP,
          deactivated: facts.deactivated,
          lastDayGracePeriod: facts.lastDay ?? false,
          gracePeriodEndsAt: facts.lastDay ? '2027-05-28T16:00:00.000Z' : null,
          billingPaymentStatus: {
            __typename: 'AppBillingPaymentStatus',
            totalBalance: facts.balance ?? 152_900,
            withOutstandingBalance: (facts.balance ?? 152_900) > 0,
          },
        },
        appLatestBilling: {
          __typename: 'Billing',
          uuid: 'b4',
          disabled: false,
          gracePeriodActivated: facts.graceUsed ?? false,
          payable: true,
        },
      },
    },
  });
}

function show(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AlertProvider>
        <MemoryRouter>
          <AlertBanner />
          <AppBillingNotice appUuid={APP} billUrl={(uuid) => `/apps/ecommerce-b2c/${APP}/billing/${uuid}`} />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

describe('AppBillingNotice (document 3 §2 screens 3-5)', () => {
  it('tells a deactivated store what it owes, links to the bill and offers the grace period once', async () => {
    const user = userEvent.setup();
    show([
      answer({ deactivated: true }),
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
      answer({ deactivated: false, graceUsed: true }),
    ]);
    expect(
      await screen.findByText(
        'Please settle your payments to continue using your In-App Store. Total Balance: ₱ 1,529.00',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute(
      'href',
      `/apps/ecommerce-b2c/${APP}/billing/b4`,
    );
    await user.click(screen.getByRole('button', { name: 'Activate grace period' }));
    expect(
      await screen.findByText(
        'Your store is open again for 3 days. Please settle your payments before then.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Please settle your payments to continue/)).toBeNull());
  });

  it('does not offer the grace period twice', async () => {
    show([answer({ deactivated: true, graceUsed: true })]);
    expect(await screen.findByText(/Total Balance: ₱ 1,529\.00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate grace period' })).toBeNull();
  });

  it("warns on the grace period's last day", async () => {
    show([answer({ deactivated: false, lastDay: true })]);
    expect(
      await screen.findByText(
        'Your grace period ends in 24 hours. Please settle your payments to keep your In-App Store open.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing for a store in good standing', async () => {
    const { container } = show([answer({ deactivated: false, balance: 0 })]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.MuiAlert-root')).toBeNull();
  });
});

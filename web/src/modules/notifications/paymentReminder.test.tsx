import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemaChecked } from '../../lib/testing/schema';
import { PaymentGatewayReminderQuery } from '../kyc/graphql/gateway';
import PaymentReminderCard from './components/PaymentReminderCard/PaymentReminderCard';
import { dismissPaymentReminder, showPaymentReminder, usePaymentReminder } from './paymentReminder';

function Probe({ appUuid }: { appUuid: string }) {
  return <span>{`${appUuid}: ${usePaymentReminder(appUuid) ? 'shown' : 'hidden'}`}</span>;
}

afterEach(() => dismissPaymentReminder());

describe('payment reminder', () => {
  it('shows only inside the app it was raised for, until dismissed', () => {
    render(
      <>
        <Probe appUuid="app-1" />
        <Probe appUuid="app-2" />
      </>,
    );
    expect(screen.getByText('app-1: hidden')).toBeInTheDocument();
    act(() => showPaymentReminder('app-1'));
    expect(screen.getByText('app-1: shown')).toBeInTheDocument();
    expect(screen.getByText('app-2: hidden')).toBeInTheDocument();
    act(() => dismissPaymentReminder());
    expect(screen.getByText('app-1: hidden')).toBeInTheDocument();
  });

  it('asks to activate card and e-wallet payments and leads to the payment screen', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <MockedProvider mocks={[]}>
        <MemoryRouter>
          <PaymentReminderCard href="/apps/shopify/a/shopify/payment" onDismiss={onDismiss} />
        </MemoryRouter>
      </MockedProvider>,
    );
    const card = screen.getByRole('region', { name: 'Payment reminder' });
    expect(card).toHaveTextContent(
      'Your temporary e-wallet gateway is ending. Activate card and e-wallet payments.',
    );
    expect(screen.getByRole('link', { name: 'Activate Xendit Now' })).toHaveAttribute(
      'href',
      '/apps/shopify/a/shopify/payment',
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss payment reminder' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it("speaks the store's phase-out when one is running (its words and its button)", async () => {
    render(
      <MockedProvider
        mocks={[
          schemaChecked({
            request: { query: PaymentGatewayReminderQuery, variables: { appUuid: 'app-1' } },
            result: {
              data: {
                fetchAppByUuid: {
                  __typename: 'App',
                  uuid: 'app-1',
                  paymentGatewayReminder: {
                    __typename: 'PaymentGatewayReminder',
                    stage: 'countdown',
                    remainingDays: 10,
                    message: '10 days left on your temporary e-wallet gateway.',
                    buttonLabel: 'Activate Xendit Now',
                  },
                },
              },
            },
          }),
        ]}
      >
        <MemoryRouter>
          <PaymentReminderCard
            appUuid="app-1"
            href="/apps/ecommerce-b2c/app-1/store-setup/payment"
            onDismiss={vi.fn()}
          />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('10 days left on your temporary e-wallet gateway.')).toBeInTheDocument();
  });
});

import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { schemaChecked } from '../../../lib/testing/schema';
import { PaymentGatewayReminderQuery } from '../graphql/gateway';
import { PaymentGatewayReminderDialog } from './PaymentGatewayReminderDialog';

const answer = (stage: string | null) =>
  schemaChecked({
    request: { query: PaymentGatewayReminderQuery, variables: { appUuid: 'app-1' } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: 'app-1',
          paymentGatewayReminder: stage
            ? {
                __typename: 'PaymentGatewayReminder',
                stage,
                remainingDays: 30,
                message: 'Your temporary e-wallet gateway ends in 30 days.',
                buttonLabel: 'Enable Xendit Now',
              }
            : null,
        },
      },
    },
  });

const show = (stage: string | null) =>
  render(
    <MockedProvider mocks={[answer(stage)]}>
      <MemoryRouter>
        <PaymentGatewayReminderDialog appUuid="app-1" href="/apps/ecommerce-b2c/app-1/store-setup/payment" />
      </MemoryRouter>
    </MockedProvider>,
  );

afterEach(() => localStorage.clear());

describe('PaymentGatewayReminderDialog (document 3 §2 screen 6)', () => {
  it("shows the phase-out's words with its button to the payment screen, and Later closes it for the day", async () => {
    const user = userEvent.setup();
    const { unmount } = show('start');
    const dialog = await screen.findByRole('dialog', { name: 'Payment gateway' });
    expect(dialog).toHaveTextContent('Your temporary e-wallet gateway ends in 30 days.');
    expect(screen.getByRole('link', { name: 'Enable Xendit Now' })).toHaveAttribute(
      'href',
      '/apps/ecommerce-b2c/app-1/store-setup/payment',
    );
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    show('start');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without a phase-out', async () => {
    show(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

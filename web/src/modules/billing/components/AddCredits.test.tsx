import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../app/apollo';
import { schemaChecked } from '../../../lib/testing/schema';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import {
  ResponseCreditsLive,
  ResponseCreditsQuery,
  ResponseCreditTopUpChargeMutation,
  UpdateResponseCreditMutation,
} from '../graphql/credits';
import { AddCredits } from './AddCredits';

const APP = 'app-1';
const GLOBAL = 'QXBwOmFwcC0x';

const credits = (responseCredits: number, hasDefaultPaymentMethod: boolean) =>
  schemaChecked({
    request: { query: ResponseCreditsQuery, variables: { appUuid: APP } },
    result: {
      data: {
        appEnterprisePlan: { __typename: 'AppEnterprisePlan', id: 'plan-1', responseCredits },
        fetchAppByUuid: { __typename: 'App', uuid: APP, hasDefaultPaymentMethod },
      },
    },
  });

function show(mocks: MockLink.MockedResponse[], path = '/apps/ecommerce-b2c/app-1/ai-settings') {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>
          <AlertBanner />
          <AddCredits appUuid={APP} appGlobalId={GLOBAL} />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('AddCredits (document 3 §2 screen 11)', () => {
  it('charges the default saved method, then says so when exactly 5,000 credits arrive live', async () => {
    const user = userEvent.setup();
    show([
      credits(120, true),
      schemaChecked({
        request: { query: ResponseCreditTopUpChargeMutation, variables: { appUuid: APP } },
        result: {
          data: {
            responseCreditTopUpCharge: { __typename: 'ResponseCreditPayload', url: '', credits: 5_000 },
          },
        },
      }),
      schemaChecked({
        request: { query: ResponseCreditsLive, variables: { appGlobalId: GLOBAL } },
        result: {
          data: {
            appEnterprisePlan: { __typename: 'AppEnterprisePlan', id: 'plan-1', responseCredits: 5_120 },
          },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Credits' });
    expect(dialog).toHaveTextContent('5,000 response credits for ₱5,000.00');
    await user.click(await within(dialog).findByRole('button', { name: 'Use connected payment method' }));
    expect(await screen.findByText('Successfully added response credits')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Credits' })).toBeNull());
  });

  it('keeps Use connected payment method off without a default method', async () => {
    const user = userEvent.setup();
    show([credits(0, false)]);
    await user.click(await screen.findByRole('button', { name: 'Add credits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Credits' });
    expect(
      await within(dialog).findByText('Mark a saved payment method as default to use it here.'),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Use connected payment method' })).toBeDisabled();
  });

  it("opens the provider's checkout page, coming back to this page", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      href: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings',
      assign,
    });
    show([
      credits(7, false),
      schemaChecked({
        request: {
          query: UpdateResponseCreditMutation,
          variables: {
            appUuid: APP,
            channel: 'PAYMAYA',
            successRedirectUrl: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings?topUp=ok',
            failureRedirectUrl: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings?topUp=failed',
          },
        },
        result: {
          data: {
            updateResponseCredit: {
              __typename: 'ResponseCreditPayload',
              url: 'https://ewallet.xendit.co/pay/9',
              credits: 5_000,
            },
          },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add credits' }));
    await user.click(await screen.findByRole('button', { name: 'Pay with Maya' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://ewallet.xendit.co/pay/9'));
    expect(sessionStorage.getItem('suki.topUp.before.app-1')).toBe('7');
    vi.unstubAllGlobals();
  });

  it('offers a card beside the e-wallets and opens the Xendit invoice for it', async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      href: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings',
      assign,
    });
    show([
      credits(3, false),
      schemaChecked({
        request: {
          query: UpdateResponseCreditMutation,
          variables: {
            appUuid: APP,
            channel: 'CARD',
            successRedirectUrl: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings?topUp=ok',
            failureRedirectUrl: 'http://localhost:3000/apps/ecommerce-b2c/app-1/ai-settings?topUp=failed',
          },
        },
        result: {
          data: {
            updateResponseCredit: {
              __typename: 'ResponseCreditPayload',
              url: 'https://checkout.xendit.co/web/inv-9',
              credits: 5_000,
            },
          },
        },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Add credits' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Pay / })
        .map((b) => b.textContent),
    ).toEqual(['Pay with GCash', 'Pay with Maya', 'Pay by card']);
    await user.click(within(dialog).getByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.xendit.co/web/inv-9'));
    expect(sessionStorage.getItem('suki.topUp.before.app-1')).toBe('3');
    vi.unstubAllGlobals();
  });

  it('says the payment failed when the checkout comes back with topUp=failed', async () => {
    show([credits(7, false)], '/apps/ecommerce-b2c/app-1/ai-settings?topUp=failed');
    expect(
      await screen.findByText('The payment did not go through. No credits were added: please try again.'),
    ).toBeInTheDocument();
  });
});

import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../app/apollo';
import { COLD_START, renderConsole } from '../../../app/testing/console';
import { validToken } from '../../../app/testing/session';
import { sessionStore } from '../../../lib/session';
import { schemaChecked } from '../../../lib/testing/schema';
import { BillingWidgetQuery } from '../graphql/billingWidget';
import { BillingWidget } from './BillingWidget';

const APP = 'app-1';
const HREF = `/apps/ecommerce-b2c/${APP}/billing`;

type Label = 'For Billing' | 'Paid' | 'Payment Submitted' | 'For Payment';

const FLAGS: Record<
  Label,
  [withBillings: boolean, settled: boolean, submitted: boolean, outstanding: boolean]
> = {
  'For Billing': [false, false, false, false],
  Paid: [true, true, false, false],
  'Payment Submitted': [true, false, true, true],
  'For Payment': [true, false, false, true],
};

function answer(label: Label, totalBalance: number) {
  const [withBillings, billingsPaymentSettled, billingPaymentSubmitted, withOutstandingBalance] =
    FLAGS[label];
  const status = { Paid: 'paid', 'Payment Submitted': 'payment_submitted' }[label as string] ?? 'for_payment';
  return schemaChecked({
    request: { query: BillingWidgetQuery, variables: { appUuid: APP } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP,
          billingPaymentStatus: {
            __typename: 'AppBillingPaymentStatus',
            withBillings,
            billingsPaymentSettled,
            billingPaymentSubmitted,
            withOutstandingBalance,
            totalBalance,
            label,
          },
        },
        appLatestBilling: withBillings
          ? { __typename: 'Billing', uuid: 'b2', status, accumulatedAmount: totalBalance }
          : null,
      },
    },
  });
}

/** A screen that prefers reduced motion (or not), as MUI's useMediaQuery sees it. */
function reducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: reduce && media.includes('prefers-reduced-motion: reduce'),
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

let client: ApolloClient | null = null;
function ClientProbe() {
  client = useApolloClient();
  return null;
}

function show(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MemoryRouter>
        <BillingWidget appUuid={APP} href={HREF} />
        <ClientProbe />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const widget = () => screen.findByRole('region', { name: 'Billing status' });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  client = null;
});

describe('BillingWidget (document 3 §2 screen 1)', () => {
  it('shows For Billing as the current billing and no previous one while the store has no bills', async () => {
    reducedMotion(true);
    show([answer('For Billing', 0)]);
    const link = await screen.findByRole('link', { name: /Current billing/ });
    expect(link).toHaveAttribute('href', HREF);
    expect(within(link).getByText('Current billing')).toBeInTheDocument();
    expect(within(link).getByText('For Billing')).toBeInTheDocument();
    expect(within(link).queryByText('Previous billing')).not.toBeInTheDocument();
    expect(link).toHaveTextContent('Total Balance: ₱ 0.00');
  });

  it.each([
    ['For Payment', 'Error'],
    ['Payment Submitted', 'Warning'],
    ['Paid', 'Success'],
  ] as const)('shows the previous billing %s in its colour', async (label, chipColor) => {
    reducedMotion(true);
    show([answer(label, label === 'Paid' ? 0 : 123_456)]);
    const region = await widget();
    await within(region).findByText('Previous billing');
    const chip = within(region).getByText(label).closest('.MuiChip-root');
    expect(chip).toHaveClass(`MuiChip-color${chipColor}`);
    expect(within(region).getByText('For Billing').closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
  });

  it('reads the total balance as the spec writes it, pesos with comma thousands and 2 decimals', async () => {
    reducedMotion(true);
    show([answer('For Payment', 123_456)]);
    const region = await widget();
    await waitFor(() => expect(region).toHaveTextContent('Total Balance: ₱ 1,234.56'));
    // What is seen (without motion, at once) and what a screen reader reads agree.
    const seen = region.querySelector('span[aria-hidden="true"]');
    expect(seen).toHaveTextContent(/^Total Balance: ₱ 1,234\.56$/);
  });

  it('counts the total up to the balance (2000 ms) where motion is welcome', async () => {
    reducedMotion(false);
    show([answer('For Payment', 152_900)]);
    const region = await widget();
    await within(region).findByText('Previous billing');
    const seen = region.querySelector('span[aria-hidden="true"]');
    expect(seen?.textContent).not.toBe('Total Balance: ₱ 1,529.00');
    // A screen reader gets the total at once, never the numbers on the way.
    expect(within(region).getByText('Total Balance: ₱ 1,529.00')).not.toHaveAttribute('aria-hidden');
    // The count takes 2 s of animation frames; a busy machine draws them late, so the bound is wide.
    await waitFor(() => expect(seen).toHaveTextContent(/^Total Balance: ₱ 1,529\.00$/), { timeout: 12_000 });
  }, 20_000);

  it('asks again when a bill changes in the cache (Pay now, a bill page polling)', async () => {
    reducedMotion(true);
    show([answer('For Payment', 152_900), answer('Payment Submitted', 152_900)]);
    const region = await widget();
    await within(region).findByText('For Payment');
    client?.cache.modify({
      id: client.cache.identify({ __typename: 'Billing', uuid: 'b2' }),
      fields: { status: () => 'payment_submitted' },
    });
    expect(await within(region).findByText('Payment Submitted')).toBeInTheDocument();
  });

  it('logs a failed fetch and shows nothing', async () => {
    reducedMotion(true);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = show([
      { request: { query: BillingWidgetQuery, variables: { appUuid: APP } }, error: new Error('offline') },
    ]);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    await waitFor(() => expect(container.querySelector('section')).toBeNull());
  });
});

/** A screen `px` wide, as MUI's useMediaQuery sees it (the side menu is permanent from 900 px). */
function desktop() {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    const width = 1280;
    return {
      matches:
        media.includes('prefers-reduced-motion') ||
        ((!min || width >= Number(min[1])) && (!max || width <= Number(max[1]))),
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('the billing widget in the side menu (document 3 §2 menu rules)', () => {
  it("sits at the top of a store's side menu and opens its Billing Manager", async () => {
    desktop();
    sessionStore.set({ token: validToken, loginType: 'client' });
    // A light screen (still "Not built yet"): the menu is what this test waits for, not the page.
    renderConsole('/apps/survey-and-raffle/app-1/campaign');
    const nav = await screen.findByRole('navigation', { name: 'App navigation' }, COLD_START);
    const region = await within(nav).findByRole('region', { name: 'Billing status' }, COLD_START);
    expect(await within(region).findByRole('link')).toHaveAttribute(
      'href',
      '/apps/survey-and-raffle/app-1/billing',
    );
    expect(region).toHaveTextContent('Total Balance: ₱ 0.00');
  });

  it.each([
    '/apps/affiliate/app-1/overview',
    '/affiliate/r1/invites',
    '/network-distributor/r1',
    '/sales-partner/get-started',
    '/diy/ecommerce-b2c-bundle/apps/app-1/connect-payment-method',
  ])('is hidden on %s', async (path) => {
    desktop();
    sessionStore.set({ token: validToken, loginType: 'client' });
    renderConsole(path);
    await screen.findByRole('banner', {}, COLD_START);
    // Give the lazy side menu the time it takes to appear where it does.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('region', { name: 'Billing status' })).not.toBeInTheDocument();
  });
});

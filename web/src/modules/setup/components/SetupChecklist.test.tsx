import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { schemaChecked } from '../../../lib/testing/schema';
import { useShellUi } from '../../../shell/ShellUiContext';
import { MeQuery } from '../../accounts/graphql/session';
import { renderScreen, testToken, testUser } from '../../accounts/testing/harness';
import { SetupChecklistQuery } from '../graphql/setup';
import { SetupChecklist } from './SetupChecklist';

const APP = 'app-1';
const BASE = `/apps/ecommerce-b2c/${APP}`;

interface Store {
  page?: boolean;
  products?: number;
  shipping?: boolean[];
  payment?: boolean;
  described?: boolean;
  launched?: boolean;
  role?: string;
}

function checklistMock(store: Store): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: SetupChecklistQuery, variables: { appUuid: APP } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP,
          launchedAt: store.launched ? '2026-11-20T04:00:00.000Z' : null,
          hasDefaultPaymentMethod: store.payment ?? false,
          myRole: store.role ?? 'owner',
          businessDescription: store.described ? 'Kakanin from Pampanga' : '',
          categoryTree: [{ __typename: 'CategoryTreeNode', selected: store.described ?? false }],
          activePage: store.page ? { __typename: 'Page', uuid: 'page-1', name: 'Nena' } : null,
        },
        products: {
          __typename: 'ProductConnection',
          edges: Array.from({ length: store.products ?? 0 }, (_, i) => ({
            __typename: 'ProductEdge',
            node: { __typename: 'Product', uuid: `p${i}` },
          })),
        },
        shippingMethods: {
          __typename: 'ShippingMethodConnection',
          edges: (store.shipping ?? []).map((enabled, i) => ({
            __typename: 'ShippingMethodEdge',
            node: { __typename: 'ShippingMethod', uuid: `s${i}`, enabled },
          })),
        },
      },
    },
  });
}

function LaunchProbe() {
  return <output aria-label="Launch dialog">{useShellUi().launchOpen ? 'open' : 'closed'}</output>;
}

function open(store: Store, user = testUser()) {
  sessionStore.set({ token: testToken(), loginType: 'client' });
  return renderScreen(
    <>
      <SetupChecklist appUuid={APP} bundleKey="ecommerce-b2c" />
      <LaunchProbe />
    </>,
    {
      mocks: [{ request: { query: MeQuery }, result: { data: { me: user } } }, checklistMock(store)],
      path: '*',
      at: BASE,
    },
  );
}

afterEach(() => localStorage.clear());

describe('SetupChecklist', () => {
  it("shows a new store's owner everything left to do, each with the button that does it", async () => {
    open({ shipping: [false] }, testUser({ birthdate: null }));
    const list = await screen.findByRole('region', { name: 'Get your store ready' });
    expect(list).toHaveTextContent('0 of 7 done');
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Connect page', `${BASE}/settings/page-subscription`],
      ['Add a product', `${BASE}/products/ecommerce-b2c-product-inventory/create`],
      ['Set up delivery', `${BASE}/store-setup/shipping-methods`],
      ['Add payment method', `${BASE}/payment-preferences`],
      ['Describe business', `${BASE}/settings/mini-app-settings`],
      ['Complete profile', '/profile/update'],
    ]);
    // Launching needs the page first.
    expect(within(list).getByRole('button', { name: 'Launch' })).toBeDisabled();
  });

  it('counts what is done, and Launch opens the launch dialog once the page is connected', async () => {
    const user = userEvent.setup();
    open({ page: true, products: 1, shipping: [false, true], payment: true, described: true });
    const list = await screen.findByRole('region', { name: 'Get your store ready' });
    expect(list).toHaveTextContent('6 of 7 done');
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    expect(within(list).getAllByTitle('Done')).toHaveLength(6);
    await user.click(within(list).getByRole('button', { name: 'Launch' }));
    expect(screen.getByLabelText('Launch dialog')).toHaveTextContent('open');
  });
});

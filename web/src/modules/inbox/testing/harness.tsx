import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createCache } from '../../../app/apollo';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import { CurrentAppProvider } from '../../../shell/CurrentApp';
import { FetchAppByUuidQuery } from '../../apps/graphql/apps';
import { ensureInboxPolicies } from '../cache';
import { ConversationPanel } from '../views/ConversationPanel';
import InboxManagerView from '../views/InboxManagerView';
import { APP_GLOBAL_ID, APP_UUID, INBOX_PATH } from './fixtures';

// The CI machine is slow (2 cores, many test files at once): give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

/** The app the shell is inside of (its global id names the live channels). */
export function appMock(): MockLink.MockedResponse {
  return {
    request: { query: FetchAppByUuidQuery, variables: { appUuid: APP_UUID } },
    result: {
      data: {
        fetchAppByUuid: {
          __typename: 'App',
          uuid: APP_UUID,
          baseGlobalId: APP_GLOBAL_ID,
          name: 'Sari-Sari ni Nena',
          bundleKey: 'ecommerce-b2c-bundle',
          status: 'Active',
          maintenance: false,
          deactivated: false,
          storeStatus: 'active_store',
          storeStatusLabel: 'Active',
          maintenanceMessage: '',
          hasDefaultPaymentMethod: false,
          plan: 'starter',
          planPaymentType: null,
          launchedAt: '2026-01-01T00:00:00.000Z',
          activeFbPageId: 'fb-1',
          inboxManagerAllowed: true,
          sentimentAnalysisEnabled: true,
          myRole: 'owner',
          activePage: { __typename: 'Page', uuid: 'page-1', fbPageId: 'fb-1', name: 'Nena' },
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function inboxCache() {
  const cache = createCache();
  ensureInboxPolicies(cache);
  return cache;
}

/** The inbox screen at /apps/ecommerce-b2c/app-1/inbox{query}, inside the current app as the shell has it. */
export function renderInbox(mocks: MockLink.MockedResponse[], query = '') {
  return render(
    <MockedProvider mocks={[appMock(), ...mocks]} cache={inboxCache()}>
      <AlertProvider>
        <MemoryRouter initialEntries={[`${INBOX_PATH}${query}`]}>
          <CurrentAppProvider enabled>
            <Routes>
              <Route path="/apps/:key/:appUUID/inbox" element={<InboxManagerView />} />
              <Route path="*" element={null} />
            </Routes>
          </CurrentAppProvider>
          <LocationProbe />
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

/** One conversation on its own. */
export function renderConversation(mocks: MockLink.MockedResponse[], recipientUuid = 'r-ana') {
  return render(
    <MockedProvider mocks={mocks} cache={inboxCache()}>
      <AlertProvider>
        <MemoryRouter initialEntries={[INBOX_PATH]}>
          <div style={{ height: 600, display: 'flex', flexDirection: 'column' }}>
            <ConversationPanel appUuid={APP_UUID} recipientUuid={recipientUuid} filter="all" />
          </div>
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

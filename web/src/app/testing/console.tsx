import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UnverifiedUserBusinessEmailQuery } from '../../modules/accounts/graphql/account';
import { MailOutboxQuery } from '../../modules/accounts/graphql/mailbox';
import { DestroyAuthTokenMutation, MeQuery, ServerInfoQuery } from '../../modules/accounts/graphql/session';
import { AppCreatedSubscription, AppsQuery, FetchAppByUuidQuery } from '../../modules/apps/graphql/apps';
import { BillingWidgetQuery } from '../../modules/billing/graphql/billingWidget';
import { countsMock, forbiddenMocks, jobsMock } from '../../modules/jobs/testing/fixtures';
import { AlertProvider } from '../../shell/alert/AlertContext';
import { WhiteLabelContentQuery } from '../../shell/whitelabel/whiteLabel.graphql';
import { createCache } from '../apollo';
import { consoleRoutes } from '../router';
import { type TestUser, testUser, validToken } from './session';
// The signed-in shell's lazily loaded parts, loaded before the tests: a test that ends while one of
// them is still loading (the setup prompts of an app it merely opened, say) would leave the import
// running past its file, and past the worker's last file the window is gone (isolate: false) and the
// import fails there. Loaded here, each lazy() resolves from the module cache.
import '../../shell/SignedInShell';
import '../../shell/NavDrawer';
import '../../shell/UserDrawer';
import '../../shell/NotificationsDrawerSlot';
import '../../shell/ChatSupport';
import '../../shell/SupportPopover';
import '../../shell/SupportDialog';
import '../../shell/idle/IdleDialog';
import '../../shell/account/AccountDialogs';
import '../../shell/account/CompleteProfileDialog';
import '../../shell/app-setup/AppSetupPromptsContent';
import '../../modules/billing/components/PaymentAlert';
import '../../modules/billing/components/BillingNotice';
import '../../modules/billing/components/BillingWidget';
import '../../modules/kyc/components/PaymentGatewayReminderDialog';
import '../../modules/launch/components/LaunchDialog/LaunchDialogContainer';
import '../../modules/notifications/components/PaymentReminderCard/PaymentReminderCard';

/*
 * The whole console (routes, session, shell) over mocked GraphQL answers, for tests of what a
 * signed-in or signed-out user sees. One app, 'app-1' (Raffle Night, survey-and-raffle bundle).
 */

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export interface ConsoleOptions {
  /** The server takes the user for an operator (Background Jobs); FORBIDDEN otherwise. */
  operator?: boolean;
}

/** The console's answers; `signedOut` collects the tokens sent to destroyAuthToken. */
export function consoleMocks(
  user: TestUser = testUser(),
  { operator = false }: ConsoleOptions = {},
): {
  mocks: MockLink.MockedResponse[];
  signedOut: string[];
  /** How many times a non-operator's console asked for the job counts. */
  jobCountsAsked: () => number;
} {
  const signedOut: string[] = [];
  let jobCounts = 0;
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: DestroyAuthTokenMutation, variables: { input: { token: validToken } } },
      result: () => {
        signedOut.push(validToken);
        return {
          data: {
            destroyAuthToken: {
              __typename: 'DestroyAuthTokenPayload',
              generatedTokenLog: { __typename: 'GeneratedTokenLog', uuid: 'log-1' },
            },
          },
        };
      },
      ...forever,
    },
    {
      request: { query: ServerInfoQuery },
      result: {
        data: {
          serverInfo: {
            __typename: 'ServerInfo',
            demoMode: false,
            demoEmail: null,
            demoPassword: null,
            version: '1',
          },
        },
      },
      ...forever,
    },
    { request: { query: MeQuery }, result: { data: { me: user } }, ...forever },
    {
      request: { query: AppsQuery, variables: { first: 50 } },
      result: {
        data: {
          apps: {
            __typename: 'AppConnection',
            edges: [],
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        },
      },
      ...forever,
    },
    {
      request: { query: FetchAppByUuidQuery, variables: { appUuid: 'app-1' } },
      result: {
        data: {
          fetchAppByUuid: {
            __typename: 'App',
            uuid: 'app-1',
            baseGlobalId: 'g1',
            name: 'Raffle Night',
            bundleKey: 'survey-and-raffle-bundle',
            status: 'Active',
            maintenance: false,
            deactivated: false,
            storeStatus: 'active_store',
            storeStatusLabel: 'Active',
            maintenanceMessage: '',
            hasDefaultPaymentMethod: false,
            plan: 'free',
            planPaymentType: null,
            launchedAt: null,
            activeFbPageId: null,
            inboxManagerAllowed: true,
            sentimentAnalysisEnabled: true,
            myRole: 'owner',
            activePage: null,
          },
        },
      },
      ...forever,
    },
    {
      // The side menu's billing widget: a store without bills yet.
      request: { query: BillingWidgetQuery, variables: { appUuid: 'app-1' } },
      result: {
        data: {
          fetchAppByUuid: {
            __typename: 'App',
            uuid: 'app-1',
            billingPaymentStatus: {
              __typename: 'AppBillingPaymentStatus',
              withBillings: false,
              billingsPaymentSettled: false,
              billingPaymentSubmitted: false,
              withOutstandingBalance: false,
              totalBalance: 0,
              label: 'For Billing',
            },
          },
          appLatestBilling: null,
        },
      },
      ...forever,
    },
    { request: { query: AppCreatedSubscription }, result: { data: null }, delay: 100_000, ...forever },
    {
      request: { query: WhiteLabelContentQuery, variables: { origin: window.location.origin } },
      result: { data: { whiteLabelContent: null } },
      ...forever,
    },
    {
      request: { query: UnverifiedUserBusinessEmailQuery, variables: { userUuid: user.uuid } },
      result: { data: { unverifiedUserBusinessEmail: null } },
      ...forever,
    },
    {
      request: { query: MailOutboxQuery, variables: { first: 50 } },
      result: {
        data: {
          mailOutbox: [
            {
              __typename: 'OutboxMail',
              uuid: 'm1',
              to: 'nena@sari.ph',
              subject: 'Confirm your email',
              text: `Open ${window.location.origin}/email-confirmation/tok-1 to confirm.`,
              createdAt: '2026-01-05T02:00:00Z',
            },
          ],
        },
      },
      ...forever,
    },
    ...(operator
      ? [
          countsMock({ pending: 0, running: 0, done: 4, failed: 0 }, { reusable: true }),
          jobsMock('failed', [], { reusable: true }),
        ]
      : forbiddenMocks('failed', () => {
          jobCounts += 1;
        })),
  ];
  return { mocks, signedOut, jobCountsAsked: () => jobCounts };
}

/** findBy options for a first render: lazy screens load their chunks first, slowly on a busy machine. */
export const COLD_START = { timeout: 5_000 };

/**
 * Renders the console at `path` over the console's own cache (an App is one object by uuid, as in the
 * browser); returns its router and the tokens signed out on the server.
 */
export function renderConsole(path: string, user?: TestUser, options?: ConsoleOptions) {
  const { mocks, signedOut, jobCountsAsked } = consoleMocks(user, options);
  const router = createMemoryRouter(consoleRoutes(), { initialEntries: [path] });
  const { unmount } = render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AlertProvider>
        <RouterProvider router={router} />
      </AlertProvider>
    </MockedProvider>,
  );
  return { router, signedOut, unmount, jobCountsAsked };
}

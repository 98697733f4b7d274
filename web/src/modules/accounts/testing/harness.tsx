import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createCache } from '../../../app/apollo';
import { type ScreenInfo, ScreenInfoContext } from '../../../app/screens/ScreenInfo';
import { SessionProvider } from '../../../app/session/SessionContext';
import type { UserFieldsFragment } from '../../../generated/graphql';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';
import { ShellUiProvider } from '../../../shell/ShellUiContext';

// Screens load lazily and type through several fields: give a busy CI machine room.
configure({ asyncUtilTimeout: 5000 });

/** A JWT-shaped token the console's validity check accepts (the server's signature is not read). */
export function testToken(validForSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: now + validForSeconds, iat: now, jti: 'j1', sub: 'u1' })}.sig`;
}

/** A complete user, as the UserFields fragment returns it. */
export function testUser(
  overrides: Partial<UserFieldsFragment> = {},
): UserFieldsFragment & { __typename: 'User' } {
  return {
    __typename: 'User',
    uuid: 'u1',
    firstName: 'Nena',
    lastName: 'Santos',
    fullName: 'Nena Santos',
    email: 'nena@sari.ph',
    role: 'client',
    imageUrl: null,
    affiliateCode: null,
    contactDialCode: '+63',
    contactNumber: '9171234567',
    birthdate: '1990-05-01',
    authorizedNetworkDashboard: false,
    businessEmailAddress: 'biz@sari.ph',
    firstAppUuid: null,
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <output aria-label="Location">{`${location.pathname}${location.search}`}</output>;
}

export interface HarnessOptions {
  mocks: MockLink.MockedResponse[];
  /** The route pattern the screen is mounted at, e.g. '/reset-password/:resetPasswordToken'. */
  path: string;
  /** The URL the test opens. */
  at: string;
  screen?: ScreenInfo;
  /** Render in React's strict mode (effects run twice on mount, as in development). */
  strict?: boolean;
}

/**
 * Renders an accounts screen as the console does: Apollo (the console's cache), alerts, router,
 * shell state and the session, with the current location shown in an <output> for assertions.
 */
export function renderScreen(ui: ReactNode, { mocks, path, at, screen, strict = false }: HarnessOptions) {
  const info = screen ?? { name: 'test', title: 'Test', pattern: path };
  return render(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <AlertProvider>
        <MemoryRouter initialEntries={[at]}>
          <ShellUiProvider>
            <SessionProvider>
              <Routes>
                <Route
                  path={path}
                  element={<ScreenInfoContext.Provider value={info}>{ui}</ScreenInfoContext.Provider>}
                />
                <Route path="*" element={<p>Elsewhere</p>} />
              </Routes>
              <WhereAmI />
              <AlertBanner />
            </SessionProvider>
          </ShellUiProvider>
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
    { reactStrictMode: strict },
  );
}

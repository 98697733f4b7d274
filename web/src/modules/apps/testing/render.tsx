import type { InMemoryCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AlertBanner } from '../../../shell/alert/AlertBanner';
import { AlertProvider } from '../../../shell/alert/AlertContext';

export const APP_UUID = 'app-1';
export const APP_BASE = `/apps/ecommerce-b2c/${APP_UUID}`;

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const { pathname } = useLocation();
  return <output aria-label="Current path">{pathname}</output>;
}

/**
 * Renders a screen at `path` (matched by `pattern`) with Apollo mocks, the alert banner and the router;
 * `cache` (the console's createCache()) where queries share normalised objects such as App.
 */
export function renderScreen(
  element: ReactElement,
  {
    mocks,
    path,
    pattern,
    cache,
  }: {
    mocks: MockLink.MockedResponse[];
    /** Where the router starts: a path, or a location with its state (as a link with state leaves it). */
    path: string | { pathname: string; search?: string; state?: unknown };
    pattern: string;
    cache?: InMemoryCache;
  },
) {
  return render(
    <MockedProvider mocks={mocks} {...(cache ? { cache } : {})}>
      <AlertProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

/** Renders a component (no route params) with Apollo mocks and the alert banner. */
export function renderWithApollo(element: ReactElement, mocks: MockLink.MockedResponse[] = []) {
  return render(
    <MockedProvider mocks={mocks}>
      <AlertProvider>
        <MemoryRouter>
          {element}
          <AlertBanner />
        </MemoryRouter>
      </AlertProvider>
    </MockedProvider>,
  );
}

import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { StorefrontApp } from '../StorefrontApp';

/** The storefront at `path` (/store/{appUuid}/…) over mocked GraphQL answers. */
export function renderStoreAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/store/:appUuid/*" element={<StorefrontApp />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

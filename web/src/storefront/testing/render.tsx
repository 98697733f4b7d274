import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { GraphQLProvider } from '../../lib/graphqlFetch/react';
import { mockClient } from '../../lib/graphqlFetch/testing';
import { MemoryRouter } from '../router';
import { StorefrontRoutes } from '../routes';

/** The storefront at `path` (/store/{appUuid}/…) over mocked GraphQL answers. */
export function renderStoreAt(path: string, mocks: MockLink.MockedResponse[]) {
  return render(
    <GraphQLProvider client={mockClient(mocks)}>
      <MemoryRouter initialEntries={[path]}>
        <StorefrontRoutes />
      </MemoryRouter>
    </GraphQLProvider>,
  );
}

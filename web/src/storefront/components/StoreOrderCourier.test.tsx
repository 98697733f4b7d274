import type { MockLink } from '@apollo/client/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GraphQLProvider } from '../../lib/graphqlFetch/react';
import { mockClient } from '../../lib/graphqlFetch/testing';
import { schemaChecked } from '../../lib/testing/schema';
import { StoreOrderCourierQuery } from '../graphql/courier';
import { StoreOrderCourier } from './StoreOrderCourier';

const variables = { appUuid: 'app-1', transactionNumber: '261126-ABC123', mobile: '+639171234567' };

const answer = (storeOrderCourier: Record<string, unknown> | null) =>
  schemaChecked({
    request: { query: StoreOrderCourierQuery, variables },
    result: {
      data: {
        storeOrderCourier: storeOrderCourier && { __typename: 'StoreOrderCourier', ...storeOrderCourier },
      },
    },
  });

const show = (mocks: MockLink.MockedResponse[]) =>
  render(
    <GraphQLProvider client={mockClient(mocks)}>
      <StoreOrderCourier {...variables} />
    </GraphQLProvider>,
  );

describe("StoreOrderCourier (the customer's order page)", () => {
  it('names the rider and links to the tracking page while the order is on its way', async () => {
    show([
      answer({
        status: 'in_transit',
        driverName: 'Pedro Santos',
        driverPlate: 'NAB 1234',
        trackingUrl: 'https://share.lalamove.com/O-1',
      }),
    ]);
    expect(await screen.findByText('Your order is on its way to you')).toBeInTheDocument();
    expect(screen.getByText('Rider: Pedro Santos · NAB 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track your delivery' })).toHaveAttribute(
      'href',
      'https://share.lalamove.com/O-1',
    );
  });

  it('shows nothing before the store books a courier', async () => {
    const { container } = show([answer(null)]);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});

import type { MockLink } from '@apollo/client/testing';
import type { DeliveryAreaFieldsFragment } from '../../../generated/graphql';
import { CAVITE, LAGUNA, NCR } from '../../../lib/psgc/fixtures';
import { APP_UUID } from '../../apps/testing/render';
import { DeliveryAreasQuery } from '../graphql/deliveryAreas';

export { BACOOR, CALABARZON, CAVITE, IMUS, LAGUNA, NCR, psgcMocks } from '../../../lib/psgc/fixtures';

export type AreaNode = DeliveryAreaFieldsFragment & { __typename: 'DeliveryArea' };

export const METRO: AreaNode = {
  __typename: 'DeliveryArea',
  uuid: 'area-1',
  name: 'Metro Manila',
  coverage: [NCR],
  cityCount: 17,
  deliveryFee: 8000,
  leadTimeMinDays: 1,
  leadTimeMaxDays: 2,
  enabled: true,
};
export const SOUTH: AreaNode = {
  __typename: 'DeliveryArea',
  uuid: 'area-2',
  name: 'South Luzon',
  coverage: [CAVITE, LAGUNA],
  cityCount: 53,
  deliveryFee: 15000,
  leadTimeMinDays: 2,
  leadTimeMaxDays: 4,
  enabled: false,
};

export function areasMock(
  areas: AreaNode[],
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return {
    request: { query: DeliveryAreasQuery, variables: { appUuid: APP_UUID, first: 20 } },
    result: {
      data: {
        deliveryAreas: {
          __typename: 'DeliveryAreaConnection',
          edges: areas.map((node) => ({ __typename: 'DeliveryAreaEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        },
      },
    },
    ...extra,
  };
}

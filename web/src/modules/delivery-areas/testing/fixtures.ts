import type { MockLink } from '@apollo/client/testing';
import type { DeliveryAreaFieldsFragment, PsgcPlaceFieldsFragment } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import {
  DeliveryAreasQuery,
  PsgcCitiesQuery,
  PsgcProvincesQuery,
  PsgcRegionsQuery,
} from '../graphql/deliveryAreas';

const place = (code: string, name: string, level: PsgcPlaceFieldsFragment['level'], cityCount: number) => ({
  __typename: 'PsgcPlace' as const,
  code,
  name,
  level,
  cityCount,
});

export const NCR = place('1300000000', 'National Capital Region (NCR)', 'REGION', 17);
export const CALABARZON = place('0400000000', 'Region IV-A (CALABARZON)', 'REGION', 142);
export const CAVITE = place('0402100000', 'Cavite', 'PROVINCE', 23);
export const LAGUNA = place('0403400000', 'Laguna', 'PROVINCE', 30);
export const IMUS = place('0402109000', 'City of Imus', 'CITY', 1);
export const BACOOR = place('0402103000', 'City of Bacoor', 'CITY', 1);

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

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const psgcMocks: MockLink.MockedResponse[] = [
  { request: { query: PsgcRegionsQuery }, result: { data: { psgcRegions: [CALABARZON, NCR] } }, ...forever },
  {
    request: { query: PsgcProvincesQuery, variables: { regionCode: CALABARZON.code } },
    result: { data: { psgcProvinces: [CAVITE, LAGUNA] } },
    ...forever,
  },
  {
    request: { query: PsgcProvincesQuery, variables: { regionCode: NCR.code } },
    result: { data: { psgcProvinces: [] } },
    ...forever,
  },
  {
    request: { query: PsgcCitiesQuery, variables: { provinceCode: CAVITE.code } },
    result: { data: { psgcCities: [BACOOR, IMUS] } },
    ...forever,
  },
];

import type { MockLink } from '@apollo/client/testing';
import type { PsgcPlaceFieldsFragment } from '../../generated/graphql';
import { PsgcCitiesQuery, PsgcProvincesQuery, PsgcRegionsQuery } from './psgc';

/** Test places and the PSGC answers for them (tests of the delivery areas and the storefront). */
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

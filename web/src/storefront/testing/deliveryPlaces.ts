import type { MockLink } from '@apollo/client/testing';
import { BACOOR, CALABARZON, CAVITE, IMUS, LAGUNA, NCR } from '../../lib/psgc/fixtures';
import { schemaChecked } from '../../lib/testing/schema';
import { StoreDeliveryPlacesQuery } from '../graphql/storefront';
import { STORE_UUID } from './fixtures';

const option = (p: { code: string; name: string }, singleCityCode: string | null = null) => ({
  __typename: 'PsgcPlace' as const,
  code: p.code,
  name: p.name,
  singleCityCode,
});

export const MAKATI = { code: '1380300000', name: 'City of Makati' };
export const MANILA = { code: '1380600000', name: 'City of Manila' };

const places = (parentCode: string | null, list: ReturnType<typeof option>[]): MockLink.MockedResponse =>
  schemaChecked({
    request: { query: StoreDeliveryPlacesQuery, variables: { appUuid: STORE_UUID, parentCode } },
    result: { data: { storeDeliveryPlaces: list } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

/** The test store delivers to Cavite and Laguna in CALABARZON, and to two of Metro Manila's cities. */
export const deliveryPlaceMocks: MockLink.MockedResponse[] = [
  places(null, [option(CALABARZON), option(NCR)]),
  places(CALABARZON.code, [option(CAVITE), option(LAGUNA)]),
  places(CAVITE.code, [option(BACOOR), option(IMUS)]),
  places(NCR.code, [option(MAKATI, MAKATI.code), option(MANILA, MANILA.code)]),
  places(MAKATI.code, [option(MAKATI)]),
];

import { graphql } from '../../generated';
import type { PsgcPlaceFieldsFragment as PsgcPlaceFields } from '../../generated/graphql';

/**
 * The Philippine Standard Geographic Code places (regions, provinces, cities) that the console's
 * delivery areas and the storefront's address fields both browse.
 */
export const PsgcPlaceFieldsFragment = graphql(`
  fragment PsgcPlaceFields on PsgcPlace {
    code
    name
    level
    cityCount
  }
`);

/** A PSGC place as the pickers and chips know it. */
export type Place = Pick<PsgcPlaceFields, 'code' | 'name' | 'level' | 'cityCount'>;

export const PsgcRegionsQuery = graphql(`
  query PsgcRegions {
    psgcRegions {
      ...PsgcPlaceFields
    }
  }
`);

export const PsgcProvincesQuery = graphql(`
  query PsgcProvinces($regionCode: String!) {
    psgcProvinces(regionCode: $regionCode) {
      ...PsgcPlaceFields
    }
  }
`);

export const PsgcCitiesQuery = graphql(`
  query PsgcCities($provinceCode: String!) {
    psgcCities(provinceCode: $provinceCode) {
      ...PsgcPlaceFields
    }
  }
`);

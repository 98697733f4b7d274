import { useQuery } from '@apollo/client/react';
import { type Place, PsgcCitiesQuery, PsgcProvincesQuery, PsgcRegionsQuery } from './psgc';
import { usePlaceCascade } from './usePlaceCascade';

/** What the cascading PSGC picker browses: a region's provinces, then a province's cities. */
export interface PsgcBrowser {
  regions: readonly Place[];
  provinces: readonly Place[];
  cities: readonly Place[];
  regionCode: string;
  provinceCode: string;
  setRegionCode: (code: string) => void;
  setProvinceCode: (code: string) => void;
  loading: boolean;
  error: unknown;
}

export function usePsgcBrowser(): PsgcBrowser {
  const cascade = usePlaceCascade();
  const { regionCode, provinceCode } = cascade;
  const regions = useQuery(PsgcRegionsQuery);
  const provinces = useQuery(PsgcProvincesQuery, { variables: { regionCode }, skip: regionCode === '' });
  const cities = useQuery(PsgcCitiesQuery, { variables: { provinceCode }, skip: provinceCode === '' });
  return {
    regions: regions.data?.psgcRegions ?? [],
    provinces: regionCode === '' ? [] : (provinces.data?.psgcProvinces ?? []),
    cities: provinceCode === '' ? [] : (cities.data?.psgcCities ?? []),
    ...cascade,
    loading: regions.loading || provinces.loading || cities.loading,
    error: regions.error ?? provinces.error ?? cities.error,
  };
}

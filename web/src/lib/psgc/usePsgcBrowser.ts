import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { type Place, PsgcCitiesQuery, PsgcProvincesQuery, PsgcRegionsQuery } from './psgc';

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
  const [regionCode, setRegion] = useState('');
  const [provinceCode, setProvinceCode] = useState('');
  const regions = useQuery(PsgcRegionsQuery);
  const provinces = useQuery(PsgcProvincesQuery, { variables: { regionCode }, skip: regionCode === '' });
  const cities = useQuery(PsgcCitiesQuery, { variables: { provinceCode }, skip: provinceCode === '' });
  return {
    regions: regions.data?.psgcRegions ?? [],
    provinces: regionCode === '' ? [] : (provinces.data?.psgcProvinces ?? []),
    cities: provinceCode === '' ? [] : (cities.data?.psgcCities ?? []),
    regionCode,
    provinceCode,
    setRegionCode: (code) => {
      setRegion(code);
      setProvinceCode('');
    },
    setProvinceCode,
    loading: regions.loading || provinces.loading || cities.loading,
    error: regions.error ?? provinces.error ?? cities.error,
  };
}

import { useQuery } from '../../lib/graphqlFetch/react';
import { usePlaceCascade } from '../../lib/psgc/usePlaceCascade';
import type { PlaceOption } from '../components/AddressFields';
import { StoreDeliveryPlacesQuery } from '../graphql/storefront';

/** What the address fields offer: the regions, provinces and cities the store delivers to. */
export interface DeliveryPlaces {
  regions: readonly PlaceOption[];
  provinces: readonly PlaceOption[];
  cities: readonly PlaceOption[];
  regionCode: string;
  provinceCode: string;
  setRegionCode: (code: string) => void;
  setProvinceCode: (code: string) => void;
}

/**
 * The store's delivery coverage as cascading choices: a store that delivers to Metro Manila only
 * offers Metro Manila, not all eighteen regions (issue 15).
 */
export function useDeliveryPlaces(appUuid: string): DeliveryPlaces {
  const cascade = usePlaceCascade();
  const { regionCode, provinceCode } = cascade;
  const regions = useQuery(StoreDeliveryPlacesQuery, { variables: { appUuid, parentCode: null } });
  const provinces = useQuery(StoreDeliveryPlacesQuery, {
    variables: { appUuid, parentCode: regionCode },
    skip: regionCode === '',
  });
  const cities = useQuery(StoreDeliveryPlacesQuery, {
    variables: { appUuid, parentCode: provinceCode },
    skip: provinceCode === '',
  });
  return {
    regions: regions.data?.storeDeliveryPlaces ?? [],
    provinces: regionCode === '' ? [] : (provinces.data?.storeDeliveryPlaces ?? []),
    cities: provinceCode === '' ? [] : (cities.data?.storeDeliveryPlaces ?? []),
    ...cascade,
  };
}

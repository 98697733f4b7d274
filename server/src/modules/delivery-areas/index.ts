/** Delivery areas of a store (PSGC regions, provinces, cities with a fee and lead time) and the PSGC itself. */
export { DeliveryAreaType, PsgcPlaceType } from './delivery-areas.graphql.ts';
export { deliveryAreaForAddress, deliveryPlaces, insertDeliveryArea } from './delivery-areas.service.ts';
export type { DeliveryAreaRow } from './delivery-areas.tables.ts';
export { type PsgcPlace, psgcPlace } from './psgc/psgc.ts';

import { graphql } from '../../../generated';

/** Delivery areas (document 2 §2.3 store-setup delivery-areas); the PSGC they are built from is in lib/psgc. */
export const DeliveryAreaFieldsFragment = graphql(`
  fragment DeliveryAreaFields on DeliveryArea {
    uuid
    name
    coverage {
      ...PsgcPlaceFields
    }
    cityCount
    deliveryFee
    leadTimeMinDays
    leadTimeMaxDays
    enabled
  }
`);

export const DeliveryAreasQuery = graphql(`
  query DeliveryAreas($appUuid: ID!, $first: Int, $after: String) {
    deliveryAreas(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        node {
          ...DeliveryAreaFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const DeliveryAreaQuery = graphql(`
  query DeliveryArea($uuid: ID!) {
    deliveryArea(uuid: $uuid) {
      ...DeliveryAreaFields
    }
  }
`);

export const DeliveryAreaCreateMutation = graphql(`
  mutation DeliveryAreaCreate($input: DeliveryAreaCreateInput!) {
    deliveryAreaCreate(input: $input) {
      ...DeliveryAreaFields
    }
  }
`);

export const DeliveryAreaUpdateMutation = graphql(`
  mutation DeliveryAreaUpdate($input: DeliveryAreaUpdateInput!) {
    deliveryAreaUpdate(input: $input) {
      ...DeliveryAreaFields
    }
  }
`);

export const DeliveryAreaDeleteMutation = graphql(`
  mutation DeliveryAreaDelete($input: DeliveryAreaDeleteInput!) {
    deliveryAreaDelete(input: $input) {
      uuid
    }
  }
`);

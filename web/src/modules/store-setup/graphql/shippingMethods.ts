import { graphql } from '../../../generated';

/** Shipping Manager: pickup, flat rate, per-area rate and on-demand couriers. */
export const ShippingMethodFieldsFragment = graphql(`
  fragment ShippingMethodFields on ShippingMethod {
    uuid
    appUuid
    name
    kind
    fee
    pickupAddress
    latitude
    longitude
    enabled
    instructions
  }
`);

export const ShippingMethodsQuery = graphql(`
  query ShippingMethods($appUuid: ID!, $first: Int, $after: String) {
    shippingMethods(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        node {
          ...ShippingMethodFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ShippingMethodQuery = graphql(`
  query ShippingMethod($uuid: ID!) {
    shippingMethod(uuid: $uuid) {
      ...ShippingMethodFields
    }
  }
`);

export const ShippingMethodCreateMutation = graphql(`
  mutation ShippingMethodCreate($input: ShippingMethodCreateInput!) {
    shippingMethodCreate(input: $input) {
      ...ShippingMethodFields
    }
  }
`);

export const ShippingMethodUpdateMutation = graphql(`
  mutation ShippingMethodUpdate($input: ShippingMethodUpdateInput!) {
    shippingMethodUpdate(input: $input) {
      ...ShippingMethodFields
    }
  }
`);

export const ShippingMethodDeleteMutation = graphql(`
  mutation ShippingMethodDelete($input: ShippingMethodDeleteInput!) {
    shippingMethodDelete(input: $input) {
      uuid
    }
  }
`);

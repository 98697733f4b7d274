import { graphql } from '../../../generated';

/** Add-ons (server: modules/catalog/catalog.addons.graphql.ts). */
export const AddOnFieldsFragment = graphql(`
  fragment AddOnFields on AddOn {
    uuid
    name
    description
    price
    available
    maxQuantity
  }
`);

export const AddOnsQuery = graphql(`
  query AddOns($appUuid: ID!, $first: Int, $after: String, $search: String) {
    addOns(appUuid: $appUuid, first: $first, after: $after, search: $search) {
      edges {
        cursor
        node {
          ...AddOnFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AddOnQuery = graphql(`
  query AddOn($uuid: ID!) {
    addOn(uuid: $uuid) {
      ...AddOnFields
    }
  }
`);

export const AddOnCreateMutation = graphql(`
  mutation AddOnCreate($input: AddOnCreateInput!) {
    addOnCreate(input: $input) {
      ...AddOnFields
    }
  }
`);

export const AddOnUpdateMutation = graphql(`
  mutation AddOnUpdate($input: AddOnUpdateInput!) {
    addOnUpdate(input: $input) {
      ...AddOnFields
    }
  }
`);

export const AddOnDeleteMutation = graphql(`
  mutation AddOnDelete($input: AddOnDeleteInput!) {
    addOnDelete(input: $input) {
      uuid
    }
  }
`);

import { graphql } from '../../../generated';

/** Customers (server: modules/customers/customers.graphql.ts). */
export const CustomerListFieldsFragment = graphql(`
  fragment CustomerListFields on Customer {
    uuid
    name
    mobileNumber
    profilePic
    pageRecipientUuid
    ordersCount
    totalSpent
    createdAt
    lastActiveAt
    tags
    lastOrder {
      uuid
      transactionNumber
      createdAt
      status
    }
    lastMessage {
      text
      fromCustomer
      photos
      createdAt
    }
  }
`);

export const CustomersQuery = graphql(`
  query Customers($appUuid: ID!, $search: String, $first: Int, $after: String) {
    customers(appUuid: $appUuid, search: $search, first: $first, after: $after) {
      totalCount
      totalCountCapped
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          ...CustomerListFields
        }
      }
    }
  }
`);

export const CustomerQuery = graphql(`
  query Customer($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {
    customer(appUuid: $appUuid, uuid: $uuid) {
      ...CustomerListFields
      orders(first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            ...OrderListFields
          }
        }
      }
    }
  }
`);

export const CustomerTagsQuery = graphql(`
  query CustomerTags($appUuid: ID!) {
    customerTags(appUuid: $appUuid) {
      tag
      count
    }
  }
`);

export const CustomerTagsSetMutation = graphql(`
  mutation CustomerTagsSet($appUuid: ID!, $uuid: ID!, $tags: [String!]!) {
    customerTagsSet(appUuid: $appUuid, uuid: $uuid, tags: $tags) {
      uuid
      tags
    }
  }
`);

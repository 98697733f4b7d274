import { graphql } from '../../../generated';

/** The reseller dashboard (server: modules/network): the network's merchants by status. */
export const ResellerMerchantCountsQuery = graphql(`
  query ResellerMerchantCounts($resellerUuid: ID!) {
    resellerMerchantCounts(resellerUuid: $resellerUuid) {
      status
      count
    }
  }
`);

export const ResellerMerchantsQuery = graphql(`
  query ResellerMerchants($resellerUuid: ID!, $status: ResellerMerchantStatus!, $first: Int, $after: String) {
    resellerMerchants(resellerUuid: $resellerUuid, status: $status, first: $first, after: $after) {
      edges {
        node {
          uuid
          name
          email
          status
          since
          storeName
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

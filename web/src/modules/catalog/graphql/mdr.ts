import { graphql } from '../../../generated';

/** The payment fee (MDR) flow (server: modules/catalog/catalog.mdr.graphql.ts, catalog.prices.ts). */
export const AppMdrQuery = graphql(`
  query AppMdr($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      bundleKey
      myRole
      mdrApplied
      mainStore
    }
  }
`);

export const MdrPriceRowsQuery = graphql(`
  query MdrPriceRows($appUuid: ID!, $first: Int, $after: String) {
    fetchAvailableProducts(appUuid: $appUuid, first: $first, after: $after) {
      uuid
      rowType
      name
      productName
      price
      mdrAppliedPrice
      cursor
    }
  }
`);

export const UpdateAppMdrAppliedMutation = graphql(`
  mutation UpdateAppMdrApplied($appUuid: ID!) {
    updateAppMdrApplied(appUuid: $appUuid) {
      uuid
      mdrApplied
      mainStore
    }
  }
`);

export const ApplyAppMdrPricesMutation = graphql(`
  mutation ApplyAppMdrPrices($input: ApplyAppMdrPricesInput!) {
    applyAppMdrPrices(input: $input) {
      uuid
      mdrApplied
      mainStore
    }
  }
`);

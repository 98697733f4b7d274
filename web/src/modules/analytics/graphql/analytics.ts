import { graphql } from '../../../generated';

/**
 * The analytics pages' figures (server: modules/analytics). One request per page: the range's
 * figures and, aliased, today's, each part asked for only when a widget of the page shows it.
 */
export const SalesFiguresFieldsFragment = graphql(`
  fragment SalesFiguresFields on SalesFigures {
    netSales
    grossSales
    refunds
    orders
    cancelledOrders
    returningOrders
    averageOrderValue
    repeatCustomerRate
  }
`);

export const SalesFunnelFieldsFragment = graphql(`
  fragment SalesFunnelFields on SalesFunnel {
    visits
    productViews
    addToCart
    checkoutStarted
    ordersPlaced
  }
`);

export const ProductFigureFieldsFragment = graphql(`
  fragment ProductFigureFields on ProductFigure {
    productUuid
    name
    views
    unitsSold
    sales
  }
`);

export const StoreAnalyticsQuery = graphql(`
  query StoreAnalytics(
    $appUuid: ID!
    $from: Date!
    $to: Date!
    $today: Date!
    $limit: Int!
    $withPeriod: Boolean!
    $withToday: Boolean!
    $withFunnel: Boolean!
    $withDays: Boolean!
    $withReferrals: Boolean!
    $withViewed: Boolean!
    $withSold: Boolean!
    $withLatest: Boolean!
  ) {
    period: storeAnalytics(appUuid: $appUuid, from: $from, to: $to) @include(if: $withPeriod) {
      appUuid
      range {
        from
        to
      }
      previousRange {
        from
        to
      }
      sales {
        ...SalesFiguresFields
      }
      previousSales {
        ...SalesFiguresFields
      }
      funnel @include(if: $withFunnel) {
        ...SalesFunnelFields
      }
      previousFunnel @include(if: $withFunnel) {
        ...SalesFunnelFields
      }
      days @include(if: $withDays) {
        day
        netSales
        orders
        visits
        productViews
        addToCart
        checkoutStarted
        ordersPlaced
      }
      topReferrals(limit: $limit) @include(if: $withReferrals) {
        source
        visits
        ordersPlaced
      }
      mostViewedProducts(limit: $limit) @include(if: $withViewed) {
        ...ProductFigureFields
      }
      mostSoldProducts(limit: $limit) @include(if: $withSold) {
        ...ProductFigureFields
      }
      latestSoldProducts(limit: $limit) @include(if: $withLatest) {
        orderUuid
        transactionNumber
        productUuid
        productName
        variantName
        quantity
        lineTotal
        soldAt
      }
    }
    today: storeAnalytics(appUuid: $appUuid, from: $today, to: $today) @include(if: $withToday) {
      appUuid
      range {
        from
        to
      }
      sales {
        ...SalesFiguresFields
      }
      previousSales {
        ...SalesFiguresFields
      }
    }
  }
`);

/** Latest Customers: the store's customers, newest activity first. */
export const AnalyticsLatestCustomersQuery = graphql(`
  query AnalyticsLatestCustomers($appUuid: ID!, $first: Int!) {
    customers(appUuid: $appUuid, first: $first) {
      edges {
        node {
          uuid
          name
          ordersCount
          totalSpent
          lastActiveAt
        }
      }
    }
  }
`);

/** Low Inventory Products: the limited products with 10 or fewer left, fewest first. */
export const AnalyticsLowInventoryQuery = graphql(`
  query AnalyticsLowInventory($appUuid: ID!, $first: Int!) {
    products(appUuid: $appUuid, stock: low, sort: stock_asc, first: $first) {
      edges {
        node {
          uuid
          name
          stockQuantity
          price
          published
        }
      }
    }
  }
`);

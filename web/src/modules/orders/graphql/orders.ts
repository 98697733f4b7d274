import { graphql } from '../../../generated';

/** Orders (server: modules/orders/orders.graphql.ts). */
export const OrderListFieldsFragment = graphql(`
  fragment OrderListFields on Order {
    uuid
    transactionNumber
    createdAt
    customerName
    mobileNumber
    total
    status
    paymentStatus
    advanceOrderDate
  }
`);

export const OrderDetailsFieldsFragment = graphql(`
  fragment OrderDetailsFields on Order {
    uuid
    transactionNumber
    createdAt
    status
    paymentStatus
    paymentMethod
    customerName
    mobileNumber
    fulfillment
    deliveryAddress
    remarks
    advanceOrderDate
    subtotal
    deliveryFee
    tax
    discount
    discounts {
      title
      code
      amount
    }
    convenienceFee
    transactionFee
    total
    autoConfirmedAt
    expiredAt
    payBy
    paymentStatusUpdatedAt
    depositSlipUrl
    nextStatuses
    nextPaymentStatuses
    canRefund
    refund {
      amount
      status
      failureMessage
    }
    timeline {
      kind
      status
      note
      outcome
      at
    }
    items {
      uuid
      productName
      variantName
      unitPrice
      quantity
      lineTotal
      addOns {
        name
        price
        quantity
      }
    }
  }
`);

export const OrdersQuery = graphql(`
  query Orders(
    $appUuid: ID!
    $first: Int
    $after: String
    $status: OrderStatus
    $paymentStatus: PaymentStatus
    $search: String
    $from: Date
    $to: Date
    $advance: Boolean
  ) {
    orders(
      appUuid: $appUuid
      first: $first
      after: $after
      status: $status
      paymentStatus: $paymentStatus
      search: $search
      from: $from
      to: $to
      advance: $advance
    ) {
      totalCount
      totalCountCapped
      edges {
        cursor
        node {
          ...OrderListFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const OrderCountsQuery = graphql(`
  query OrderCounts($appUuid: ID!) {
    orderCounts(appUuid: $appUuid) {
      status
      count
    }
  }
`);

/** The store's name (the packing slip) and whether its orders may be exported. */
export const OrderAppQuery = graphql(`
  query OrderApp($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      name
      ordersExportable
    }
  }
`);

export const OrderByTransactionNumberQuery = graphql(`
  query OrderByTransactionNumber($appUuid: ID!, $transactionNumber: String!) {
    orderByTransactionNumber(appUuid: $appUuid, transactionNumber: $transactionNumber) {
      ...OrderDetailsFields
    }
  }
`);

export const OrderStatusUpdateMutation = graphql(`
  mutation OrderStatusUpdate($input: OrderStatusUpdateInput!) {
    orderStatusUpdate(input: $input) {
      ...OrderDetailsFields
    }
  }
`);

export const OrderPaymentStatusUpdateMutation = graphql(`
  mutation OrderPaymentStatusUpdate($input: OrderPaymentStatusUpdateInput!) {
    orderPaymentStatusUpdate(input: $input) {
      ...OrderDetailsFields
    }
  }
`);

/** Refunds an order paid online through the payment provider (owners and admins). */
export const OrderRefundMutation = graphql(`
  mutation OrderRefund($input: OrderRefundInput!) {
    orderRefund(input: $input) {
      ...OrderDetailsFields
    }
  }
`);

export const OrdersExportCsvQuery = graphql(`
  query OrdersExportCsv(
    $appUuid: ID!
    $status: OrderStatus
    $paymentStatus: PaymentStatus
    $search: String
    $from: Date
    $to: Date
    $advance: Boolean
  ) {
    ordersExportCsv(
      appUuid: $appUuid
      status: $status
      paymentStatus: $paymentStatus
      search: $search
      from: $from
      to: $to
      advance: $advance
    )
  }
`);

/** The reminders shown inside an app: pending orders (days 1 and 7) and today's advance orders. */
export const OrderRemindersQuery = graphql(`
  query OrderReminders($appUuid: ID!) {
    pendingOrdersReminder(appUuid: $appUuid) {
      pendingCount
      completeBy
    }
    fetchAdvanceOrdersForToday(appUuid: $appUuid) {
      uuid
      transactionNumber
    }
  }
`);

import { graphql } from '../../../generated';

export const CourierBookingFields = graphql(`
  fragment CourierBookingFields on OrderCourierBooking {
    uuid
    courier
    status
    fee
    quoteExpiresAt
    pickupAddress
    dropoffAddress
    trackingUrl
    driverName
    driverPhone
    driverPlate
    bookedAt
  }
`);

/** The order's courier, its updates and the store's shipping credits (the courier section of the order page). */
export const OrderCourierQuery = graphql(`
  query OrderCourier($uuid: ID!, $appUuid: ID!) {
    order(uuid: $uuid) {
      uuid
      courierBooking {
        ...CourierBookingFields
      }
      courierUpdates {
        uuid
        status
        driverName
        driverPlate
        createdAt
      }
    }
    grabExpressCredits(appUuid: $appUuid) {
      totalCredits
    }
  }
`);

export const OrderCourierQuoteMutation = graphql(`
  mutation OrderCourierQuote($orderUuid: ID!) {
    orderCourierQuote(orderUuid: $orderUuid) {
      ...CourierBookingFields
    }
  }
`);

export const OrderCourierBookMutation = graphql(`
  mutation OrderCourierBook($uuid: ID!) {
    orderCourierBook(uuid: $uuid) {
      ...CourierBookingFields
    }
  }
`);

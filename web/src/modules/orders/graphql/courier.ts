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
    cancellable
  }
`);

/**
 * The order's courier, its updates and the store's shipping credits (the courier section of the order
 * page); whether the courier needs the drop-off map pin, and the address it is for.
 */
export const OrderCourierQuery = graphql(`
  query OrderCourier($uuid: ID!, $appUuid: ID!) {
    order(uuid: $uuid) {
      uuid
      streetAddress
      courierMapPinRequired
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
  mutation OrderCourierQuote($orderUuid: ID!, $dropoffLatitude: Float, $dropoffLongitude: Float) {
    orderCourierQuote(
      orderUuid: $orderUuid
      dropoffLatitude: $dropoffLatitude
      dropoffLongitude: $dropoffLongitude
    ) {
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

export const OrderCourierCancelMutation = graphql(`
  mutation OrderCourierCancel($orderUuid: ID!) {
    orderCourierCancel(orderUuid: $orderUuid) {
      ...CourierBookingFields
    }
  }
`);

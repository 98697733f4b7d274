import { graphql } from '../../generated';

/** The courier bringing the customer's order (the order page, by the order's mobile number). */
export const StoreOrderCourierQuery = graphql(`
  query StoreOrderCourier($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {
    storeOrderCourier(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {
      status
      driverName
      driverPlate
      trackingUrl
    }
  }
`);

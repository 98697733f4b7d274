import { graphql } from '../../generated';

/** The customer's storefront (no sign-in): the store, its products, the quote, checkout and the order page. */
export const StorefrontQuery = graphql(`
  query Storefront($appUuid: ID!) {
    storefront(appUuid: $appUuid) {
      uuid
      name
      status
      open
      preview
      notice
      maintenanceMessage
      paymentMethods
      onlinePaymentChannels
      paymentAccounts {
        uuid
        kind
        kindLabel
        bankName
        accountName
        accountNumber
        qrImageUrl
      }
      allowProductRemarks
      allowAdvanceOrder
      announcement {
        uuid
        message
        productUuid
      }
      appearance {
        logoUrl
        coverUrl
        brandColor
        welcomeText
      }
      categories {
        uuid
        name
        children {
          uuid
          name
        }
      }
      cartSetting {
        requiredAmount
        freeShippingRequiredAmount
        additionalTax
        additionalTaxType
        deliveryFeeType
        chargeDeliveryFeeFrom
        addressInputType
        locationScope
      }
      shippingMethods {
        uuid
        kind
        name
        fee
        pickupAddress
      }
    }
  }
`);

export const StoreProductsQuery = graphql(`
  query StoreProducts($appUuid: ID!, $first: Int, $after: String, $search: String, $categoryUuid: ID) {
    storeProducts(appUuid: $appUuid, first: $first, after: $after, search: $search, categoryUuid: $categoryUuid) {
      edges {
        node {
          uuid
          name
          price
          compareAtPrice
          photoUrl
          soldOut
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const StoreProductQuery = graphql(`
  query StoreProduct($appUuid: ID!, $uuid: ID!) {
    storeProduct(appUuid: $appUuid, uuid: $uuid) {
      uuid
      name
      description
      price
      compareAtPrice
      photoUrl
      soldOut
      options {
        name
        values
      }
      variants {
        uuid
        variantName
        optionValues
        price
        compareAtPrice
        stockQuantity
        soldOut
      }
      addOns {
        uuid
        name
        price
        maxQuantity
      }
      photos {
        uuid
        url
        thumbnailUrl
      }
    }
  }
`);

/** The places the store delivers to, one level under parentCode (the regions without it). */
export const StoreDeliveryPlacesQuery = graphql(`
  query StoreDeliveryPlaces($appUuid: ID!, $parentCode: String) {
    storeDeliveryPlaces(appUuid: $appUuid, parentCode: $parentCode) {
      code
      name
      singleCityCode
    }
  }
`);

export const StoreDeliveryQuoteQuery = graphql(`
  query StoreDeliveryQuote($appUuid: ID!, $regionCode: String!, $provinceCode: String!, $cityCode: String) {
    storeDeliveryQuote(appUuid: $appUuid, regionCode: $regionCode, provinceCode: $provinceCode, cityCode: $cityCode) {
      delivers
      message
      areaName
      deliveryFee
      leadTimeMinDays
      leadTimeMaxDays
    }
  }
`);

/**
 * What the cart costs now with the store's promotions: each discount line, each typed code's verdict
 * (a refusal in a sentence) and the cart promos not reached yet. Public, like the rest of the store.
 */
export const StoreCartQuoteQuery = graphql(`
  query StoreCartQuote($input: StoreCartQuoteInput!) {
    storeCartQuote(input: $input) {
      subtotal
      deliveryFee
      tax
      discount
      total
      maxCodes
      discounts {
        title
        code
        amount
      }
      codes {
        code
        applied
        message
      }
      offers {
        title
        message
        remaining
      }
    }
  }
`);

export const StoreCheckoutMutation = graphql(`
  mutation StoreCheckout($input: StoreCheckoutInput!) {
    storeCheckout(input: $input) {
      transactionNumber
      total
      status
      payBy
      discounts {
        title
        code
        amount
      }
      payment {
        ...StoreOrderPaymentFields
      }
    }
  }
`);

/** An online payment attempt, as the return page shows it. */
export const StoreOrderPaymentFieldsFragment = graphql(`
  fragment StoreOrderPaymentFields on StoreOrderPayment {
    uuid
    channel
    amount
    status
    checkoutUrl
    failureMessage
    transactionNumber
    orderPaymentStatus
    canRetry
  }
`);

export const StoreOrderPaymentQuery = graphql(`
  query StoreOrderPayment($appUuid: ID!, $uuid: ID!) {
    storeOrderPayment(appUuid: $appUuid, uuid: $uuid) {
      ...StoreOrderPaymentFields
    }
  }
`);

/** Try again after a failed online payment: a new attempt, whose checkoutUrl the customer opens. */
export const StoreOrderPaymentRetryMutation = graphql(`
  mutation StoreOrderPaymentRetry($appUuid: ID!, $uuid: ID!) {
    storeOrderPaymentRetry(appUuid: $appUuid, uuid: $uuid) {
      ...StoreOrderPaymentFields
    }
  }
`);

export const StoreOrderFieldsFragment = graphql(`
  fragment StoreOrderFields on StoreOrder {
    uuid
    transactionNumber
    status
    paymentStatus
    paymentMethod
    fulfillment
    customerName
    subtotal
    deliveryFee
    tax
    discount
    discounts {
      title
      code
      kind
      amount
    }
    total
    createdAt
    advanceOrderDate
    depositSlipUrl
    canUploadDepositSlip
    latestPayment {
      uuid
      status
      canRetry
    }
    payBy
    expired
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

export const StoreOrderQuery = graphql(`
  query StoreOrder($appUuid: ID!, $transactionNumber: String!, $mobile: String!) {
    storeOrder(appUuid: $appUuid, transactionNumber: $transactionNumber, mobile: $mobile) {
      ...StoreOrderFields
    }
  }
`);

/** A deposit slip for an order placed without one, or after the store asked for a new one. */
export const StoreOrderDepositSlipMutation = graphql(`
  mutation StoreOrderDepositSlip(
    $appUuid: ID!
    $transactionNumber: String!
    $mobileNumber: String!
    $depositSlipUuid: ID!
  ) {
    storeOrderDepositSlip(
      appUuid: $appUuid
      transactionNumber: $transactionNumber
      mobileNumber: $mobileNumber
      depositSlipUuid: $depositSlipUuid
    ) {
      ...StoreOrderFields
    }
  }
`);

/** A storefront event for the store's figures (visits, views, carts, checkouts, orders placed). */
export const StorefrontTrackMutation = graphql(`
  mutation StorefrontTrack($input: StorefrontTrackInput!) {
    storefrontTrack(input: $input)
  }
`);

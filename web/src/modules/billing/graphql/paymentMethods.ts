import { graphql } from '../../../generated';

/** The payment method on file (document 3 §2, §7): the billing customer and the saved methods. */
export const PaymentCustomerFieldsFragment = graphql(`
  fragment PaymentCustomerFields on PaymentCustomer {
    uuid
    appUuid
    referenceId
    givenNames
    surname
    email
    mobileNumber
    nationality
    hasDefaultPaymentMethod
    activePaymentMethods
  }
`);

export const SavedPaymentMethodFieldsFragment = graphql(`
  fragment SavedPaymentMethodFields on SavedPaymentMethod {
    uuid
    paymentMethodType
    channelCode
    status
    statusLabel
    isDefault
    actionUrl
    failureCode
    createdAt
    billingAddress {
      uuid
      firstName
      lastName
      company
      billingContactEmail
      phoneNumber
      address
      city
      stateProvinceRegion
      zipPostalCode
      country
    }
  }
`);

export const CustomerDetailsQuery = graphql(`
  query CustomerDetails($appUuid: ID!) {
    customerDetails(appUuid: $appUuid) {
      ...PaymentCustomerFields
    }
  }
`);

/** The kinds of method the configured provider saves (no cards on Xendit until its browser tokenisation). */
export const PaymentMethodTypesQuery = graphql(`
  query PaymentMethodTypes {
    paymentMethodTypes
  }
`);

export const FetchPaymentMethodsQuery = graphql(`
  query FetchPaymentMethods($appUuid: ID!) {
    fetchPaymentMethods(appUuid: $appUuid) {
      ...SavedPaymentMethodFields
    }
  }
`);

export const AppHasDefaultPaymentMethodQuery = graphql(`
  query AppHasDefaultPaymentMethod($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      hasDefaultPaymentMethod
    }
  }
`);

export const BillingCustomerCreateMutation = graphql(`
  mutation BillingCustomerCreate($input: BillingCustomerCreateInput!) {
    billingCustomerCreate(input: $input) {
      ...PaymentCustomerFields
    }
  }
`);

export const PaymentMethodCreateMutation = graphql(`
  mutation PaymentMethodCreate($input: PaymentMethodCreateInput!) {
    paymentMethodCreate(input: $input) {
      ...SavedPaymentMethodFields
    }
  }
`);

export const PaymentMethodUpdateMutation = graphql(`
  mutation PaymentMethodUpdate($input: PaymentMethodUpdateInput!) {
    paymentMethodUpdate(input: $input) {
      ...SavedPaymentMethodFields
    }
  }
`);

export const PaymentMethodMakeDefaultMutation = graphql(`
  mutation PaymentMethodMakeDefault($input: PaymentMethodRefInput!) {
    paymentMethodMakeDefault(input: $input) {
      uuid
      isDefault
    }
  }
`);

export const PaymentMethodRemoveMutation = graphql(`
  mutation PaymentMethodRemove($input: PaymentMethodRefInput!) {
    paymentMethodRemove(input: $input) {
      uuid
    }
  }
`);

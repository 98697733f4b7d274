import { graphql } from '../../../generated';

export const PaymentAccountFieldsFragment = graphql(`
  fragment PaymentAccountFields on StorePaymentAccount {
    uuid
    kind
    kindLabel
    bankName
    accountName
    accountNumber
    qrPhotoUuid
    qrImageUrl
  }
`);

/** Payment Manager: where the store's customers pay by bank transfer or e-wallet. */
export const StorePaymentAccountsQuery = graphql(`
  query StorePaymentAccounts($appUuid: ID!) {
    storePaymentAccounts(appUuid: $appUuid) {
      ...PaymentAccountFields
    }
  }
`);

export const StorePaymentAccountCreateMutation = graphql(`
  mutation StorePaymentAccountCreate($input: StorePaymentAccountCreateInput!) {
    storePaymentAccountCreate(input: $input) {
      ...PaymentAccountFields
    }
  }
`);

export const StorePaymentAccountUpdateMutation = graphql(`
  mutation StorePaymentAccountUpdate($input: StorePaymentAccountUpdateInput!) {
    storePaymentAccountUpdate(input: $input) {
      ...PaymentAccountFields
    }
  }
`);

export const StorePaymentAccountDeleteMutation = graphql(`
  mutation StorePaymentAccountDelete($input: StorePaymentAccountDeleteInput!) {
    storePaymentAccountDelete(input: $input) {
      uuid
    }
  }
`);

import { graphql } from '../../../generated';

/** Checkout Settings (document 2 §3 "Cart setting"). */
export const CartSettingFieldsFragment = graphql(`
  fragment CartSettingFields on CartSetting {
    uuid
    appUuid
    subcategorized
    additionalTax
    additionalTaxType
    addressInputType
    deliveryFeeType
    emailNotifRecipient
    expiration
    expirationDateType
    freeShippingRequiredAmount
    locationScope
    chargeDeliveryFeeFrom
    requiredAmount
    shipping
    enableProductLocationAvailability
    digitalProduct
  }
`);

export const CartSettingQuery = graphql(`
  query CartSetting($appUuid: ID!) {
    cartSetting(appUuid: $appUuid) {
      ...CartSettingFields
    }
  }
`);

export const CartSettingUpdateMutation = graphql(`
  mutation CartSettingUpdate($input: CartSettingUpdateInput!) {
    cartSettingUpdate(input: $input) {
      ...CartSettingFields
    }
  }
`);

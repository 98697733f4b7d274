import { graphql } from '../../../generated';

export const StoreAppearanceFieldsFragment = graphql(`
  fragment StoreAppearanceFields on StoreAppearance {
    logoUrl
    coverUrl
    brandColor
    welcomeText
    customized
  }
`);

/** What the guided setup knows of the store: where it is, and what each step shows. */
export const SetupAppQuery = graphql(`
  query SetupApp($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      name
      bundleKey
      launchedAt
      hasDefaultPaymentMethod
      activePage {
        uuid
        name
      }
      appearance {
        ...StoreAppearanceFields
      }
    }
  }
`);

export const StoreAppearanceUpdateMutation = graphql(`
  mutation StoreAppearanceUpdate($input: StoreAppearanceUpdateInput!) {
    storeAppearanceUpdate(input: $input) {
      ...StoreAppearanceFields
    }
  }
`);

/** The dashboard's setup checklist: the store's page, products, delivery, payment method, details, launch. */
export const SetupChecklistQuery = graphql(`
  query SetupChecklist($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      launchedAt
      hasDefaultPaymentMethod
      myRole
      businessDescription
      categoryTree {
        selected
      }
      activePage {
        uuid
        name
      }
    }
    products(appUuid: $appUuid, published: true, first: 1) {
      edges {
        node {
          uuid
        }
      }
    }
    shippingMethods(appUuid: $appUuid, first: 50) {
      edges {
        node {
          uuid
          enabled
        }
      }
    }
  }
`);

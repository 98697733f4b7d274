import { graphql } from '../../../generated';

/** Promotions (document 2 §2.3 promos and cart promos; server: modules/promotions/promotions.graphql.ts). */
export const PromotionRowFieldsFragment = graphql(`
  fragment PromotionRowFields on Promotion {
    uuid
    kind
    title
    code
    valueType
    value
    minimumPurchase
    condition
    buyQuantity
    getQuantity
    tiers {
      minQuantity
      percent
    }
    startsAt
    endsAt
    usageLimit
    usedCount
    status
  }
`);

export const PromotionFieldsFragment = graphql(`
  fragment PromotionFields on Promotion {
    ...PromotionRowFields
    scope
    products {
      uuid
      name
    }
    categories {
      uuid
      name
    }
    perCustomerLimit
    firstOrderOnly
    updatedAt
    results {
      orders
      revenue
      discountGiven
    }
  }
`);

export const PromotionsQuery = graphql(`
  query Promotions(
    $appUuid: ID!
    $kinds: [PromotionKind!]
    $status: PromotionStatus
    $search: String
    $first: Int
    $after: String
  ) {
    promotions(
      appUuid: $appUuid
      kinds: $kinds
      status: $status
      search: $search
      first: $first
      after: $after
    ) {
      totalCount
      edges {
        node {
          ...PromotionRowFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const PromotionQuery = graphql(`
  query Promotion($uuid: ID!) {
    promotion(uuid: $uuid) {
      ...PromotionFields
    }
  }
`);

export const PromotionPreviewQuery = graphql(`
  query PromotionPreview($input: PromotionPreviewInput!) {
    promotionPreview(input: $input) {
      subtotal
      deliveryFee
      discount
      total
      refusal
      problems {
        field
        message
      }
    }
  }
`);

/** What the pickers and the sample cart choose from: products (with their variants) and categories. */
export const PromotionProductsQuery = graphql(`
  query PromotionProducts($appUuid: ID!, $search: String, $first: Int) {
    products(appUuid: $appUuid, search: $search, first: $first) {
      edges {
        node {
          uuid
          name
          price
          variants {
            uuid
            variantName
            price
          }
        }
      }
    }
  }
`);

export const PromotionCategoriesQuery = graphql(`
  query PromotionCategories($appUuid: ID!, $search: String, $first: Int) {
    categories(appUuid: $appUuid, search: $search, first: $first) {
      edges {
        node {
          uuid
          name
        }
      }
    }
  }
`);

export const PromotionCreateMutation = graphql(`
  mutation PromotionCreate($input: PromotionCreateInput!) {
    promotionCreate(input: $input) {
      ...PromotionFields
    }
  }
`);

export const PromotionUpdateMutation = graphql(`
  mutation PromotionUpdate($input: PromotionUpdateInput!) {
    promotionUpdate(input: $input) {
      ...PromotionFields
    }
  }
`);

export const PromotionEndMutation = graphql(`
  mutation PromotionEnd($uuid: ID!) {
    promotionEnd(uuid: $uuid) {
      ...PromotionFields
    }
  }
`);

export const PromotionDeleteMutation = graphql(`
  mutation PromotionDelete($uuid: ID!) {
    promotionDelete(uuid: $uuid) {
      uuid
    }
  }
`);

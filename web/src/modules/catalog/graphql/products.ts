import { graphql } from '../../../generated';

/** Products (server: modules/catalog/catalog.products.graphql.ts). */
export const ProductListFieldsFragment = graphql(`
  fragment ProductListFields on Product {
    uuid
    name
    photoUrl
    price
    compareAtPrice
    stockQuantity
    lowInStock
    published
    hidden
    category {
      uuid
      name
    }
  }
`);

export const ProductFieldsFragment = graphql(`
  fragment ProductFields on Product {
    uuid
    name
    description
    categoryUuid
    category {
      uuid
      name
    }
    published
    hidden
    digitalProduct
    sectionName
    price
    compareAtPrice
    stockQuantity
    lowInStock
    photoUrl
    photos {
      uuid
      url
      thumbnailUrl
    }
    options {
      name
      values
    }
    variants {
      uuid
      variantName
      productOptions
      price
      compareAtPrice
      stockQuantity
      limited
      published
      boughtAndReservedCount
    }
    addOns {
      uuid
      name
      price
    }
    createdAt
    updatedAt
  }
`);

export const ProductsQuery = graphql(`
  query Products(
    $appUuid: ID!
    $first: Int
    $after: String
    $search: String
    $categoryUuid: ID
    $published: Boolean
    $stock: ProductStockFilter
    $sort: ProductSort
  ) {
    products(
      appUuid: $appUuid
      first: $first
      after: $after
      search: $search
      categoryUuid: $categoryUuid
      published: $published
      stock: $stock
      sort: $sort
    ) {
      totalCount
      totalCountCapped
      edges {
        cursor
        node {
          ...ProductListFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ProductQuery = graphql(`
  query Product($uuid: ID!) {
    product(uuid: $uuid) {
      ...ProductFields
    }
  }
`);

/** The app's catalog flags: bulk changes (bulkable) and CSV import (importableCsv). */
export const ProductAppFlagsQuery = graphql(`
  query ProductAppFlags($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      bulkable
      importableCsv
    }
  }
`);

export const ProductCreateMutation = graphql(`
  mutation ProductCreate($input: ProductCreateInput!) {
    productCreate(input: $input) {
      ...ProductFields
    }
  }
`);

export const ProductUpdateMutation = graphql(`
  mutation ProductUpdate($input: ProductUpdateInput!) {
    productUpdate(input: $input) {
      ...ProductFields
    }
  }
`);

export const ProductDeleteMutation = graphql(`
  mutation ProductDelete($input: ProductDeleteInput!) {
    productDelete(input: $input) {
      uuid
    }
  }
`);

export const ProductsBulkUpdateMutation = graphql(`
  mutation ProductsBulkUpdate($input: ProductsBulkUpdateInput!) {
    productsBulkUpdate(input: $input) {
      action
      uuids
    }
  }
`);

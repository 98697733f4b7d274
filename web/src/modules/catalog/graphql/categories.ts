import { graphql } from '../../../generated';

/** Product categories (server: modules/catalog/catalog.categories.graphql.ts). */
export const CategoryFieldsFragment = graphql(`
  fragment CategoryFields on Category {
    uuid
    name
    description
    parentUuid
    productsCount
  }
`);

/** Without a search: the top-level categories with two levels of subcategories under them. */
export const CategoriesQuery = graphql(`
  query Categories($appUuid: ID!, $first: Int, $after: String, $search: String, $topLevel: Boolean) {
    categories(appUuid: $appUuid, first: $first, after: $after, search: $search, topLevel: $topLevel) {
      edges {
        cursor
        node {
          ...CategoryFields
          parent {
            uuid
            name
          }
          children {
            ...CategoryFields
            children {
              ...CategoryFields
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** Every category of the app, for the parent picker (an app has tens, not thousands). */
export const CategoryOptionsQuery = graphql(`
  query CategoryOptions($appUuid: ID!) {
    categories(appUuid: $appUuid, first: 100) {
      edges {
        node {
          uuid
          name
          parentUuid
        }
      }
    }
  }
`);

export const CategoryQuery = graphql(`
  query Category($uuid: ID!) {
    category(uuid: $uuid) {
      ...CategoryFields
      createdAt
      updatedAt
      parent {
        uuid
        name
      }
      children {
        ...CategoryFields
      }
    }
  }
`);

export const CategoryCreateMutation = graphql(`
  mutation CategoryCreate($input: CategoryCreateInput!) {
    categoryCreate(input: $input) {
      ...CategoryFields
    }
  }
`);

export const CategoryUpdateMutation = graphql(`
  mutation CategoryUpdate($input: CategoryUpdateInput!) {
    categoryUpdate(input: $input) {
      ...CategoryFields
    }
  }
`);

export const CategoryDeleteMutation = graphql(`
  mutation CategoryDelete($input: CategoryDeleteInput!) {
    categoryDelete(input: $input) {
      uuid
    }
  }
`);

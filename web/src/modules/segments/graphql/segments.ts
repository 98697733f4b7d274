import { graphql } from '../../../generated';

/** Customer segments (document 2 §2.3 customer-segment; server: modules/segments/segments.graphql.ts). */
export const SegmentFieldsFragment = graphql(`
  fragment SegmentFields on CustomerSegment {
    uuid
    name
    updatedAt
    rules {
      field
      op
      value
      ids
      products {
        uuid
        name
      }
      categories {
        uuid
        name
      }
      places {
        code
        name
      }
    }
  }
`);

export const CustomerSegmentsQuery = graphql(`
  query CustomerSegments($appUuid: ID!) {
    customerSegments(appUuid: $appUuid) {
      ...SegmentFields
    }
  }
`);

export const SegmentMembersQuery = graphql(`
  query SegmentMembers($appUuid: ID!, $uuid: ID!, $first: Int, $after: String) {
    customerSegment(appUuid: $appUuid, uuid: $uuid) {
      uuid
      customers(first: $first, after: $after) {
        totalCount
        totalCountCapped
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            uuid
            name
            mobileNumber
            lastActiveAt
          }
        }
      }
    }
  }
`);

export const SegmentPreviewQuery = graphql(`
  query SegmentPreview($appUuid: ID!, $rules: [SegmentRuleInput!]!) {
    customerSegmentPreview(appUuid: $appUuid, rules: $rules) {
      count
      countCapped
      sample {
        uuid
        name
        lastActiveAt
      }
    }
  }
`);

export const SegmentCreateMutation = graphql(`
  mutation SegmentCreate($appUuid: ID!, $input: CustomerSegmentInput!) {
    customerSegmentCreate(appUuid: $appUuid, input: $input) {
      ...SegmentFields
    }
  }
`);

export const SegmentUpdateMutation = graphql(`
  mutation SegmentUpdate($appUuid: ID!, $uuid: ID!, $input: CustomerSegmentInput!) {
    customerSegmentUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {
      ...SegmentFields
    }
  }
`);

export const SegmentDeleteMutation = graphql(`
  mutation SegmentDelete($appUuid: ID!, $uuid: ID!) {
    customerSegmentDelete(appUuid: $appUuid, uuid: $uuid)
  }
`);

export const SegmentExportCsvQuery = graphql(`
  query SegmentExportCsv($appUuid: ID!, $uuid: ID!) {
    customerSegmentExportCsv(appUuid: $appUuid, uuid: $uuid)
  }
`);

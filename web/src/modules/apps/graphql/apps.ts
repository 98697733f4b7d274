import { graphql } from '../../../generated';

/** What a store card on the apps dashboard shows. */
export const AppSummaryFragment = graphql(`
  fragment AppSummary on App {
    uuid
    name
    bundleKey
    status
    maintenance
    storeStatus
    storeStatusLabel
    plan
    launchedAt
    createdAt
  }
`);

export const AppsQuery = graphql(`
  query Apps($first: Int, $after: String) {
    apps(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...AppSummary
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const AppCreateMutation = graphql(`
  mutation AppCreate($input: AppCreateInput!) {
    appCreate(input: $input) {
      ...AppSummary
    }
  }
`);

/** Stores created by or shared with the user, from another tab or process. */
export const AppCreatedSubscription = graphql(`
  subscription AppCreated($after: String) {
    appCreated(after: $after) {
      ...AppSummary
    }
  }
`);

/** The app the shell is inside of: title, menus, Launch. */
export const FetchAppByUuidQuery = graphql(`
  query FetchAppByUuid($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      baseGlobalId
      name
      bundleKey
      status
      maintenance
      deactivated
      storeStatus
      storeStatusLabel
      maintenanceMessage
      myRole
      hasDefaultPaymentMethod
      plan
      planPaymentType
      launchedAt
      activeFbPageId
      inboxManagerAllowed
      sentimentAnalysisEnabled
      activePage {
        uuid
        fbPageId
        name
      }
    }
  }
`);

export const AppStatusQuery = graphql(`
  query AppStatus($appUuid: ID!) {
    appStatus(appUuid: $appUuid) {
      uuid
      status
      maintenance
      deactivated
    }
  }
`);

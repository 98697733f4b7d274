import { graphql } from '../../../generated';

/** Launches the store (document 3 §4); the answer refreshes the app the shell shows. */
export const LaunchAppMutation = graphql(`
  mutation LaunchApp($input: LaunchAppInput!) {
    launchApp(input: $input) {
      uuid
      status
      storeStatus
      storeStatusLabel
      launchedAt
      maintenance
      deactivated
    }
  }
`);

/** Overview → store-launch: who the announcement reaches (the 24-hour window), and whether it went. */
export const StoreLaunchAudienceQuery = graphql(`
  query StoreLaunchAudience($appUuid: ID!) {
    storeLaunchAudience(appUuid: $appUuid) {
      appUuid
      reachable
      outsideWindow
      announcement {
        uuid
        message
        reachable
        sent
        failed
        createdAt
      }
    }
  }
`);

export const StoreLaunchAnnounceMutation = graphql(`
  mutation StoreLaunchAnnounce($input: StoreLaunchAnnounceInput!) {
    storeLaunchAnnounce(input: $input) {
      appUuid
      reachable
      outsideWindow
      announcement {
        uuid
        message
        reachable
        sent
        failed
        createdAt
      }
    }
  }
`);

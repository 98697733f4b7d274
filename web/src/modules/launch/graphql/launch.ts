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

import { graphql } from '../../../generated';

/** The Maintenance screen's read: the store's status, its message to customers, the user's role. */
export const AppMaintenanceQuery = graphql(`
  query AppMaintenance($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      name
      myRole
      launchedAt
      storeStatus
      storeStatusLabel
      maintenance
      maintenanceMessage
    }
  }
`);

export const AppStoreStatusUpdateMutation = graphql(`
  mutation AppStoreStatusUpdate($input: AppStoreStatusUpdateInput!) {
    appStoreStatusUpdate(input: $input) {
      uuid
      status
      storeStatus
      storeStatusLabel
      maintenance
      deactivated
      maintenanceMessage
    }
  }
`);

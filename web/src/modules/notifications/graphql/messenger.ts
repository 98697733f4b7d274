import { graphql } from '../../../generated';

/** Notification Manager, FB Messenger: page admins who opted in to get the store's notifications in Messenger. */
export const MessengerNotificationRecipientsQuery = graphql(`
  query MessengerNotificationRecipients($appUuid: ID!) {
    messengerNotificationRecipients(appUuid: $appUuid) {
      uuid
      name
      psid
      optedInAt
      reachableUntil
      lastReachedAt
      unreachableSince
      unreachableReason
    }
  }
`);

export const MessengerNotificationRecipientRemoveMutation = graphql(`
  mutation MessengerNotificationRecipientRemove($input: MessengerNotificationRecipientRemoveInput!) {
    messengerNotificationRecipientRemove(input: $input) {
      uuid
    }
  }
`);

/** The m.me link a page admin opens to opt in (null until a Facebook page is connected). */
export const MessengerNotificationOptInUrlQuery = graphql(`
  query MessengerNotificationOptInUrl($appUuid: ID!) {
    messengerNotificationOptInUrl(appUuid: $appUuid)
  }
`);

/** The connected page's Messenger utility templates: what may still go out after 24 hours. */
export const MessengerPageTemplatesQuery = graphql(`
  query MessengerPageTemplates($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      activePage {
        uuid
        templatesSyncedAt
        templatesSyncError
        orderUpdateTemplate {
          uuid
          name
          language
        }
        storeNotificationTemplate {
          uuid
          name
          language
        }
        utilityTemplates {
          uuid
          name
          language
          status
        }
      }
    }
  }
`);

/** Reads the page's templates from Messenger again (after the merchant creates one in Meta's tools). */
export const PageUtilityTemplatesSyncMutation = graphql(`
  mutation PageUtilityTemplatesSync($input: PageUtilityTemplatesSyncInput!) {
    pageUtilityTemplatesSync(input: $input) {
      uuid
      templatesSyncedAt
      templatesSyncError
      orderUpdateTemplate {
        uuid
        name
        language
      }
      storeNotificationTemplate {
        uuid
        name
        language
      }
      utilityTemplates {
        uuid
        name
        language
        status
      }
    }
  }
`);

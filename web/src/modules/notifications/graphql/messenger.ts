import { graphql } from '../../../generated';

/** Notification Manager, FB Messenger: page admins who opted in to get the store's notifications in Messenger. */
export const MessengerNotificationRecipientsQuery = graphql(`
  query MessengerNotificationRecipients($appUuid: ID!) {
    messengerNotificationRecipients(appUuid: $appUuid) {
      uuid
      name
      psid
      optedInAt
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

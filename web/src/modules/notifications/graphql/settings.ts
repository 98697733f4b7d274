import { graphql } from '../../../generated';

/** Notification Manager, Email tab: who gets the app's notifications by email. */
export const NotificationEmailRecipientsQuery = graphql(`
  query NotificationEmailRecipients($appUuid: ID!) {
    notificationEmailRecipients(appUuid: $appUuid) {
      email
      verified
    }
  }
`);

export const NotificationEmailRecipientAddMutation = graphql(`
  mutation NotificationEmailRecipientAdd($input: NotificationEmailRecipientInput!) {
    notificationEmailRecipientAdd(input: $input) {
      email
      verified
    }
  }
`);

export const NotificationEmailRecipientRemoveMutation = graphql(`
  mutation NotificationEmailRecipientRemove($input: NotificationEmailRecipientInput!) {
    notificationEmailRecipientRemove(input: $input) {
      email
    }
  }
`);

/** Raises a test notification: it arrives live in the drawer (and as a desktop notification). */
export const NotificationTestSendMutation = graphql(`
  mutation NotificationTestSend($input: NotificationTestSendInput!) {
    notificationTestSend(input: $input) {
      uuid
    }
  }
`);

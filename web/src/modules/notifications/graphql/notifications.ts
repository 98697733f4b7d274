import { graphql } from '../../../generated';

/** What a notification item shows and where opening it leads (document 1 §3). */
export const NotificationItemFragment = graphql(`
  fragment NotificationItem on Notification {
    uuid
    category
    message
    readAt
    createdAt
    limitNotice
    notificationableType
    notificationable {
      uuid
      transactionNumber
    }
    pageRecipient {
      name
      profilePic
    }
  }
`);

/** The drawer's list: newest first, keyset pages of NOTIFICATIONS_PAGE_SIZE. */
export const NotificationsQuery = graphql(`
  query Notifications($appUuid: ID!, $first: Int, $after: String) {
    notifications(appUuid: $appUuid, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...NotificationItem
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The badge on the top bar's bell and on the user drawer's Notifications entry. */
export const UnreadNotificationsCountQuery = graphql(`
  query UnreadNotificationsCount($appUuid: ID!) {
    unreadNotificationsCount(appUuid: $appUuid)
  }
`);

export const NotificationMarkAsReadMutation = graphql(`
  mutation NotificationMarkAsRead($input: NotificationMarkAsReadInput!) {
    notificationMarkAsRead(input: $input) {
      uuid
      readAt
    }
  }
`);

export const NotificationMarkAllAsReadMutation = graphql(`
  mutation NotificationMarkAllAsRead($appUuid: ID!) {
    notificationMarkAllAsRead(appUuid: $appUuid) {
      success
    }
  }
`);

/** New notifications of the app, live; placed first in the drawer. */
export const NotificationCreateSubscription = graphql(`
  subscription NotificationCreate($appUuid: ID!, $after: String) {
    notificationCreate(appUuid: $appUuid, after: $after) {
      ...NotificationItem
    }
  }
`);

/** The desktop-notification variant of a new notification. */
export const BrowserNotificationCreateSubscription = graphql(`
  subscription BrowserNotificationCreate($appUuid: ID!, $after: String) {
    browserNotificationCreate(appUuid: $appUuid, after: $after) {
      uuid
      message
      appName
      bundleKey
      pageRecipientName
    }
  }
`);

import { graphql } from '../../../generated';

/** Invite Subscribers: the page's m.me link (null until a Facebook page is connected). */
export const MessengerInviteUrlQuery = graphql(`
  query MessengerInviteUrl($appUuid: ID!) {
    messengerInviteUrl(appUuid: $appUuid)
  }
`);

import { graphql } from '../../../generated';

/** Store announcements (document 2 §2.3 store-announcement-manager; server: modules/announcements). */
export const AnnouncementFieldsFragment = graphql(`
  fragment AnnouncementFields on StoreAnnouncement {
    uuid
    message
    productUuid
    product {
      uuid
      name
    }
    startsAt
    endsAt
    status
  }
`);

export const AnnouncementsQuery = graphql(`
  query StoreAnnouncements($appUuid: ID!, $first: Int, $after: String) {
    storeAnnouncements(appUuid: $appUuid, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          ...AnnouncementFields
        }
      }
    }
  }
`);

export const AnnouncementQuery = graphql(`
  query StoreAnnouncement($appUuid: ID!, $uuid: ID!) {
    storeAnnouncement(appUuid: $appUuid, uuid: $uuid) {
      ...AnnouncementFields
    }
  }
`);

export const AnnouncementCreateMutation = graphql(`
  mutation StoreAnnouncementCreate($appUuid: ID!, $input: StoreAnnouncementInput!) {
    storeAnnouncementCreate(appUuid: $appUuid, input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const AnnouncementUpdateMutation = graphql(`
  mutation StoreAnnouncementUpdate($appUuid: ID!, $uuid: ID!, $input: StoreAnnouncementInput!) {
    storeAnnouncementUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {
      ...AnnouncementFields
    }
  }
`);

export const AnnouncementEndMutation = graphql(`
  mutation StoreAnnouncementEnd($appUuid: ID!, $uuid: ID!) {
    storeAnnouncementEnd(appUuid: $appUuid, uuid: $uuid) {
      ...AnnouncementFields
    }
  }
`);

export const AnnouncementDeleteMutation = graphql(`
  mutation StoreAnnouncementDelete($appUuid: ID!, $uuid: ID!) {
    storeAnnouncementDelete(appUuid: $appUuid, uuid: $uuid)
  }
`);

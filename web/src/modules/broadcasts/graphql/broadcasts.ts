import { graphql } from '../../../generated';

/** Broadcasts (issue 21; server: modules/broadcasts/broadcasts.graphql.ts). */
export const BroadcastFieldsFragment = graphql(`
  fragment BroadcastFields on Broadcast {
    uuid
    name
    message
    imageUrl
    status
    statusLabel
    segmentUuid
    segmentName
    segment {
      uuid
      name
    }
    buttons {
      title
      target
      url
      product {
        uuid
        name
      }
    }
    queuedCount
    marketingCount
    outOfWindowCount
    notOnMessengerCount
    pausedReason
    createdAt
    updatedAt
    startedAt
    finishedAt
    results {
      queued
      sent
      failed
      unconfirmed
      skipped
      delivered
      read
      clicks
      orders
      revenue
      attributionEndsAt
    }
  }
`);

export const BroadcastsQuery = graphql(`
  query Broadcasts($appUuid: ID!) {
    broadcasts(appUuid: $appUuid) {
      ...BroadcastFields
    }
  }
`);

export const BroadcastQuery = graphql(`
  query Broadcast($appUuid: ID!, $uuid: ID!) {
    broadcast(appUuid: $appUuid, uuid: $uuid) {
      ...BroadcastFields
    }
  }
`);

export const BroadcastRecipientsQuery = graphql(`
  query BroadcastRecipients(
    $appUuid: ID!
    $uuid: ID!
    $first: Int
    $after: String
    $status: BroadcastRecipientStatus
  ) {
    broadcast(appUuid: $appUuid, uuid: $uuid) {
      uuid
      recipients(first: $first, after: $after, status: $status) {
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          cursor
          node {
            uuid
            name
            status
            statusLabel
            error
            sentAt
            deliveredAt
            readAt
            viaMarketingMessage
          }
        }
      }
    }
  }
`);

export const BroadcastPlanQuery = graphql(`
  query BroadcastPlan($appUuid: ID!, $segmentUuid: ID) {
    broadcastPlan(appUuid: $appUuid, segmentUuid: $segmentUuid) {
      at
      pageConnected
      inWindow
      leavingSoon
      leavingSoonHours
      outOfWindow
      marketingMessages
      marketingMessagesAvailable
      notOnMessenger
      windowHours
    }
  }
`);

export const BroadcastCreateMutation = graphql(`
  mutation BroadcastCreate($appUuid: ID!, $input: BroadcastInput!) {
    broadcastCreate(appUuid: $appUuid, input: $input) {
      ...BroadcastFields
    }
  }
`);

export const BroadcastUpdateMutation = graphql(`
  mutation BroadcastUpdate($appUuid: ID!, $uuid: ID!, $input: BroadcastInput!) {
    broadcastUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {
      ...BroadcastFields
    }
  }
`);

export const BroadcastDeleteMutation = graphql(`
  mutation BroadcastDelete($appUuid: ID!, $uuid: ID!) {
    broadcastDelete(appUuid: $appUuid, uuid: $uuid)
  }
`);

export const BroadcastSendMutation = graphql(`
  mutation BroadcastSend($appUuid: ID!, $uuid: ID!) {
    broadcastSend(appUuid: $appUuid, uuid: $uuid) {
      ...BroadcastFields
    }
  }
`);

export const BroadcastStopMutation = graphql(`
  mutation BroadcastStop($appUuid: ID!, $uuid: ID!) {
    broadcastStop(appUuid: $appUuid, uuid: $uuid) {
      ...BroadcastFields
    }
  }
`);

/** Who opted in to the page's marketing messages (server: broadcasts.optins.graphql.ts). */
export const MarketingOptInsQuery = graphql(`
  query MarketingOptIns($appUuid: ID!, $first: Int, $after: String, $status: MarketingOptInStatus) {
    marketingOptIns(appUuid: $appUuid, first: $first, after: $after, status: $status) {
      totalCount
      totalCountCapped
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          uuid
          name
          status
          statusLabel
          optedInAt
          expiresAt
          statusChangedAt
          endedReason
        }
      }
    }
  }
`);

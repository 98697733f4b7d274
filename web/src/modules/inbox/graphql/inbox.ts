import { graphql } from '../../../generated';

/** A catalog product as a message, a suggestion or the picker shows it (price in centavos). */
export const InboxProductFieldsFragment = graphql(`
  fragment InboxProductFields on InboxProduct {
    uuid
    name
    price
    featuredPhoto
  }
`);

/** One recipient row of the inbox list, and the conversation's header. */
export const InboxRecipientFragment = graphql(`
  fragment InboxRecipient on PageRecipient {
    uuid
    baseUuid
    baseGlobalId
    name
    photo
    profilePic
    psid
    inboxPlatformOrigin
    messengerRead
    facebookCommentRead
    lastCustomerMessageAt
    replyWindow
    dummy
    updatedAt
    latestInboxMessage {
      uuid
      message
      platformOrigin
      createdAt
      sender
    }
  }
`);

export const TemplateButtonFieldsFragment = graphql(`
  fragment TemplateButtonFields on TemplateButton {
    type
    title
    url
    payload
  }
`);

/** Everything a message bubble shows (document 1 §3 "Inbox message"). */
export const InboxMessageFieldsFragment = graphql(`
  fragment InboxMessageFields on InboxMessage {
    uuid
    baseGlobalId
    message
    platformOrigin
    createdAt
    sender
    state
    pending
    sendError
    humanAgentTag
    isButtonTemplate
    buttonTemplate {
      text
      buttons {
        ...TemplateButtonFields
      }
    }
    noTemplate
    template {
      items {
        image_url
        title
        subtitle
        buttons {
          ...TemplateButtonFields
        }
      }
    }
    isCarouselTemplate
    products {
      ...InboxProductFields
    }
    galleryPhotos {
      photoUrl
    }
    sentiment
    generatedResponse {
      uuid
      baseUuid
      type
      completion
      jsonCompletion
      status
      createdAt
      ecommerceProducts {
        ...InboxProductFields
      }
    }
    agentBreakdown {
      type
      completion
      jsonCompletion
      toolCalls {
        name
        arguments
        result
      }
      reflection
      addedProducts {
        ...InboxProductFields
      }
    }
    pageRecipient {
      uuid
    }
  }
`);

/** The recipient list: latest activity first, filtered and searched on the server, keyset pages. */
export const PageRecipientsQuery = graphql(`
  query PageRecipients($appUuid: ID!, $filter: InboxFilter, $search: String, $first: Int, $after: String) {
    pageRecipients(appUuid: $appUuid, filter: $filter, search: $search, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...InboxRecipient
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The open conversation's recipient (also when it is not on the loaded page of the list). */
export const PageRecipientQuery = graphql(`
  query PageRecipient($uuid: ID!) {
    pageRecipient(uuid: $uuid) {
      ...InboxRecipient
    }
  }
`);

/** A conversation, newest first: 7 messages, then older pages of 5 (document 1 §9). */
export const FetchMessengerMessagesQuery = graphql(`
  query FetchMessengerMessages($pageRecipientUuid: ID!, $first: Int, $after: String) {
    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...InboxMessageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** The top bar's inbox badge: recipients with unread messages. */
export const UnreadMessagesCountQuery = graphql(`
  query UnreadMessagesCount($appUuid: ID!) {
    unreadMessagesCount(appUuid: $appUuid)
  }
`);

/** The composer's product picker. */
export const InboxProductsQuery = graphql(`
  query InboxProducts($appUuid: ID!, $search: String, $first: Int) {
    inboxProducts(appUuid: $appUuid, search: $search, first: $first) {
      ...InboxProductFields
    }
  }
`);

export const InboxMessageSendMutation = graphql(`
  mutation InboxMessageSend($input: InboxMessageSendInput!) {
    inboxMessageSend(input: $input) {
      ...InboxMessageFields
    }
  }
`);

export const UpdateRecipientReadStatusMutation = graphql(`
  mutation UpdateRecipientReadStatus($input: UpdateRecipientReadStatusInput!) {
    updateRecipientReadStatus(input: $input) {
      uuid
      baseUuid
      messengerRead
      facebookCommentRead
    }
  }
`);

/** The suggested-reply card's Approve, Edit then Send, and Dismiss. */
export const UpdateGeneratedResponseMutation = graphql(`
  mutation UpdateGeneratedResponse($input: UpdateGeneratedResponseInput!) {
    updateGeneratedResponse(input: $input) {
      uuid
      inboxMessage {
        ...InboxMessageFields
      }
    }
  }
`);

/** New and changed messages of the app while the inbox is open: replace by uuid, else append. */
export const InboxMessagesSubscription = graphql(`
  subscription InboxMessages($appGlobalId: ID!, $after: String) {
    inboxMessages(appGlobalId: $appGlobalId, after: $after) {
      ...InboxMessageFields
      pageRecipient {
        ...InboxRecipient
      }
    }
  }
`);

/** The unread count, live, for the top bar's badge. */
export const InboxMessagesCountSubscription = graphql(`
  subscription InboxMessagesCount($appGlobalId: ID!, $after: String) {
    inboxMessagesCount(appGlobalId: $appGlobalId, after: $after) {
      appUuid
      messagesCount
    }
  }
`);

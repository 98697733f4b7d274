import { graphql } from '../../../generated';

/** What the chatbot test tool shows of a message of the simulated customer's conversation. */
export const TestToolMessageFragment = graphql(`
  fragment TestToolMessage on InboxMessage {
    uuid
    message
    sender
    state
    pending
    createdAt
    noTemplate
    buttonTemplate {
      text
    }
    template {
      items {
        title
      }
    }
    products {
      uuid
      name
    }
    galleryPhotos {
      photoUrl
    }
    generatedResponse {
      uuid
      completion
      status
    }
    pageRecipient {
      uuid
    }
  }
`);

/** The live channel of the app's inbox is keyed by the app's global id. */
export const TestToolAppQuery = graphql(`
  query TestToolApp($appUuid: ID!) {
    fetchAppByUuid(appUuid: $appUuid) {
      uuid
      baseGlobalId
    }
  }
`);

/** The test tool's simulated customer (document 2 §7: fetched fresh each time the tool opens). */
export const DummyRecipientQuery = graphql(`
  query DummyRecipient($appUuid: ID!, $dummyType: DummyType!) {
    dummyRecipient(appUuid: $appUuid, dummyType: $dummyType) {
      uuid
      baseUuid
      psid
      name
      page {
        uuid
        name
      }
    }
  }
`);

/** The simulated customer's conversation, newest first. */
export const TestToolMessagesQuery = graphql(`
  query TestToolMessages($pageRecipientUuid: ID!, $first: Int) {
    fetchMessengerMessages(pageRecipientUuid: $pageRecipientUuid, first: $first) {
      edges {
        cursor
        node {
          ...TestToolMessage
        }
      }
    }
  }
`);

/** New and changed messages of the app (the assistant's suggestion arrives as a changed message). */
export const TestToolInboxMessagesSubscription = graphql(`
  subscription TestToolInboxMessages($appGlobalId: ID!) {
    inboxMessages(appGlobalId: $appGlobalId) {
      ...TestToolMessage
    }
  }
`);

export const ChatbotTestMessageSendMutation = graphql(`
  mutation ChatbotTestMessageSend($input: ChatbotTestMessageSendInput!) {
    chatbotTestMessageSend(input: $input) {
      ...TestToolMessage
    }
  }
`);

export const DummyRecipientResetMutation = graphql(`
  mutation DummyRecipientReset($input: DummyRecipientResetInput!) {
    dummyRecipientReset(input: $input) {
      success
    }
  }
`);

import { graphql } from '../../../generated';

/** Comment Auto-Reply (issue 21; server: modules/comment-replies). */
export const CommentReplyRuleFieldsFragment = graphql(`
  fragment CommentReplyRuleFields on CommentReplyRule {
    uuid
    name
    postId
    keywords
    publicReply
    privateReply
    buttonTitle
    buttonTarget
    buttonProduct {
      uuid
      name
    }
    buttonUrl
    active
  }
`);

export const CommentReplyRulesQuery = graphql(`
  query CommentReplyRules($appUuid: ID!) {
    commentReplyRules(appUuid: $appUuid) {
      ...CommentReplyRuleFields
    }
  }
`);

export const CommentReplyRuleQuery = graphql(`
  query CommentReplyRule($appUuid: ID!, $uuid: ID!) {
    commentReplyRule(appUuid: $appUuid, uuid: $uuid) {
      ...CommentReplyRuleFields
    }
  }
`);

export const CommentReplyLogQuery = graphql(`
  query CommentReplyLog($appUuid: ID!, $first: Int, $after: String) {
    commentReplyLog(appUuid: $appUuid, first: $first, after: $after) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          uuid
          commentId
          postId
          fromName
          message
          ruleName
          commentedAt
          publicReply
          publicStatus
          publicStatusLabel
          publicError
          privateReply
          privateStatus
          privateStatusLabel
          privateError
        }
      }
    }
  }
`);

export const CommentReplyTryQuery = graphql(`
  query CommentReplyTry($appUuid: ID!, $postId: String, $message: String!) {
    commentReplyTry(appUuid: $appUuid, postId: $postId, message: $message) {
      rule {
        uuid
        name
      }
      publicReply
      privateReply
      button {
        title
        url
      }
    }
  }
`);

export const CommentReplyRuleCreateMutation = graphql(`
  mutation CommentReplyRuleCreate($appUuid: ID!, $input: CommentReplyRuleInput!) {
    commentReplyRuleCreate(appUuid: $appUuid, input: $input) {
      ...CommentReplyRuleFields
    }
  }
`);

export const CommentReplyRuleUpdateMutation = graphql(`
  mutation CommentReplyRuleUpdate($appUuid: ID!, $uuid: ID!, $input: CommentReplyRuleInput!) {
    commentReplyRuleUpdate(appUuid: $appUuid, uuid: $uuid, input: $input) {
      ...CommentReplyRuleFields
    }
  }
`);

export const CommentReplyRuleSetActiveMutation = graphql(`
  mutation CommentReplyRuleSetActive($appUuid: ID!, $uuid: ID!, $active: Boolean!) {
    commentReplyRuleSetActive(appUuid: $appUuid, uuid: $uuid, active: $active) {
      uuid
      active
    }
  }
`);

export const CommentReplyRuleDeleteMutation = graphql(`
  mutation CommentReplyRuleDelete($appUuid: ID!, $uuid: ID!) {
    commentReplyRuleDelete(appUuid: $appUuid, uuid: $uuid)
  }
`);

/**
 * Comment Auto-Reply: rules that answer comments on the page's posts, publicly under the comment
 * and/or privately in Messenger, once per comment; the log of what was answered; a dry run.
 */
import './comment-replies.graphql.ts';

export { defineCommentReplyJobs, registerCommentReplyListeners } from './comment-replies.answer.ts';
export type { CommentReplyLogRow, CommentReplyRuleRow } from './comment-replies.tables.ts';

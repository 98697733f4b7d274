import type { CommentReplyRuleFieldsFragment, CommentReplyStatus } from '../../generated/graphql';

/** The server's limits (modules/comment-replies/comment-replies.rules.ts). */
export const NAME_MAX = 80;
export const PUBLIC_REPLY_MAX = 1000;
export const PRIVATE_REPLY_MAX = 640;
export const BUTTON_TITLE_MAX = 20;

/** Which comments a rule answers, in words. */
export function ruleScope(rule: Pick<CommentReplyRuleFieldsFragment, 'postId' | 'keywords'>): string {
  const post = rule.postId ? `Post ${rule.postId}` : 'Every post';
  const words = rule.keywords.length
    ? `comments with ${rule.keywords.map((k) => `“${k}”`).join(', ')}`
    : 'every comment';
  return `${post} · ${words}`;
}

/** What a rule answers with, in words. */
export function ruleReplies(rule: Pick<CommentReplyRuleFieldsFragment, 'publicReply' | 'privateReply'>) {
  return [rule.publicReply && 'public reply', rule.privateReply && 'private message']
    .filter(Boolean)
    .join(' + ');
}

/** Keywords typed as "magkano, how much; price" → the list. */
export const keywordList = (text: string): string[] =>
  text
    .split(/[,;\n]/)
    .map((k) => k.trim())
    .filter(Boolean);

export const STATUS_COLOR: Record<CommentReplyStatus, 'default' | 'success' | 'error' | 'warning'> = {
  NONE: 'default',
  QUEUED: 'default',
  SENDING: 'default',
  SENT: 'success',
  FAILED: 'error',
  UNCONFIRMED: 'warning',
  SKIPPED: 'warning',
};

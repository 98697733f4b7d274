import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { apps } from '../apps/apps.tables.ts';
import type { ReplyButtonTarget, ReplyStatus } from './comment-replies.rules.ts';

/**
 * A store's comment auto-reply rules: which post (or every post), which keywords (or every comment),
 * and what the page answers: publicly under the comment, privately in Messenger, or both.
 */
export const commentReplyRules = pgTable(
  'comment_reply_rules',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The post's own id (the part after `{page-id}_`); null: every post. */
    postId: text('post_id'),
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    publicReply: text('public_reply'),
    privateReply: text('private_reply'),
    buttonTitle: text('button_title'),
    buttonTarget: text('button_target').$type<ReplyButtonTarget>(),
    buttonProductUuid: uuid('button_product_uuid'),
    /** The ref its button carries to the storefront. */
    ref: text('ref').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('comment_reply_rules_app_idx').on(t.appUuid, t.createdAt, t.uuid),
    uniqueIndex('comment_reply_rules_app_ref_key').on(t.appUuid, t.ref),
  ],
);

/**
 * A comment a rule answered: written once per (page, comment) before anything is sent, so a comment
 * Meta delivers again is never answered again. Each reply is claimed (sending) before its call and
 * settled after: sent (Meta's id), failed (Meta's refusal in words), or unconfirmed after a crash.
 */
export const commentReplyLog = pgTable(
  'comment_reply_log',
  {
    uuid: uuid('uuid').primaryKey(),
    appUuid: uuid('app_uuid')
      .notNull()
      .references(() => apps.uuid, { onDelete: 'cascade' }),
    pageUuid: uuid('page_uuid').notNull(),
    commentId: text('comment_id').notNull(),
    postId: text('post_id').notNull(),
    fromId: text('from_id').notNull(),
    fromName: text('from_name'),
    message: text('message').notNull(),
    ruleUuid: uuid('rule_uuid'),
    ruleName: text('rule_name').notNull(),
    commentedAt: timestamp('commented_at', { withTimezone: true }).notNull(),
    publicReply: text('public_reply'),
    publicStatus: text('public_status').$type<ReplyStatus>().notNull(),
    publicId: text('public_id'),
    publicError: text('public_error'),
    privateReply: text('private_reply'),
    privateStatus: text('private_status').$type<ReplyStatus>().notNull(),
    privateMid: text('private_mid'),
    privateError: text('private_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('comment_reply_log_once_key').on(t.pageUuid, t.commentId),
    index('comment_reply_log_app_newest_idx').on(t.appUuid, t.createdAt, t.uuid),
  ],
);

export type CommentReplyRuleRow = typeof commentReplyRules.$inferSelect;
export type CommentReplyLogRow = typeof commentReplyLog.$inferSelect;

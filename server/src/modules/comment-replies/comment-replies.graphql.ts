import { builder } from '../../graphql/builder.ts';
import { ProductType, productsOfApp } from '../catalog/index.ts';
import { buttonUrl } from './comment-replies.links.ts';
import { REPLY_STATUS_LABELS, type ReplyButtonTarget, type ReplyStatus } from './comment-replies.rules.ts';
import {
  commentReplyLogOf,
  createRule,
  deleteRule,
  listRules,
  ruleOrThrow,
  setRuleActive,
  tryComment,
  updateRule,
} from './comment-replies.service.ts';
import type { CommentReplyLogRow, CommentReplyRuleRow } from './comment-replies.tables.ts';

const upper = <S extends string>(values: readonly S[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<
    Uppercase<S>,
    { value: S }
  >;

const ButtonTargetEnum = builder.enumType('CommentReplyButtonTarget', {
  values: upper(['store', 'product'] as const),
});
const ReplyStatusEnum = builder.enumType('CommentReplyStatus', {
  description:
    'NONE: the rule has no such reply; SENDING: on its way; UNCONFIRMED: sending stopped mid-way, never sent again; SKIPPED: too late (a private reply is allowed within 7 days of the comment).',
  values: upper(['none', 'queued', 'sending', 'sent', 'failed', 'unconfirmed', 'skipped'] as const),
});

const ReplyButtonType = builder
  .objectRef<{ title: string; url: string }>('CommentReplyButton')
  .implement({ fields: (t) => ({ title: t.exposeString('title'), url: t.exposeString('url') }) });

export const CommentReplyRuleType = builder.objectRef<CommentReplyRuleRow>('CommentReplyRule').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    postId: t.exposeString('postId', {
      nullable: true,
      description: "The post's id; null: every post of the page.",
    }),
    keywords: t.exposeStringList('keywords', { description: 'Any of them; none: every comment.' }),
    publicReply: t.exposeString('publicReply', { nullable: true }),
    privateReply: t.exposeString('privateReply', { nullable: true }),
    buttonTitle: t.exposeString('buttonTitle', { nullable: true }),
    buttonTarget: t.field({
      type: ButtonTargetEnum,
      nullable: true,
      resolve: (r) => r.buttonTarget,
    }),
    buttonProduct: t.field({
      type: ProductType,
      nullable: true,
      resolve: async (r, _a, ctx) =>
        r.buttonProductUuid
          ? ((await productsOfApp(ctx, r.appUuid, [r.buttonProductUuid]))[0] ?? null)
          : null,
    }),
    buttonUrl: t.string({
      nullable: true,
      description: "Where the private reply's button opens, with the rule's ref.",
      resolve: (r, _a, ctx) => (r.buttonTitle ? buttonUrl(ctx.publicUrl(), r) : null),
    }),
    ref: t.exposeString('ref'),
    active: t.exposeBoolean('active'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const statusFields = (status: (r: CommentReplyLogRow) => ReplyStatus) => ({
  type: ReplyStatusEnum,
  resolve: status,
});

const CommentReplyLogType = builder.objectRef<CommentReplyLogRow>('CommentReplyLogEntry').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    commentId: t.exposeString('commentId'),
    postId: t.exposeString('postId'),
    fromName: t.exposeString('fromName', { nullable: true }),
    message: t.exposeString('message'),
    ruleName: t.exposeString('ruleName'),
    commentedAt: t.expose('commentedAt', { type: 'DateTime' }),
    publicReply: t.exposeString('publicReply', { nullable: true }),
    publicStatus: t.field(statusFields((r) => r.publicStatus)),
    publicStatusLabel: t.string({ resolve: (r) => REPLY_STATUS_LABELS[r.publicStatus] }),
    publicError: t.exposeString('publicError', { nullable: true }),
    privateReply: t.exposeString('privateReply', { nullable: true }),
    privateStatus: t.field(statusFields((r) => r.privateStatus)),
    privateStatusLabel: t.string({ resolve: (r) => REPLY_STATUS_LABELS[r.privateStatus] }),
    privateError: t.exposeString('privateError', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

type Try = Awaited<ReturnType<typeof tryComment>>;
const CommentReplyTryType = builder.objectRef<Try>('CommentReplyTry').implement({
  description: 'What would answer a comment (nothing is sent).',
  fields: (t) => ({
    rule: t.field({ type: CommentReplyRuleType, nullable: true, resolve: (r) => r.rule }),
    publicReply: t.exposeString('publicReply', { nullable: true }),
    privateReply: t.exposeString('privateReply', { nullable: true }),
    button: t.field({ type: ReplyButtonType, nullable: true, resolve: (r) => r.button }),
  }),
});

builder.queryField('commentReplyRules', (t) =>
  t.field({
    type: [CommentReplyRuleType],
    description: "A store's comment auto-reply rules, newest first (at most 200).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => listRules(ctx, appUuid),
  }),
);
builder.queryField('commentReplyRule', (t) =>
  t.field({
    type: CommentReplyRuleType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => ruleOrThrow(ctx, appUuid, uuid),
  }),
);
builder.queryField('commentReplyLog', (t) =>
  t.connection(
    {
      type: CommentReplyLogType,
      description: 'The comments the rules answered, newest first.',
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, { appUuid, ...args }, ctx) => commentReplyLogOf(ctx, appUuid, args),
    },
    { name: 'CommentReplyLogConnection' },
    { name: 'CommentReplyLogEdge' },
  ),
);
builder.queryField('commentReplyTry', (t) =>
  t.field({
    type: CommentReplyTryType,
    description: 'Which rule would answer this comment on this post, and with what. Nothing is sent.',
    args: {
      appUuid: t.arg.id({ required: true }),
      postId: t.arg.string({ description: 'A post id or link; empty: a post no rule names.' }),
      message: t.arg.string({ required: true }),
    },
    resolve: (_r, { appUuid, postId, message }, ctx) => tryComment(ctx, appUuid, postId ?? null, message),
  }),
);

const CommentReplyRuleInput = builder.inputType('CommentReplyRuleInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    post: t.string({
      description: 'A post id, `{page-id}_{post-id}` or a facebook.com link; empty: every post.',
    }),
    keywords: t.stringList(),
    publicReply: t.string(),
    privateReply: t.string(),
    buttonTitle: t.string(),
    buttonTarget: t.field({ type: ButtonTargetEnum }),
    buttonProductUuid: t.id(),
    active: t.boolean(),
  }),
});

const inputOf = (input: typeof CommentReplyRuleInput.$inferInput) => ({
  ...input,
  buttonTarget: input.buttonTarget as ReplyButtonTarget | null | undefined,
});

builder.mutationField('commentReplyRuleCreate', (t) =>
  t.field({
    type: CommentReplyRuleType,
    args: {
      appUuid: t.arg.id({ required: true }),
      input: t.arg({ type: CommentReplyRuleInput, required: true }),
    },
    resolve: (_r, { appUuid, input }, ctx) => createRule(ctx, appUuid, inputOf(input)),
  }),
);
builder.mutationField('commentReplyRuleUpdate', (t) =>
  t.field({
    type: CommentReplyRuleType,
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: CommentReplyRuleInput, required: true }),
    },
    resolve: (_r, { appUuid, uuid, input }, ctx) => updateRule(ctx, appUuid, uuid, inputOf(input)),
  }),
);
builder.mutationField('commentReplyRuleSetActive', (t) =>
  t.field({
    type: CommentReplyRuleType,
    description: 'Turns a rule on or off.',
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      active: t.arg.boolean({ required: true }),
    },
    resolve: (_r, { appUuid, uuid, active }, ctx) => setRuleActive(ctx, appUuid, uuid, active),
  }),
);
builder.mutationField('commentReplyRuleDelete', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a rule (the comments it answered stay in the log); returns its uuid.',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => deleteRule(ctx, appUuid, uuid),
  }),
);

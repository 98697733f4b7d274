/** Comment Auto-Reply rules: list, create, edit, on/off, delete; the log; the dry run (nothing sent). */
import { and, desc, eq } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow } from '../apps/index.ts';
import { productsOfApp } from '../catalog/index.ts';
import { privatePartOf, rulesOfApp } from './comment-replies.answer.ts';
import {
  type CommentReplyInput,
  keywordsOf,
  MAX_RULES_LISTED,
  pickRule,
  postIdFrom,
  refOf,
  ruleProblems,
} from './comment-replies.rules.ts';
import { type CommentReplyRuleRow, commentReplyLog, commentReplyRules } from './comment-replies.tables.ts';

export async function listRules(ctx: Context, appUuid: string): Promise<CommentReplyRuleRow[]> {
  const app = await appOrThrow(ctx, appUuid);
  return ctx.db
    .select()
    .from(commentReplyRules)
    .where(eq(commentReplyRules.appUuid, app.uuid))
    .orderBy(desc(commentReplyRules.createdAt), desc(commentReplyRules.uuid))
    .limit(MAX_RULES_LISTED);
}

export async function ruleOrThrow(ctx: Context, appUuid: string, uuid: string): Promise<CommentReplyRuleRow> {
  const app = await appOrThrow(ctx, appUuid);
  const [row] = isUuid(uuid)
    ? await ctx.db
        .select()
        .from(commentReplyRules)
        .where(and(eq(commentReplyRules.appUuid, app.uuid), eq(commentReplyRules.uuid, uuid)))
    : [];
  if (!row) throw notFound('Comment reply rule');
  return row;
}

async function checked(ctx: Context, appUuid: string, input: CommentReplyInput) {
  const problems = ruleProblems(input, isUuid);
  const hasButton = Boolean(input.buttonTitle?.trim());
  const target = hasButton ? (input.buttonTarget ?? 'store') : null;
  if (Object.keys(problems).length === 0 && target === 'product' && input.buttonProductUuid) {
    const [product] = await productsOfApp(ctx, appUuid, [input.buttonProductUuid]);
    if (!product) problems.buttonProductUuid = 'Product not found';
  }
  const [first] = Object.values(problems);
  if (first) throw badInput(problems, first);
  return {
    name: input.name.trim(),
    postId: postIdFrom(input.post) ?? null,
    keywords: keywordsOf(input.keywords),
    publicReply: input.publicReply?.trim() || null,
    privateReply: input.privateReply?.trim() || null,
    buttonTitle: hasButton ? (input.buttonTitle?.trim() ?? null) : null,
    buttonTarget: target,
    buttonProductUuid: target === 'product' ? (input.buttonProductUuid ?? null) : null,
    active: input.active ?? true,
  };
}

export async function createRule(ctx: Context, appUuid: string, input: CommentReplyInput) {
  const app = await appOrThrow(ctx, appUuid);
  const values = await checked(ctx, app.uuid, input);
  const now = ctx.clock.now();
  const uuid = newUuid();
  const [row] = await ctx.db
    .insert(commentReplyRules)
    .values({ uuid, appUuid: app.uuid, ...values, ref: refOf(uuid), createdAt: now, updatedAt: now })
    .returning();
  return row as CommentReplyRuleRow;
}

export async function updateRule(ctx: Context, appUuid: string, uuid: string, input: CommentReplyInput) {
  const rule = await ruleOrThrow(ctx, appUuid, uuid);
  const values = await checked(ctx, rule.appUuid, input);
  const [row] = await ctx.db
    .update(commentReplyRules)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(commentReplyRules.uuid, rule.uuid))
    .returning();
  return row as CommentReplyRuleRow;
}

export async function setRuleActive(ctx: Context, appUuid: string, uuid: string, active: boolean) {
  const rule = await ruleOrThrow(ctx, appUuid, uuid);
  const [row] = await ctx.db
    .update(commentReplyRules)
    .set({ active, updatedAt: ctx.clock.now() })
    .where(eq(commentReplyRules.uuid, rule.uuid))
    .returning();
  return row as CommentReplyRuleRow;
}

export async function deleteRule(ctx: Context, appUuid: string, uuid: string): Promise<string> {
  const rule = await ruleOrThrow(ctx, appUuid, uuid);
  await ctx.db.delete(commentReplyRules).where(eq(commentReplyRules.uuid, rule.uuid));
  return rule.uuid;
}

/** The comments the rules answered, newest first, in keyset pages. */
export async function commentReplyLogOf(
  ctx: Context,
  appUuid: string,
  args: { first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, appUuid);
  const size = pageSize(args.first, 20);
  const after = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(commentReplyLog)
    .where(
      and(
        eq(commentReplyLog.appUuid, app.uuid),
        olderThan(commentReplyLog.createdAt, commentReplyLog.uuid, after),
      ),
    )
    .orderBy(desc(commentReplyLog.createdAt), desc(commentReplyLog.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/**
 * The dry run: which rule would answer a comment on `post` (empty: a post no rule names) saying
 * `message`, and with what. Nothing is sent, nothing is written.
 */
export async function tryComment(ctx: Context, appUuid: string, post: string | null, message: string) {
  const app = await appOrThrow(ctx, appUuid);
  const postId = postIdFrom(post);
  if (postId === undefined) throw badInput({ postId: 'Paste the post id or its facebook.com link' });
  const rule = pickRule(await rulesOfApp(ctx.db, app.uuid), postId ?? '', message);
  if (!rule) return { rule: null, publicReply: null, privateReply: null, button: null };
  const part = rule.privateReply ? privatePartOf(rule, ctx.publicUrl()) : null;
  const button = part?.kind === 'buttons' ? (part.template.buttons[0] ?? null) : null;
  return {
    rule,
    publicReply: rule.publicReply,
    privateReply: rule.privateReply,
    button: button ? { title: button.title, url: button.url ?? '' } : null,
  };
}

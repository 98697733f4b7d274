/**
 * Answering a comment, once, even when Meta delivers its webhook again: the inbox announces the
 * comment; this listener picks the rule and writes the log row, unique per (page, comment), in the
 * same transaction that queues the answer job. A repeated delivery finds the row and queues nothing.
 * The job claims each reply (sending) before its call and settles it after: sent with Meta's id,
 * failed with Meta's refusal in words; a claim left by a run that died is unconfirmed, never sent again.
 */
import { and, asc, eq } from 'drizzle-orm';
import {
  type Messenger,
  MessengerError,
  type PrivateReplyRequest,
  refusalInPlainWords,
} from '../../integrations/messenger/messenger.port.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { EventBus, ListenerDeps } from '../../platform/events.ts';
import { newUuid } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Sealer } from '../../platform/seal.ts';
import { pageAccessToken, pageByUuid } from '../apps/index.ts';
import type { InboxEvents } from '../inbox/index.ts';
import { buttonUrl } from './comment-replies.links.ts';
import { pickRule, privateReplyAllowed, type ReplyStatus } from './comment-replies.rules.ts';
import {
  type CommentReplyLogRow,
  type CommentReplyRuleRow,
  commentReplyLog,
  commentReplyRules,
} from './comment-replies.tables.ts';

export const ANSWER_COMMENT_JOB = 'commentReplies.answer';
const UNCONFIRMED = 'Sending stopped while this reply was on its way: it was not sent again';
const TOO_OLD = 'The comment is older than 7 days: Messenger allows a private reply only within 7 days';
const UNREACHABLE = 'Facebook could not be reached: the reply was not sent';
const PAGE_GONE = 'The page was disconnected before this reply was sent';

export interface AnswerDeps {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  messenger: Messenger;
  sealer: Sealer;
  publicUrl: () => string;
}

/** The store's rules, oldest first (matching takes the most specific, then the oldest). */
export const rulesOfApp = (db: Db, appUuid: string): Promise<CommentReplyRuleRow[]> =>
  db
    .select()
    .from(commentReplyRules)
    .where(eq(commentReplyRules.appUuid, appUuid))
    .orderBy(asc(commentReplyRules.createdAt), asc(commentReplyRules.uuid));

/** What a rule's private reply sends: its text, with its button when it has one. */
export function privatePartOf(rule: CommentReplyRuleRow, publicUrl: string): PrivateReplyRequest['part'] {
  const text = rule.privateReply ?? '';
  if (!rule.buttonTitle) return { kind: 'text', text };
  return {
    kind: 'buttons',
    template: {
      text,
      buttons: [{ type: 'web_url', title: rule.buttonTitle, url: buttonUrl(publicUrl, rule) }],
    },
  };
}

/** The listener: the rule that answers, the log row (once per comment) and the answer job, together. */
export async function commentReceived(
  deps: Pick<AnswerDeps, 'db' | 'clock' | 'jobs'>,
  comment: InboxEvents['inbox.commentReceived'],
): Promise<void> {
  const rule = pickRule(await rulesOfApp(deps.db, comment.appUuid), comment.postId, comment.message);
  if (!rule) return;
  const queued = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(commentReplyLog)
      .values({
        uuid: newUuid(),
        appUuid: comment.appUuid,
        pageUuid: comment.pageUuid,
        commentId: comment.commentId,
        postId: comment.postId,
        fromId: comment.fromId,
        fromName: comment.fromName,
        message: comment.message,
        ruleUuid: rule.uuid,
        ruleName: rule.name,
        commentedAt: new Date(comment.createdAt),
        publicReply: rule.publicReply,
        publicStatus: rule.publicReply ? 'queued' : 'none',
        privateReply: rule.privateReply,
        privateStatus: rule.privateReply ? 'queued' : 'none',
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ uuid: commentReplyLog.uuid });
    if (row) await deps.jobs.enqueue(tx, ANSWER_COMMENT_JOB, { logUuid: row.uuid });
    return Boolean(row);
  });
  if (queued) void deps.jobs.drain();
}

type Side = 'public' | 'private';
type Outcome = { status: 'sent'; id: string } | { status: Exclude<ReplyStatus, 'sent'>; error: string };

const columns = {
  public: { status: commentReplyLog.publicStatus, id: 'publicId', error: 'publicError', st: 'publicStatus' },
  private: {
    status: commentReplyLog.privateStatus,
    id: 'privateMid',
    error: 'privateError',
    st: 'privateStatus',
  },
} as const;

async function setSide(db: Db, uuid: string, side: Side, outcome: Outcome, from: ReplyStatus) {
  const c = columns[side];
  return db
    .update(commentReplyLog)
    .set({
      [c.st]: outcome.status,
      [c.id]: outcome.status === 'sent' ? outcome.id : null,
      [c.error]: ('error' in outcome && outcome.error) || null,
    })
    .where(and(eq(commentReplyLog.uuid, uuid), eq(c.status, from)))
    .returning({ uuid: commentReplyLog.uuid });
}

/** Graph errors a comment reply meets, in words (else the Send API's, else Meta's own message). */
const COMMENT_REFUSALS: ReadonlyArray<{ code: number; subcode?: number; words: string }> = [
  { code: 100, subcode: 33, words: 'the comment no longer exists on Facebook (deleted or hidden)' },
  { code: 10900, words: 'this comment already had its private reply (Messenger allows one)' },
  { code: 10903, words: 'this comment can no longer get a private reply' },
];
export function commentRefusalInWords(err: MessengerError): string {
  const { code, subcode } = err.detail;
  const known = COMMENT_REFUSALS.find(
    (r) => r.code === code && (r.subcode === undefined || r.subcode === subcode),
  );
  return known?.words ?? refusalInPlainWords(err);
}

/** A refusal is final; Meta unreachable before anything left may go again (the job retries). */
async function call(send: () => Promise<string>): Promise<Outcome | 'retry'> {
  try {
    return { status: 'sent', id: await send() };
  } catch (err) {
    if (!(err instanceof MessengerError)) throw err;
    if (err.detail.unreachable)
      return /timeout|abort/i.test(err.message) ? { status: 'unconfirmed', error: UNCONFIRMED } : 'retry';
    return { status: 'failed', error: commentRefusalInWords(err) };
  }
}

/** The answer job: each reply claimed before its call and settled after, never sent twice. */
export async function answerComment(deps: AnswerDeps, logUuid: string, lastAttempt = false): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(commentReplyLog).where(eq(commentReplyLog.uuid, logUuid));
  if (!row) return;
  // One run at a time per job (its lease): a claim still `sending` is from a run that died.
  for (const side of ['public', 'private'] as const)
    await setSide(db, row.uuid, side, { status: 'unconfirmed', error: UNCONFIRMED }, 'sending');
  const page = await pageByUuid(db, row.pageUuid);
  const [rule] = row.ruleUuid
    ? await db.select().from(commentReplyRules).where(eq(commentReplyRules.uuid, row.ruleUuid))
    : [];
  let retry = false;
  for (const side of ['public', 'private'] as const) {
    const claimed = await setSide(db, row.uuid, side, { status: 'sending', error: '' }, 'queued');
    if (claimed.length === 0) continue;
    const outcome = await answerSide(deps, row, side, page, rule ?? null);
    if (outcome === 'retry' && lastAttempt)
      await setSide(db, row.uuid, side, { status: 'failed', error: UNREACHABLE }, 'sending');
    else if (outcome === 'retry') {
      await setSide(db, row.uuid, side, { status: 'queued', error: '' }, 'sending');
      retry = true;
    } else await setSide(db, row.uuid, side, outcome, 'sending');
  }
  if (retry) throw new Error('Messenger could not be reached: the reply goes after a pause');
}

async function answerSide(
  deps: AnswerDeps,
  row: CommentReplyLogRow,
  side: Side,
  page: Awaited<ReturnType<typeof pageByUuid>>,
  rule: CommentReplyRuleRow | null,
): Promise<Outcome | 'retry'> {
  if (!page?.active) return { status: 'failed', error: PAGE_GONE };
  const accessToken = pageAccessToken(deps, page);
  const request = { fbPageId: page.fbPageId, accessToken, commentId: row.commentId };
  if (side === 'public')
    return call(
      async () => (await deps.messenger.commentReply({ ...request, message: row.publicReply ?? '' })).id,
    );
  if (!privateReplyAllowed(row.commentedAt, deps.clock.now())) return { status: 'skipped', error: TOO_OLD };
  const part = rule
    ? privatePartOf({ ...rule, privateReply: row.privateReply }, deps.publicUrl())
    : ({ kind: 'text', text: row.privateReply ?? '' } as const);
  return call(async () => (await deps.messenger.privateReply({ ...request, part })).mid);
}

export function defineCommentReplyJobs(deps: AnswerDeps): void {
  deps.jobs.define(ANSWER_COMMENT_JOB, (payload, run) =>
    answerComment(deps, (payload as { logUuid: string }).logUuid, run.lastAttempt),
  );
}

export function registerCommentReplyListeners(events: EventBus): void {
  events.on('inbox.commentReceived', (comment, deps: ListenerDeps) => commentReceived(deps, comment));
}

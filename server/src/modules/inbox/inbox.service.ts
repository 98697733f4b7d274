import { and, desc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import type { Context } from '../../graphql/context.ts';
import { badgeCount } from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid } from '../../platform/ids.ts';
import { likePattern } from '../../platform/search.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { listedProductsByName } from '../catalog/index.ts';
import {
  FIRST_MESSAGES_PAGE,
  type InboxFilter,
  type InboxProductData,
  OLDER_MESSAGES_PAGE,
  RECIPIENTS_PAGE,
} from './inbox.rules.ts';
import {
  type InboxMessageRow,
  inboxMessages,
  type PageRecipientRow,
  pageRecipients,
} from './inbox.tables.ts';

/** A page recipient of an app the caller may open (tenancy), else "Page recipient not found". */
export async function recipientOrThrow(ctx: Context, uuid: string): Promise<PageRecipientRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(pageRecipients).where(eq(pageRecipients.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Page recipient');
}

const byUpdatedAt = (r: PageRecipientRow) => ({ createdAt: r.updatedAt, uuid: r.uuid });

/** The inbox list: latest activity first, filtered, searched by name, keyset-paged on (updatedAt, uuid). */
export async function listRecipients(
  ctx: Context,
  args: {
    appUuid: string;
    filter?: InboxFilter | null;
    search?: string | null;
    first?: number | null;
    after?: string | null;
  },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, RECIPIENTS_PAGE);
  const cursor = decodeCursor(args.after);
  const filter = args.filter ?? 'all';
  const search = args.search?.trim();
  const rows = await ctx.db
    .select()
    .from(pageRecipients)
    .where(
      and(
        eq(pageRecipients.appUuid, app.uuid),
        filter === 'unread'
          ? or(eq(pageRecipients.messengerRead, false), eq(pageRecipients.facebookCommentRead, false))
          : undefined,
        filter === 'messenger' || filter === 'facebook_comment'
          ? eq(pageRecipients.inboxPlatformOrigin, filter)
          : undefined,
        search ? ilike(pageRecipients.name, likePattern(search)) : undefined,
        olderThan(pageRecipients.updatedAt, pageRecipients.uuid, cursor),
      ),
    )
    .orderBy(desc(pageRecipients.updatedAt), desc(pageRecipients.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size, byUpdatedAt);
}

/** A conversation, newest first: 7 on the first page, 5 on each older page (spec doc 1 §9). */
export async function listMessages(
  ctx: Context,
  args: { pageRecipientUuid: string; first?: number | null; after?: string | null },
) {
  const recipient = await recipientOrThrow(ctx, args.pageRecipientUuid);
  const size = pageSize(args.first, args.after ? OLDER_MESSAGES_PAGE : FIRST_MESSAGES_PAGE);
  const cursor = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(inboxMessages)
    .where(
      and(
        eq(inboxMessages.pageRecipientUuid, recipient.uuid),
        ne(inboxMessages.state, 'deleted'),
        olderThan(inboxMessages.createdAt, inboxMessages.uuid, cursor),
      ),
    )
    .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** Conversations with something unread: the kept count (exact, one read shared with the request's other badges). */
export async function unreadMessagesCount(
  ctx: Pick<Context, 'db' | 'loader'>,
  appUuid: string,
): Promise<number> {
  return badgeCount(ctx, 'conversations', appUuid, 'unread');
}

/** Opening a conversation marks it read, for one platform origin or all ("all"). */
export async function updateReadStatus(
  ctx: Context,
  input: { pageRecipientUuid: string; platformOrigin: string },
): Promise<PageRecipientRow> {
  const recipient = await recipientOrThrow(ctx, input.pageRecipientUuid);
  const origin = input.platformOrigin;
  if (!['all', 'messenger', 'facebook_comment'].includes(origin))
    throw badInput({ platformOrigin: 'Platform origin is invalid' });
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .update(pageRecipients)
      .set({
        ...(origin !== 'facebook_comment' ? { messengerRead: true } : {}),
        ...(origin !== 'messenger' ? { facebookCommentRead: true } : {}),
      })
      .where(eq(pageRecipients.uuid, recipient.uuid))
      .returning();
    await tx
      .update(inboxMessages)
      .set({ state: 'idle' })
      .where(and(eq(inboxMessages.pageRecipientUuid, recipient.uuid), eq(inboxMessages.state, 'new')));
    events.emit('inbox.countChanged', { appUuid: recipient.appUuid });
    return row ?? recipient;
  });
}

/** Catalog products for the composer's carousel picker: published, visible, matching the name. */
export async function inboxProducts(
  ctx: Context,
  args: { appUuid: string; search?: string | null; first?: number | null },
): Promise<InboxProductData[]> {
  const app = await appOrThrow(ctx, args.appUuid);
  const rows = await listedProductsByName(ctx, app.uuid, {
    search: args.search,
    limit: pageSize(args.first, 20),
  });
  return rows.map((p) => ({ uuid: p.uuid, name: p.name, price: p.price, featuredPhoto: p.photoUrl }));
}

/** DataLoader: messages by uuid (latest message of each recipient, without N+1). */
export const messageLoader = (ctx: Context) =>
  ctx.loader<string, InboxMessageRow | null>('inboxMessageByUuid', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(inboxMessages)
      .where(inArray(inboxMessages.uuid, [...uuids]));
    const map = new Map(rows.map((r) => [r.uuid, r]));
    return uuids.map((u) => map.get(u) ?? null);
  });

export const recipientLoader = (ctx: Context) =>
  ctx.loader<string, PageRecipientRow | null>('pageRecipientByUuid', async (uuids) => {
    const rows = await ctx.db
      .select()
      .from(pageRecipients)
      .where(inArray(pageRecipients.uuid, [...uuids]));
    const map = new Map(rows.map((r) => [r.uuid, r]));
    return uuids.map((u) => map.get(u) ?? null);
  });

/** A message of an app the caller may open. */
export async function messageOrThrow(ctx: Context, uuid: string): Promise<InboxMessageRow> {
  return appRowOrThrow(ctx, isUuid(uuid) ? await messageLoader(ctx).load(uuid) : null, 'Message');
}

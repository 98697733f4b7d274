import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Context, ServiceContext } from '../../graphql/context.ts';
import { badgeCount } from '../../platform/counts.ts';
import { connectionFrom, decodeCursor, olderThan, pageSize } from '../../platform/cursor.ts';
import { badInput, notFound } from '../../platform/errors.ts';
import { inTransaction } from '../../platform/events.ts';
import { isUuid, newUuid } from '../../platform/ids.ts';
import { appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { MESSAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from './notifications.rules.ts';
import { type NotificationableType, type NotificationRow, notifications } from './notifications.tables.ts';

export interface NotifyInput {
  appUuid: string;
  category: string;
  message: string;
  pageRecipient?: { name: string; profilePic?: string | null } | null;
  notificationable?:
    | { type: 'Order'; transactionNumber: string; uuid?: string | null }
    | { type: Exclude<NotificationableType, 'Order'>; uuid: string };
  createdAt?: Date;
}

/**
 * The one way any domain raises a notification (from its listeners, after its own commit): stores it
 * and announces it, so consoles on every process receive it live.
 */
export async function notify(
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'events'>,
  input: NotifyInput,
): Promise<NotificationRow> {
  const message = input.message.trim();
  if (!message) throw badInput({ message: 'Message is required' });
  if (message.length > MESSAGE_MAX)
    throw badInput({ message: `Message should not exceed ${MESSAGE_MAX} characters` });
  const link = input.notificationable;
  return inTransaction(ctx, async (tx, events) => {
    const [row] = await tx
      .insert(notifications)
      .values({
        uuid: newUuid(),
        appUuid: input.appUuid,
        category: input.category,
        message,
        createdAt: input.createdAt ?? ctx.clock.now(),
        pageRecipientName: input.pageRecipient?.name ?? null,
        pageRecipientProfilePic: input.pageRecipient?.profilePic ?? null,
        notificationableType: link?.type ?? null,
        notificationableUuid: link?.uuid ?? null,
        notificationableTransactionNumber: link?.type === 'Order' ? link.transactionNumber : null,
      })
      .returning();
    if (!row) throw new Error('notification insert returned nothing');
    events.emit('notification.created', { notificationUuid: row.uuid, appUuid: row.appUuid });
    return row;
  });
}

/** An app's notifications, newest first, keyset-paged on (createdAt, uuid). */
export async function listNotifications(
  ctx: Context,
  args: { appUuid: string; first?: number | null; after?: string | null },
) {
  const app = await appOrThrow(ctx, args.appUuid);
  const size = pageSize(args.first, NOTIFICATIONS_PAGE_SIZE);
  const cursor = decodeCursor(args.after);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.appUuid, app.uuid),
        olderThan(notifications.createdAt, notifications.uuid, cursor),
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.uuid))
    .limit(size + 1);
  return connectionFrom(rows, size);
}

/** The unread badge: the kept count (exact, one primary-key read shared with the request's other badges). */
export async function unreadCount(ctx: Context, appUuid: string): Promise<number> {
  const app = await appOrThrow(ctx, appUuid);
  return badgeCount(ctx, 'notifications', app.uuid, 'unread');
}

/** A notification of an app the user belongs to; anything else is "Notification not found". */
export async function notificationOrThrow(ctx: Context, uuid: string): Promise<NotificationRow> {
  const [row] = isUuid(uuid)
    ? await ctx.db.select().from(notifications).where(eq(notifications.uuid, uuid))
    : [];
  return appRowOrThrow(ctx, row, 'Notification');
}

export async function markAsRead(ctx: Context, notificationUuid: string): Promise<NotificationRow> {
  const row = await notificationOrThrow(ctx, notificationUuid);
  if (row.readAt) return row;
  const [updated] = await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(eq(notifications.uuid, row.uuid))
    .returning();
  return updated ?? row;
}

export async function markAllAsRead(ctx: Context, appUuid: string): Promise<{ success: boolean }> {
  const app = await appOrThrow(ctx, appUuid);
  await ctx.db
    .update(notifications)
    .set({ readAt: ctx.clock.now() })
    .where(and(eq(notifications.appUuid, app.uuid), isNull(notifications.readAt)));
  return { success: true };
}

/** Loads one notification for a live push (the subscriber's app access was checked on subscribe). */
export async function notificationByUuid(ctx: Context, uuid: string): Promise<NotificationRow> {
  const [row] = await ctx.db.select().from(notifications).where(eq(notifications.uuid, uuid));
  if (!row) throw notFound('Notification');
  return row;
}

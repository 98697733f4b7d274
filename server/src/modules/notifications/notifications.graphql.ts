import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { AFTER_DESCRIPTION, live, notGap, once } from '../../graphql/live.ts';
import { notFound } from '../../platform/errors.ts';
import { AppType, appMembership, appOrThrow, membershipAccessOrThrow } from '../apps/index.ts';
import { isLimitNotice } from './notifications.rules.ts';
import {
  listNotifications,
  markAllAsRead,
  markAsRead,
  notificationByUuid,
  notify,
  unreadCount,
} from './notifications.service.ts';
import type { NotificationRow } from './notifications.tables.ts';

const NotificationPageRecipient = builder
  .objectRef<{ name: string; profilePic: string | null }>('NotificationPageRecipient')
  .implement({
    description: 'The customer a notification is about, as shown when it was raised.',
    fields: (t) => ({
      name: t.exposeString('name'),
      profilePic: t.exposeString('profilePic', { nullable: true }),
    }),
  });

const NotificationLink = builder
  .objectRef<{ uuid: string | null; transactionNumber: string | null }>('NotificationLink')
  .implement({
    description: 'The linked object: an Order by transactionNumber, a Billing or an Extension by uuid.',
    fields: (t) => ({
      uuid: t.exposeID('uuid', { nullable: true }),
      transactionNumber: t.exposeString('transactionNumber', { nullable: true }),
    }),
  });

export const NotificationType = builder.objectRef<NotificationRow>('Notification').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    category: t.exposeString('category'),
    message: t.exposeString('message'),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    app: t.field({ type: AppType, resolve: (n, _args, ctx) => appOrThrow(ctx, n.appUuid) }),
    limitNotice: t.boolean({
      description: 'A limit notice (response credits, users limit): shown without avatar or name.',
      resolve: (n) => isLimitNotice(n.message),
    }),
    pageRecipient: t.field({
      type: NotificationPageRecipient,
      nullable: true,
      resolve: (n) =>
        n.pageRecipientName ? { name: n.pageRecipientName, profilePic: n.pageRecipientProfilePic } : null,
    }),
    notificationableType: t.exposeString('notificationableType', {
      nullable: true,
      description: 'Order, Billing or Extension.',
    }),
    notificationable: t.field({
      type: NotificationLink,
      nullable: true,
      resolve: (n) =>
        n.notificationableType
          ? { uuid: n.notificationableUuid, transactionNumber: n.notificationableTransactionNumber }
          : null,
    }),
  }),
});

builder.queryField('notifications', (t) =>
  t.connection(
    {
      type: NotificationType,
      args: { appUuid: t.arg.id({ required: true }) },
      description: "The app's notifications, newest first (keyset pages of 20 by default).",
      resolve: (_root, args, ctx) => listNotifications(ctx, args),
    },
    { name: 'NotificationConnection' },
    { name: 'NotificationEdge' },
  ),
);

builder.queryField('unreadNotificationsCount', (t) =>
  t.int({
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => unreadCount(ctx, appUuid),
  }),
);

const NotificationMarkAsReadInput = builder.inputType('NotificationMarkAsReadInput', {
  fields: (t) => ({ notificationUuid: t.id({ required: true }) }),
});
builder.mutationField('notificationMarkAsRead', (t) =>
  t.field({
    type: NotificationType,
    args: { input: t.arg({ type: NotificationMarkAsReadInput, required: true }) },
    resolve: (_root, { input }, ctx) => markAsRead(ctx, input.notificationUuid),
  }),
);

const MarkAllPayload = builder.objectRef<{ success: boolean }>('NotificationMarkAllAsReadPayload').implement({
  fields: (t) => ({ success: t.exposeBoolean('success') }),
});
builder.mutationField('notificationMarkAllAsRead', (t) =>
  t.field({
    type: MarkAllPayload,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => markAllAsRead(ctx, appUuid),
  }),
);

const NotificationTestSendInput = builder.inputType('NotificationTestSendInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }) }),
});
builder.mutationField('notificationTestSend', (t) =>
  t.field({
    type: NotificationType,
    description: 'Owner or admin: raises a test notification, to check live and browser notifications work.',
    args: { input: t.arg({ type: NotificationTestSendInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const app = await appOrThrow(ctx, input.appUuid);
      return notify(ctx, {
        appUuid: app.uuid,
        category: 'test_notification',
        message: 'Test notification: live notifications are working.',
      });
    },
  }),
);

interface BrowserNotificationShape {
  uuid: string;
  message: string;
  appName: string;
  bundleKey: string;
  pageRecipientName: string | null;
}
const BrowserNotification = builder.objectRef<BrowserNotificationShape>('BrowserNotification').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    message: t.exposeString('message'),
    appName: t.exposeString('appName'),
    bundleKey: t.exposeString('bundleKey'),
    pageRecipientName: t.exposeString('pageRecipientName', { nullable: true }),
  }),
});

const subscribeToApp = async (
  ctx: Parameters<typeof appOrThrow>[0],
  appUuid: string,
  after?: string | null,
) => {
  const app = await appOrThrow(ctx, appUuid); // only members may listen
  return live(ctx, ctx.pubsub.subscribe('notificationCreated', app.uuid, after));
};

/**
 * The event's notification, loaded once for all its subscribers on this process (issue 18), and only
 * when it is the subscribed store's (the event's scope is that store; checked all the same).
 */
async function eventNotification(ctx: Context, payload: { notificationUuid: string }, appUuid: string) {
  notGap(payload);
  const n = await once(payload, 'notification', () => notificationByUuid(ctx, payload.notificationUuid));
  if (n.appUuid !== appUuid.toLowerCase()) throw notFound('Notification');
  return n;
}

builder.subscriptionField('notificationCreate', (t) =>
  t.field({
    type: NotificationType,
    args: {
      appUuid: t.arg.id({ required: true }),
      first: t.arg.int(),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    subscribe: (_root, { appUuid, after }, ctx) => subscribeToApp(ctx, appUuid, after),
    resolve: (payload, { appUuid }, ctx) => eventNotification(ctx, payload, appUuid),
  }),
);

builder.subscriptionField('browserNotificationCreate', (t) =>
  t.field({
    type: BrowserNotification,
    args: {
      appUuid: t.arg.id({ required: true }),
      first: t.arg.int(),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    subscribe: (_root, { appUuid, after }, ctx) => subscribeToApp(ctx, appUuid, after),
    resolve: async (payload, { appUuid }, ctx) => {
      // The store and its members, loaded once per event; each subscriber's membership checked in memory.
      const [n, members] = await Promise.all([
        eventNotification(ctx, payload, appUuid),
        once(payload, 'app.membership', () => appMembership(ctx.db, appUuid)),
      ]);
      const { app } = membershipAccessOrThrow(ctx, members);
      return {
        uuid: n.uuid,
        message: n.message,
        appName: app.name,
        bundleKey: app.bundleKey,
        pageRecipientName: n.pageRecipientName,
      };
    },
  }),
);

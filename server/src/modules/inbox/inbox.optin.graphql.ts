import { asc, eq } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import { RemovedPayload } from '../../graphql/payloads.ts';
import { STANDARD_WINDOW_MS } from '../../integrations/messenger/messenger.policy.ts';
import { isUuid } from '../../platform/ids.ts';
import { activePageLoader, appOrThrow, appRowOrThrow } from '../apps/index.ts';
import { inviteUrl, optInUrl } from './inbox.rules.ts';
import { type MessengerNotificationRecipientRow, messengerNotificationRecipients } from './inbox.tables.ts';

/** Page admins who opted in (m.me link with the suggested ref) to get notifications in Messenger. */
const MessengerNotificationRecipient = builder
  .objectRef<MessengerNotificationRecipientRow>('MessengerNotificationRecipient')
  .implement({
    fields: (t) => ({
      uuid: t.exposeID('uuid'),
      name: t.exposeString('name'),
      psid: t.exposeString('psid'),
      optedInAt: t.expose('optedInAt', { type: 'DateTime' }),
      lastMessageAt: t.field({
        type: 'DateTime',
        description: 'Their latest message to the page (the opt-in counts): Messenger windows start here.',
        resolve: (r) => r.lastMessageAt ?? r.optedInAt,
      }),
      reachableUntil: t.field({
        type: 'DateTime',
        description:
          "Until then notifications go out as plain messages; later only with the page's approved store_notification template.",
        resolve: (r) => new Date((r.lastMessageAt ?? r.optedInAt).getTime() + STANDARD_WINDOW_MS),
      }),
      lastReachedAt: t.expose('lastReachedAt', {
        type: 'DateTime',
        nullable: true,
        description: 'The latest notification Messenger accepted for them.',
      }),
      unreachableSince: t.expose('unreachableSince', {
        type: 'DateTime',
        nullable: true,
        description: 'Since when notifications are not reaching them (null while they are).',
      }),
      unreachableReason: t.exposeString('unreachableReason', {
        nullable: true,
        description: 'Why the latest notification was not sent to them, in plain words.',
      }),
    }),
  });

builder.queryField('messengerNotificationRecipients', (t) =>
  t.field({
    type: [MessengerNotificationRecipient],
    description: 'Page admins who opted in to notifications through Messenger.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      return ctx.db
        .select()
        .from(messengerNotificationRecipients)
        .where(eq(messengerNotificationRecipients.appUuid, app.uuid))
        .orderBy(asc(messengerNotificationRecipients.optedInAt));
    },
  }),
);

builder.queryField('messengerNotificationOptInUrl', (t) =>
  t.string({
    nullable: true,
    description:
      'm.me link a page admin opens to opt in to Messenger notifications (null without a connected page).',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      const page = await activePageLoader(ctx).load(app.uuid);
      return page ? optInUrl(page.fbPageId) : null;
    },
  }),
);

builder.queryField('messengerInviteUrl', (t) =>
  t.string({
    nullable: true,
    description:
      "Invite Subscribers: the m.me link that opens a conversation with the store's page (null without a connected page).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      const page = await activePageLoader(ctx).load(app.uuid);
      return page ? inviteUrl(page.fbPageId) : null;
    },
  }),
);

const RemoveInput = builder.inputType('MessengerNotificationRecipientRemoveInput', {
  fields: (t) => ({ uuid: t.id({ required: true }) }),
});
builder.mutationField('messengerNotificationRecipientRemove', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: RemoveInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const uuid = String(input.uuid);
      const [found] = isUuid(uuid)
        ? await ctx.db
            .select()
            .from(messengerNotificationRecipients)
            .where(eq(messengerNotificationRecipients.uuid, uuid))
        : [];
      const row = await appRowOrThrow(ctx, found, 'Recipient');
      await ctx.db
        .delete(messengerNotificationRecipients)
        .where(eq(messengerNotificationRecipients.uuid, row.uuid));
      return { uuid: row.uuid };
    },
  }),
);

import { builder } from '../../graphql/builder.ts';
import { addRecipient, listRecipients, removeRecipient } from '../apps/index.ts';

/** Notification Manager (route `notifications`, tab `email`): who gets the app's notifications by email. */

const EmailRecipient = builder.objectRef<{ email: string; verified: boolean }>('EmailRecipient').implement({
  fields: (t) => ({ email: t.exposeString('email'), verified: t.exposeBoolean('verified') }),
});

builder.queryField('notificationEmailRecipients', (t) =>
  t.field({
    type: [EmailRecipient],
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => listRecipients(ctx, appUuid, 'notification'),
  }),
);

const RecipientInput = builder.inputType('NotificationEmailRecipientInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }), email: t.string({ required: true }) }),
});

builder.mutationField('notificationEmailRecipientAdd', (t) =>
  t.field({
    type: EmailRecipient,
    description: 'Owner or admin: adds an address (unverified until its emailed link is followed).',
    args: { input: t.arg({ type: RecipientInput, required: true }) },
    resolve: (_root, { input }, ctx) => addRecipient(ctx, input.appUuid, 'notification', input.email),
  }),
);

const RemovedPayload = builder
  .objectRef<{ email: string }>('NotificationEmailRecipientRemovePayload')
  .implement({
    fields: (t) => ({ email: t.exposeString('email') }),
  });
builder.mutationField('notificationEmailRecipientRemove', (t) =>
  t.field({
    type: RemovedPayload,
    args: { input: t.arg({ type: RecipientInput, required: true }) },
    resolve: (_root, { input }, ctx) => removeRecipient(ctx, input.appUuid, 'notification', input.email),
  }),
);

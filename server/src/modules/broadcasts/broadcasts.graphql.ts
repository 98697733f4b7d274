import { builder } from '../../graphql/builder.ts';
import { ProductType, productsOfApp } from '../catalog/index.ts';
import { CustomerSegmentType, segmentOrThrow } from '../segments/index.ts';
import { buttonUrl } from './broadcasts.links.ts';
import { broadcastResults, recipientsOf } from './broadcasts.results.ts';
import {
  BROADCAST_STATUS,
  BROADCAST_WINDOW_HOURS,
  type BroadcastButton,
  LEAVING_SOON_HOURS,
  RECIPIENT_STATUS,
  type RecipientStatus,
} from './broadcasts.rules.ts';
import {
  broadcastOrThrow,
  broadcastPlan,
  createBroadcast,
  deleteBroadcast,
  listBroadcasts,
  sendBroadcast,
  stopBroadcast,
  updateBroadcast,
} from './broadcasts.service.ts';
import type { BroadcastRecipientRow, BroadcastRow } from './broadcasts.tables.ts';

const upper = <S extends string>(values: readonly S[]) =>
  Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<
    Uppercase<S>,
    { value: S }
  >;

const BroadcastStatusEnum = builder.enumType('BroadcastStatus', {
  values: upper(['draft', 'sending', 'sent', 'cancelled'] as const),
});
const RecipientStatusEnum = builder.enumType('BroadcastRecipientStatus', {
  description:
    'QUEUED/SENDING: not sent yet; UNCONFIRMED: sending stopped mid-way, never sent again; SKIPPED: the broadcast was stopped, or the person left the window before the send.',
  values: upper(['queued', 'sending', 'sent', 'failed', 'unconfirmed', 'skipped'] as const),
});
const ButtonTargetEnum = builder.enumType('BroadcastButtonTarget', {
  values: upper(['store', 'product'] as const),
});

type ButtonOf = BroadcastButton & { broadcast: BroadcastRow };
const BroadcastButtonType = builder.objectRef<ButtonOf>('BroadcastButton').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    target: t.field({ type: ButtonTargetEnum, resolve: (b) => b.target }),
    product: t.field({
      type: ProductType,
      nullable: true,
      resolve: async (b, _a, ctx) =>
        b.productUuid ? ((await productsOfApp(ctx, b.broadcast.appUuid, [b.productUuid]))[0] ?? null) : null,
    }),
    url: t.string({
      description: "Where it opens, with the broadcast's ref.",
      resolve: (b, _a, ctx) => buttonUrl(ctx.publicUrl(), b.broadcast, b),
    }),
  }),
});

const BroadcastRecipientType = builder.objectRef<BroadcastRecipientRow>('BroadcastRecipient').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.string({ nullable: true, resolve: (r) => r.name }),
    status: t.field({ type: RecipientStatusEnum, resolve: (r) => r.status }),
    statusLabel: t.string({ resolve: (r) => RECIPIENT_STATUS.labels[r.status] }),
    error: t.exposeString('error', { nullable: true }),
    viaMarketingMessage: t.boolean({
      description: 'Sent (or to be sent) as a paid marketing message to their opt-in, outside the window.',
      resolve: (r) => r.via === 'marketing',
    }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true }),
  }),
});

type Results = Awaited<ReturnType<typeof broadcastResults>>;
const BroadcastResultsType = builder.objectRef<Results>('BroadcastResults').implement({
  description:
    'Where the sends stand, receipts from Messenger, clicks on its buttons and orders within 7 days.',
  fields: (t) => ({
    queued: t.exposeInt('queued', { description: 'Not sent yet.' }),
    sent: t.exposeInt('sent'),
    failed: t.exposeInt('failed'),
    unconfirmed: t.exposeInt('unconfirmed'),
    skipped: t.exposeInt('skipped'),
    delivered: t.exposeInt('delivered'),
    read: t.exposeInt('read'),
    clicks: t.exposeInt('clicks', {
      description: "Storefront visits through its buttons (the broadcast's ref).",
    }),
    orders: t.exposeInt('orders', { description: 'Orders its recipients placed within 7 days of the send.' }),
    revenue: t.exposeInt('revenue', {
      description: 'centavos: those orders, less cancelled and refunded ones.',
    }),
    attributionEndsAt: t.expose('attributionEndsAt', { type: 'DateTime', nullable: true }),
  }),
});

export const BroadcastType = builder.objectRef<BroadcastRow>('Broadcast').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    message: t.exposeString('message'),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    buttons: t.field({
      type: [BroadcastButtonType],
      resolve: (b) => b.buttons.map((button) => ({ ...button, broadcast: b })),
    }),
    segment: t.field({
      type: CustomerSegmentType,
      nullable: true,
      description:
        'The saved segment it goes to; null: every customer on Messenger (or the segment was deleted).',
      resolve: (b, _a, ctx) =>
        b.segmentUuid ? segmentOrThrow(ctx, b.appUuid, b.segmentUuid).catch(() => null) : null,
    }),
    segmentUuid: t.exposeID('segmentUuid', {
      nullable: true,
      description: 'The segment chosen, even when it has since been deleted (segment is then null).',
    }),
    segmentName: t.exposeString('segmentName', {
      nullable: true,
      description: "The segment's name when it was sent.",
    }),
    status: t.field({ type: BroadcastStatusEnum, resolve: (b) => b.status }),
    statusLabel: t.string({ resolve: (b) => BROADCAST_STATUS.labels[b.status] }),
    queuedCount: t.exposeInt('queuedCount', {
      description:
        'People it was queued for when it was sent (inside the window, and any marketing messages).',
    }),
    marketingCount: t.exposeInt('marketingCount', {
      description: 'Of those queued, outside the window but opted in: sent as paid marketing messages.',
    }),
    outOfWindowCount: t.exposeInt('outOfWindowCount'),
    notOnMessengerCount: t.exposeInt('notOnMessengerCount'),
    pausedReason: t.exposeString('pausedReason', { nullable: true }),
    ref: t.exposeString('ref'),
    results: t.field({ type: BroadcastResultsType, resolve: (b, _a, ctx) => broadcastResults(ctx, b) }),
    recipients: t.connection(
      {
        type: BroadcastRecipientType,
        args: { status: t.arg({ type: RecipientStatusEnum }) },
        resolve: (b, args, ctx) =>
          recipientsOf(ctx, b, { ...args, status: args.status as RecipientStatus | null }),
      },
      { name: 'BroadcastRecipientConnection' },
      { name: 'BroadcastRecipientEdge' },
    ),
    startedAt: t.expose('startedAt', { type: 'DateTime', nullable: true }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

type Plan = Awaited<ReturnType<typeof broadcastPlan>>;
const BroadcastPlanType = builder.objectRef<Plan>('BroadcastPlan').implement({
  description: "Before sending: who a broadcast can reach now under Messenger's 24-hour window.",
  fields: (t) => ({
    pageConnected: t.exposeBoolean('pageConnected'),
    inWindow: t.exposeInt('inWindow', { description: 'Messaged the page in the last 24 hours: sent to.' }),
    leavingSoon: t.exposeInt('leavingSoon', {
      description: 'Of those, whose window closes within leavingSoonHours: send sooner.',
    }),
    outOfWindow: t.exposeInt('outOfWindow', {
      description: 'On Messenger, outside the window (and not opted in to marketing messages): not sent to.',
    }),
    marketingMessages: t.exposeInt('marketingMessages', {
      description:
        "Outside the window but opted in to the page's marketing messages: sent a paid marketing message (Meta charges per message). 0 unless marketingMessagesAvailable.",
    }),
    marketingMessagesAvailable: t.exposeBoolean('marketingMessagesAvailable', {
      description:
        "The store's marketingMessages flag is on and the page has at least one customer opted in to its marketing messages.",
    }),
    notOnMessenger: t.exposeInt('notOnMessenger', {
      description: 'Customers of the segment with no conversation.',
    }),
    windowHours: t.int({ resolve: () => BROADCAST_WINDOW_HOURS }),
    leavingSoonHours: t.int({ resolve: () => LEAVING_SOON_HOURS }),
    at: t.expose('at', { type: 'DateTime' }),
  }),
});

builder.queryField('broadcasts', (t) =>
  t.field({
    type: [BroadcastType],
    description: "A store's broadcasts, newest first (at most 200).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => listBroadcasts(ctx, appUuid),
  }),
);
builder.queryField('broadcast', (t) =>
  t.field({
    type: BroadcastType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => broadcastOrThrow(ctx, appUuid, uuid),
  }),
);
builder.queryField('broadcastPlan', (t) =>
  t.field({
    type: BroadcastPlanType,
    args: { appUuid: t.arg.id({ required: true }), segmentUuid: t.arg.id() },
    resolve: (_r, { appUuid, segmentUuid }, ctx) => broadcastPlan(ctx, appUuid, segmentUuid ?? null),
  }),
);

const BroadcastButtonInput = builder.inputType('BroadcastButtonInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    target: t.field({ type: ButtonTargetEnum, required: true }),
    productUuid: t.id(),
  }),
});
const BroadcastInput = builder.inputType('BroadcastInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    message: t.string({ required: true }),
    imageUrl: t.string(),
    buttons: t.field({ type: [BroadcastButtonInput] }),
    segmentUuid: t.id({ description: 'A saved segment; none: every customer on Messenger.' }),
  }),
});

const inputOf = (input: typeof BroadcastInput.$inferInput) => ({
  ...input,
  buttons: (input.buttons ?? []).map((b) => ({ ...b, target: b.target as BroadcastButton['target'] })),
});

builder.mutationField('broadcastCreate', (t) =>
  t.field({
    type: BroadcastType,
    args: { appUuid: t.arg.id({ required: true }), input: t.arg({ type: BroadcastInput, required: true }) },
    resolve: (_r, { appUuid, input }, ctx) => createBroadcast(ctx, appUuid, inputOf(input)),
  }),
);
builder.mutationField('broadcastUpdate', (t) =>
  t.field({
    type: BroadcastType,
    description: 'Edits a draft.',
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: BroadcastInput, required: true }),
    },
    resolve: (_r, { appUuid, uuid, input }, ctx) => updateBroadcast(ctx, appUuid, uuid, inputOf(input)),
  }),
);
builder.mutationField('broadcastDelete', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes a draft; returns its uuid.',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => deleteBroadcast(ctx, appUuid, uuid),
  }),
);
builder.mutationField('broadcastSend', (t) =>
  t.field({
    type: BroadcastType,
    description: 'Sends a draft to its audience inside the 24-hour window now (never to anyone outside it).',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => sendBroadcast(ctx, appUuid, uuid),
  }),
);
builder.mutationField('broadcastStop', (t) =>
  t.field({
    type: BroadcastType,
    description: 'Stops a broadcast being sent: whoever is still queued is not messaged.',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => stopBroadcast(ctx, appUuid, uuid),
  }),
);

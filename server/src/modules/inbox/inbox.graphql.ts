import { builder } from '../../graphql/builder.ts';
import { AFTER_DESCRIPTION, live, notGap, once } from '../../graphql/live.ts';
import { notFound } from '../../platform/errors.ts';
import { fromGlobalId, toGlobalId } from '../../platform/ids.ts';
import {
  AppType,
  appMembership,
  appOrThrow,
  membershipRowOrThrow,
  PageType,
  pageLoader,
} from '../apps/index.ts';
import {
  type ButtonTemplateData,
  INBOX_FILTERS,
  type InboxProductData,
  MESSAGE_SENDERS,
  MESSAGE_STATES,
  type MessageTemplateData,
  PLATFORM_ORIGINS,
  replyWindow,
  type TemplateButtonData,
  type TemplateItemData,
} from './inbox.rules.ts';
import { sendReply } from './inbox.send.ts';
import {
  inboxProducts,
  listMessages,
  listRecipients,
  messageLoader,
  recipientLoader,
  recipientOrThrow,
  unreadMessagesCount,
  updateReadStatus,
} from './inbox.service.ts';
import type { InboxMessageRow, PageRecipientRow } from './inbox.tables.ts';

export const PlatformOriginEnum = builder.enumType('PlatformOrigin', { values: PLATFORM_ORIGINS });
const InboxFilterEnum = builder.enumType('InboxFilter', {
  values: INBOX_FILTERS,
  description: 'Recipient list filter: all, unread, or one platform origin.',
});
const MessageSenderEnum = builder.enumType('MessageSender', { values: MESSAGE_SENDERS });
const MessageStateEnum = builder.enumType('MessageState', { values: MESSAGE_STATES });
export const SentimentEnum = builder.enumType('Sentiment', {
  values: ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const,
});
const ReplyWindowEnum = builder.enumType('ReplyWindow', {
  values: ['open', 'human_agent', 'closed'] as const,
  description:
    'Whether the page may still message this customer: open (within 24 h of their last message), human_agent (24 h to 7 days: only a person, with the HUMAN_AGENT tag), closed (after 7 days).',
});

const TemplateButton = builder.objectRef<TemplateButtonData>('TemplateButton').implement({
  fields: (t) => ({
    type: t.exposeString('type'),
    title: t.exposeString('title'),
    url: t.string({ nullable: true, resolve: (b) => b.url ?? null }),
    payload: t.string({ nullable: true, resolve: (b) => b.payload ?? null }),
  }),
});
const TemplateItem = builder.objectRef<TemplateItemData>('TemplateItem').implement({
  fields: (t) => ({
    image_url: t.string({ nullable: true, resolve: (i) => i.image_url ?? null }),
    title: t.exposeString('title'),
    subtitle: t.string({ nullable: true, resolve: (i) => i.subtitle ?? null }),
    buttons: t.field({ type: [TemplateButton], resolve: (i) => i.buttons }),
  }),
});
const MessageTemplate = builder.objectRef<MessageTemplateData>('MessageTemplate').implement({
  fields: (t) => ({ items: t.field({ type: [TemplateItem], resolve: (m) => m.items }) }),
});
const ButtonTemplate = builder.objectRef<ButtonTemplateData>('ButtonTemplate').implement({
  fields: (t) => ({
    text: t.exposeString('text'),
    buttons: t.field({ type: [TemplateButton], resolve: (m) => m.buttons }),
  }),
});
export const InboxProductType = builder.objectRef<InboxProductData>('InboxProduct').implement({
  description: 'A catalog product as shown in a message or suggestion; price in centavos.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    price: t.exposeInt('price'),
    featuredPhoto: t.exposeString('featuredPhoto', { nullable: true }),
  }),
});
const GalleryPhoto = builder.objectRef<{ photoUrl: string }>('GalleryPhoto').implement({
  fields: (t) => ({ photoUrl: t.exposeString('photoUrl') }),
});

export const PageRecipientType = builder.objectRef<PageRecipientRow>('PageRecipient');
export const InboxMessageType = builder.objectRef<InboxMessageRow>('InboxMessage');

PageRecipientType.implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    baseUuid: t.exposeID('uuid'),
    baseGlobalId: t.id({ resolve: (r) => toGlobalId('PageRecipient', r.uuid) }),
    name: t.exposeString('name'),
    photo: t.exposeString('profilePic', { nullable: true }),
    profilePic: t.exposeString('profilePic', { nullable: true }),
    psid: t.exposeString('psid'),
    inboxPlatformOrigin: t.field({ type: PlatformOriginEnum, resolve: (r) => r.inboxPlatformOrigin }),
    messengerRead: t.exposeBoolean('messengerRead'),
    facebookCommentRead: t.exposeBoolean('facebookCommentRead'),
    latestInboxMessage: t.field({
      type: InboxMessageType,
      nullable: true,
      resolve: (r, _a, ctx) =>
        r.latestInboxMessageUuid ? messageLoader(ctx).load(r.latestInboxMessageUuid) : null,
    }),
    lastCustomerMessageAt: t.expose('lastCustomerMessageAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the customer last wrote (the 24-hour and 7-day windows count from it).',
    }),
    replyWindow: t.field({
      type: ReplyWindowEnum,
      resolve: (r, _a, ctx) => replyWindow(r.lastCustomerMessageAt, ctx.clock.now()),
    }),
    dummy: t.exposeBoolean('dummy', { description: "The chatbot test tool's simulated customer." }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    page: t.field({
      type: PageType,
      resolve: async (r, _a, ctx) => {
        const page = await pageLoader(ctx).load(r.pageUuid);
        if (!page) throw new Error('page recipient without page');
        return page;
      },
    }),
  }),
});

InboxMessageType.implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    baseGlobalId: t.id({ resolve: (m) => toGlobalId('InboxMessage', m.uuid) }),
    message: t.exposeString('message', { nullable: true }),
    platformOrigin: t.field({ type: PlatformOriginEnum, resolve: (m) => m.platformOrigin }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    sender: t.field({ type: MessageSenderEnum, resolve: (m) => m.sender }),
    state: t.field({ type: MessageStateEnum, resolve: (m) => m.state }),
    pending: t.exposeBoolean('pending', {
      description: 'A merchant message not yet echoed back by Messenger: shown as Sending...',
    }),
    sendError: t.exposeString('sendError', {
      nullable: true,
      description: 'Why Messenger refused this reply: it was not sent (null when sent or still sending).',
    }),
    humanAgentTag: t.exposeBoolean('humanAgentTag', {
      description: 'Sent outside the 24-hour window with the HUMAN_AGENT tag.',
    }),
    isButtonTemplate: t.exposeBoolean('isButtonTemplate'),
    buttonTemplate: t.field({ type: ButtonTemplate, nullable: true, resolve: (m) => m.buttonTemplate }),
    noTemplate: t.exposeBoolean('noTemplate'),
    template: t.field({ type: MessageTemplate, nullable: true, resolve: (m) => m.template }),
    isCarouselTemplate: t.exposeBoolean('isCarouselTemplate'),
    products: t.field({ type: [InboxProductType], resolve: (m) => m.products }),
    galleryPhotos: t.field({
      type: [GalleryPhoto],
      resolve: (m) => m.galleryPhotos.map((photoUrl) => ({ photoUrl })),
    }),
    sentiment: t.field({
      type: SentimentEnum,
      nullable: true,
      description: 'Customer messages only, when the app has sentiment analysis on.',
      resolve: (m) => m.sentiment,
    }),
    pageRecipient: t.field({
      type: PageRecipientType,
      resolve: async (m, _a, ctx) => {
        const r = await recipientLoader(ctx).load(m.pageRecipientUuid);
        if (!r) throw new Error('message without recipient');
        return r;
      },
    }),
  }),
});

builder.queryField('pageRecipients', (t) =>
  t.connection(
    {
      type: PageRecipientType,
      description:
        'Inbox recipients, latest activity first; filter and search by name; keyset pages (default 20).',
      args: {
        appUuid: t.arg.id({ required: true }),
        filter: t.arg({ type: InboxFilterEnum }),
        search: t.arg.string(),
      },
      resolve: (_r, args, ctx) => listRecipients(ctx, args),
    },
    { name: 'PageRecipientConnection' },
    { name: 'PageRecipientEdge' },
  ),
);

builder.queryField('pageRecipient', (t) =>
  t.field({
    type: PageRecipientType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => recipientOrThrow(ctx, uuid),
  }),
);

builder.queryField('fetchMessengerMessages', (t) =>
  t.connection(
    {
      type: InboxMessageType,
      description: 'A conversation, newest first: the first page is 7, older pages 5.',
      args: { pageRecipientUuid: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => listMessages(ctx, args),
    },
    { name: 'InboxMessageConnection' },
    { name: 'InboxMessageEdge' },
  ),
);

builder.queryField('unreadMessagesCount', (t) =>
  t.int({
    description: 'Recipients with unread messages.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => unreadMessagesCount(ctx, (await appOrThrow(ctx, appUuid)).uuid),
  }),
);

builder.queryField('inboxProducts', (t) =>
  t.field({
    type: [InboxProductType],
    description:
      "Published catalog products for the reply composer's carousel picker, matching search by name (at most first, default 20).",
    args: { appUuid: t.arg.id({ required: true }), search: t.arg.string(), first: t.arg.int() },
    resolve: (_r, args, ctx) => inboxProducts(ctx, args),
  }),
);

const InboxMessageSendInput = builder.inputType('InboxMessageSendInput', {
  fields: (t) => ({
    pageRecipientUuid: t.id({ required: true }),
    message: t.string(),
    productUuids: t.idList({ description: 'Catalog products sent as a carousel (at most 10).' }),
    photoUrls: t.stringList({ description: 'http(s) image URLs sent as photos (at most 10).' }),
  }),
});
builder.mutationField('inboxMessageSend', (t) =>
  t.field({
    type: InboxMessageType,
    args: { input: t.arg({ type: InboxMessageSendInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const recipient = await recipientOrThrow(ctx, input.pageRecipientUuid);
      return sendReply(ctx, recipient, {
        text: input.message ?? null,
        productUuids: (input.productUuids ?? []).map(String),
        photoUrls: (input.photoUrls ?? []).map((u) => u.trim()),
        author: 'human',
      });
    },
  }),
);

const UpdateRecipientReadStatusInput = builder.inputType('UpdateRecipientReadStatusInput', {
  fields: (t) => ({
    pageRecipientUuid: t.id({ required: true }),
    platformOrigin: t.string({ required: true }),
    selectedFilter: t.field({ type: InboxFilterEnum }),
  }),
});
builder.mutationField('updateRecipientReadStatus', (t) =>
  t.field({
    type: PageRecipientType,
    args: { input: t.arg({ type: UpdateRecipientReadStatusInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateReadStatus(ctx, input),
  }),
);

const MessagesCount = builder
  .objectRef<{ appUuid: string; messagesCount: number }>('MessagesCount')
  .implement({
    fields: (t) => ({ appUuid: t.exposeID('appUuid'), messagesCount: t.exposeInt('messagesCount') }),
  });

/** Subscriptions take the app's global id (spec: appGlobalId); only members may listen. */
async function appFromGlobalId(ctx: Parameters<typeof appOrThrow>[0], appGlobalId: string) {
  const id = fromGlobalId(appGlobalId);
  if (id?.type !== 'App') throw notFound('App');
  return appOrThrow(ctx, id.uuid);
}

builder.subscriptionField('inboxMessages', (t) =>
  t.field({
    type: InboxMessageType,
    description: 'New and changed messages of the app: replace by uuid, else append.',
    args: {
      appGlobalId: t.arg.id({ required: true }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    subscribe: async (_r, { appGlobalId, after }, ctx) =>
      live(
        ctx,
        ctx.pubsub.subscribe('inboxMessage', (await appFromGlobalId(ctx, String(appGlobalId))).uuid, after),
      ),
    resolve: async (payload, { appGlobalId }, ctx) => {
      notGap(payload);
      // Loaded once per event on this process (the loader is the event's); access checked in memory.
      const appUuid = fromGlobalId(String(appGlobalId))?.uuid.toLowerCase() ?? '';
      const [members, message] = await Promise.all([
        once(payload, 'app.membership', () => appMembership(ctx.db, appUuid)),
        messageLoader(ctx).load(payload.messageUuid),
      ]);
      return membershipRowOrThrow(ctx, members, message, 'Message');
    },
  }),
);

builder.subscriptionField('inboxMessagesCount', (t) =>
  t.field({
    type: MessagesCount,
    args: {
      appGlobalId: t.arg.id({ required: true }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    subscribe: async (_r, { appGlobalId, after }, ctx) =>
      live(
        ctx,
        ctx.pubsub.subscribe(
          'inboxMessagesCount',
          (await appFromGlobalId(ctx, String(appGlobalId))).uuid,
          after,
        ),
      ),
    resolve: async (payload, _a, ctx) => {
      notGap(payload);
      const messagesCount = await once(payload, 'inbox.unreadCount', () =>
        unreadMessagesCount(ctx, payload.appUuid),
      );
      return { appUuid: payload.appUuid, messagesCount };
    },
  }),
);

builder.objectField(AppType, 'sentimentAnalysisEnabled', (t) => t.exposeBoolean('sentimentAnalysisEnabled'));
builder.objectField(AppType, 'inboxManagerAllowed', (t) =>
  t.boolean({
    description:
      'Whether the inbox (and the Chatbot AI Manager) applies to this app: every bundle but insurance (document 2 §2.3).',
    resolve: (app) => app.bundleKey !== 'insurance-bundle',
  }),
);

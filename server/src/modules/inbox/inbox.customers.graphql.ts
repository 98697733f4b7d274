/** What the inbox knows of a customer (their Messenger conversation), added to the customers' Customer type. */
import { eq, inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import { type CustomerRow, CustomerType } from '../customers/index.ts';
import { inboxMessages, pageRecipients } from './inbox.tables.ts';

export interface CustomerConversation {
  profilePic: string | null;
  lastMessage: { text: string | null; fromCustomer: boolean; photos: number; createdAt: Date } | null;
}

/** Profile picture and latest message of a page of Messenger customers, by page recipient. */
export const conversationLoader = (ctx: Context) =>
  ctx.loader<string, CustomerConversation>('customers.conversation', async (recipientUuids) => {
    const rows = await ctx.db
      .select({
        uuid: pageRecipients.uuid,
        profilePic: pageRecipients.profilePic,
        message: inboxMessages.message,
        sender: inboxMessages.sender,
        photos: inboxMessages.galleryPhotos,
        createdAt: inboxMessages.createdAt,
      })
      .from(pageRecipients)
      .leftJoin(inboxMessages, eq(inboxMessages.uuid, pageRecipients.latestInboxMessageUuid))
      .where(inArray(pageRecipients.uuid, [...recipientUuids]));
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    return recipientUuids.map((u) => {
      const r = byUuid.get(u);
      return {
        profilePic: r?.profilePic ?? null,
        lastMessage:
          r?.createdAt && r.sender
            ? {
                text: r.message,
                fromCustomer: r.sender === 'customer',
                photos: r.photos?.length ?? 0,
                createdAt: r.createdAt,
              }
            : null,
      };
    });
  });

type LastMessage = NonNullable<CustomerConversation['lastMessage']>;

const CustomerLastMessageType = builder.objectRef<LastMessage>('CustomerLastMessage').implement({
  description: "The latest message of a customer's Messenger conversation (theirs or the page's).",
  fields: (t) => ({
    text: t.exposeString('text', { nullable: true, description: 'Null for a message of photos only.' }),
    fromCustomer: t.exposeBoolean('fromCustomer'),
    photos: t.exposeInt('photos', { description: 'How many photos it carries.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const conversationOf = (c: CustomerRow, ctx: Context) =>
  c.pageRecipientUuid ? conversationLoader(ctx).load(c.pageRecipientUuid) : null;

builder.objectFields(CustomerType, (t) => ({
  lastMessage: t.field({
    type: CustomerLastMessageType,
    nullable: true,
    resolve: async (c, _a, ctx) => (await conversationOf(c, ctx))?.lastMessage ?? null,
  }),
  profilePic: t.string({
    nullable: true,
    description: 'Their Messenger profile picture.',
    resolve: async (c, _a, ctx) => (await conversationOf(c, ctx))?.profilePic ?? null,
  }),
}));

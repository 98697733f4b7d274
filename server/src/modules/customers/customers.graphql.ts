import { builder } from '../../graphql/builder.ts';
import { OrderType } from '../orders/orders.graphql.ts';
import {
  type CustomerConversation,
  conversationLoader,
  customerOrders,
  customerOrThrow,
  customerStatsLoader,
  lastOrderLoader,
  listCustomers,
} from './customers.service.ts';
import type { CustomerRow } from './customers.tables.ts';

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

const totalCountOf = (conn: unknown) => (conn as { totalCount: () => Promise<number> }).totalCount();

const conversationOf = (c: CustomerRow, ctx: Parameters<typeof conversationLoader>[0]) =>
  c.pageRecipientUuid ? conversationLoader(ctx).load(c.pageRecipientUuid) : null;

export const CustomerType = builder.objectRef<CustomerRow>('Customer');
CustomerType.implement({
  description:
    'Someone who ordered from or wrote to the store: one per person, linked to their Messenger conversation and/or known by mobile number.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    name: t.exposeString('name'),
    mobileNumber: t.exposeString('mobileNumber', { nullable: true, description: '10 digits, without +63.' }),
    pageRecipientUuid: t.exposeID('pageRecipientUuid', {
      nullable: true,
      description: 'Their Messenger conversation (the inbox opens it), when they came from Messenger.',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastActiveAt: t.expose('lastActiveAt', {
      type: 'DateTime',
      description: 'Their latest order or message; the list is newest first on it.',
    }),
    ordersCount: t.int({
      description: 'Every order they placed, cancelled and refunded ones included.',
      resolve: async (c, _a, ctx) => (await customerStatsLoader(ctx).load(c.uuid)).ordersCount,
    }),
    totalSpent: t.int({
      description: 'Centavos: the sum of the totals of their orders that are not cancelled or refunded.',
      resolve: async (c, _a, ctx) => (await customerStatsLoader(ctx).load(c.uuid)).totalSpent,
    }),
    lastOrder: t.field({
      type: OrderType,
      nullable: true,
      resolve: (c, _a, ctx) => lastOrderLoader(ctx).load(c.uuid),
    }),
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
    orders: t.connection(
      {
        type: OrderType,
        description: 'Their orders, newest first (keyset pages of 20 by default, at most 100).',
        resolve: (c, args, ctx) => customerOrders(ctx, c, args),
      },
      {
        name: 'CustomerOrderConnection',
        fields: (f) => ({ totalCount: f.int({ resolve: totalCountOf }) }),
      },
      { name: 'CustomerOrderEdge' },
    ),
  }),
});

builder.queryField('customers', (t) =>
  t.connection(
    {
      type: CustomerType,
      description:
        "An app's customers (everyone who ordered or wrote), latest activity first (keyset pages of 20 by default, at most 100); search: a name (any part, any case) or mobile digits.",
      args: {
        appUuid: t.arg.id({ required: true }),
        search: t.arg.string(),
      },
      resolve: (_r, args, ctx) => listCustomers(ctx, args),
    },
    {
      name: 'CustomerConnection',
      fields: (c) => ({ totalCount: c.int({ resolve: totalCountOf }) }),
    },
    { name: 'CustomerEdge' },
  ),
);

builder.queryField('customer', (t) =>
  t.field({
    type: CustomerType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => customerOrThrow(ctx, appUuid, uuid),
  }),
);

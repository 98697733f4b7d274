import { builder } from '../../graphql/builder.ts';
import {
  asksForCount,
  TOTAL_COUNT_CAPPED_DESCRIPTION,
  totalCountCappedOf,
  totalCountOf,
} from '../../platform/counts.ts';
import { customerOrThrow, listCustomers } from './customers.service.ts';
import type { CustomerRow } from './customers.tables.ts';
import { setCustomerTags, storeCustomerTags, type TagCount } from './customers.tagging.ts';

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
    tags: t.exposeStringList('tags', {
      description: "The store's labels for them: lowercase, at most 10 (customerTagsSet).",
    }),
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
      resolve: (_r, args, ctx, info) => listCustomers(ctx, { ...args, withCount: asksForCount(info) }),
    },
    {
      name: 'CustomerConnection',
      fields: (c) => ({
        totalCount: c.int({ resolve: totalCountOf }),
        totalCountCapped: c.boolean({
          description: TOTAL_COUNT_CAPPED_DESCRIPTION,
          resolve: totalCountCappedOf,
        }),
      }),
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

const CustomerTagType = builder.objectRef<TagCount>('CustomerTag').implement({
  description: 'A tag in use in the store and how many customers carry it.',
  fields: (t) => ({ tag: t.exposeString('tag'), count: t.exposeInt('count') }),
});

builder.queryField('customerTags', (t) =>
  t.field({
    type: [CustomerTagType],
    description: "The store's customer tags in use, most used first (at most 100): suggestions for tagging.",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => storeCustomerTags(ctx, appUuid),
  }),
);

builder.mutationField('customerTagsSet', (t) =>
  t.field({
    type: CustomerType,
    description:
      "Replaces a customer's tags: trimmed, lowercase, single spaces, 1 to 30 letters, digits, spaces or hyphens each, at most 10 (duplicates dropped). Problems come back on `tags`; nothing changes.",
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      tags: t.arg.stringList({ required: true }),
    },
    resolve: (_r, { appUuid, uuid, tags }, ctx) => setCustomerTags(ctx, appUuid, uuid, tags),
  }),
);

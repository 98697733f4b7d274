import { builder } from '../../graphql/builder.ts';
import { ProductType, productsOfApp } from '../catalog/index.ts';
import { ANNOUNCEMENT_STATUSES, statusOf } from './announcements.rules.ts';
import {
  announcementOrThrow,
  createAnnouncement,
  deleteAnnouncement,
  endAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.service.ts';
import type { StoreAnnouncementRow } from './announcements.tables.ts';

const AnnouncementStatusEnum = builder.enumType('AnnouncementStatus', {
  description: 'From the dates: SCHEDULED before startsAt, ACTIVE until endsAt, ENDED after (or once ended).',
  values: Object.fromEntries(ANNOUNCEMENT_STATUSES.map((s) => [s.toUpperCase(), { value: s }])) as {
    [K in (typeof ANNOUNCEMENT_STATUSES)[number] as Uppercase<K>]: { value: K };
  },
});

export const StoreAnnouncementType = builder.objectRef<StoreAnnouncementRow>('StoreAnnouncement').implement({
  description: 'A banner on the storefront from startsAt until endsAt.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    message: t.exposeString('message'),
    productUuid: t.exposeID('productUuid', { nullable: true, description: 'The product the banner opens.' }),
    product: t.field({
      type: ProductType,
      nullable: true,
      resolve: async (a, _args, ctx) =>
        a.productUuid ? ((await productsOfApp(ctx, a.appUuid, [a.productUuid]))[0] ?? null) : null,
    }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
    status: t.field({
      type: AnnouncementStatusEnum,
      resolve: (a, _args, ctx) => statusOf(a, ctx.clock.now()),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('storeAnnouncements', (t) =>
  t.connection(
    {
      type: StoreAnnouncementType,
      description: "A store's announcements, newest first (keyset pages of 20 by default).",
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, args, ctx) => listAnnouncements(ctx, args),
    },
    {
      name: 'StoreAnnouncementConnection',
      fields: (c) => ({
        totalCount: c.int({
          resolve: (conn) => (conn as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
    { name: 'StoreAnnouncementEdge' },
  ),
);

builder.queryField('storeAnnouncement', (t) =>
  t.field({
    type: StoreAnnouncementType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => announcementOrThrow(ctx, appUuid, uuid),
  }),
);

const StoreAnnouncementInput = builder.inputType('StoreAnnouncementInput', {
  fields: (t) => ({
    message: t.string({ required: true, description: 'At most 160 characters.' }),
    productUuid: t.id({ description: 'A product of the store the banner opens.' }),
    startsAt: t.field({ type: 'DateTime', required: true }),
    endsAt: t.field({ type: 'DateTime' }),
  }),
});

builder.mutationField('storeAnnouncementCreate', (t) =>
  t.field({
    type: StoreAnnouncementType,
    args: {
      appUuid: t.arg.id({ required: true }),
      input: t.arg({ type: StoreAnnouncementInput, required: true }),
    },
    resolve: (_r, { appUuid, input }, ctx) => createAnnouncement(ctx, appUuid, input),
  }),
);
builder.mutationField('storeAnnouncementUpdate', (t) =>
  t.field({
    type: StoreAnnouncementType,
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: StoreAnnouncementInput, required: true }),
    },
    resolve: (_r, { appUuid, uuid, input }, ctx) => updateAnnouncement(ctx, appUuid, uuid, input),
  }),
);
builder.mutationField('storeAnnouncementEnd', (t) =>
  t.field({
    type: StoreAnnouncementType,
    description: 'Ends a running announcement now.',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => endAnnouncement(ctx, appUuid, uuid),
  }),
);
builder.mutationField('storeAnnouncementDelete', (t) =>
  t.field({
    type: 'ID',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => deleteAnnouncement(ctx, appUuid, uuid),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { ProductType, productsOfApp } from '../catalog/index.ts';
import {
  createLink,
  deleteLink,
  type LinkPromo,
  type LinkTarget,
  linkFigures,
  linkOrThrow,
  linkPromoLoader,
  listLinks,
  messengerUrlOf,
  shortUrlOf,
  storeUrlOf,
  updateLink,
} from './referrals.service.ts';
import type { ReferralLinkRow } from './referrals.tables.ts';

const ReferralLinkTargetEnum = builder.enumType('ReferralLinkTarget', {
  description: 'STORE: links to the store (Referral); PRODUCT: links to one product (Smart Retail Links).',
  values: { STORE: { value: 'store' }, PRODUCT: { value: 'product' } } as const,
});

type Figures = Awaited<ReturnType<typeof linkFigures>>;
const ReferralFiguresType = builder.objectRef<Figures>('ReferralLinkFigures').implement({
  description:
    'What the link brought over the range (Manila days): visits, orders placed and their revenue, and Messenger conversations started.',
  fields: (t) => ({
    from: t.field({ type: 'Date', resolve: (f) => f.range.from }),
    to: t.field({ type: 'Date', resolve: (f) => f.range.to }),
    visits: t.exposeInt('visits'),
    ordersPlaced: t.exposeInt('ordersPlaced'),
    revenue: t.exposeInt('revenue', {
      description: 'centavos: the orders placed from the link, less cancelled and refunded ones.',
    }),
    conversations: t.exposeInt('conversations', {
      description: "People who opened the page's conversation from the link's m.me address.",
    }),
  }),
});

const ReferralLinkPromoType = builder.objectRef<LinkPromo>('ReferralLinkPromo').implement({
  description: 'The promo a link opens the store with; it stays on the link once the promo has ended.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    title: t.string({
      nullable: true,
      description: 'null: the promo was deleted.',
      resolve: (p) => p.promotion?.title ?? null,
    }),
    code: t.string({
      nullable: true,
      description: 'The discount code the storefront applies (discount codes only).',
      resolve: (p) => p.promotion?.code ?? null,
    }),
    scheduled: t.boolean({
      description: 'Not started yet: until it starts, the link opens the store without it.',
      resolve: (p) => p.promotion?.status === 'scheduled',
    }),
    ended: t.exposeBoolean('ended', {
      description: 'Ended or deleted: the link still opens the store, without the promo.',
    }),
  }),
});

export const ReferralLinkType = builder.objectRef<ReferralLinkRow>('ReferralLink').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    code: t.exposeString('code', { description: "The link's ref (lowercase, unique per store)." }),
    product: t.field({
      type: ProductType,
      nullable: true,
      resolve: async (l, _a, ctx) =>
        l.productUuid ? ((await productsOfApp(ctx, l.appUuid, [l.productUuid]))[0] ?? null) : null,
    }),
    promo: t.field({
      type: ReferralLinkPromoType,
      nullable: true,
      description: 'A link to a promo: the promo (null for a link to the store or a product).',
      resolve: (l, _a, ctx) => linkPromoLoader(ctx).load(l),
    }),
    storeUrl: t.string({
      description:
        "The full storefront address (the store or the product, with ?ref=, and a running promo's code as &promo=).",
      resolve: async (l, _a, ctx) => storeUrlOf(ctx.publicUrl(), l, await linkPromoLoader(ctx).load(l)),
    }),
    shortUrl: t.string({
      description: 'The short address to share, /r/{code}: it redirects to storeUrl.',
      resolve: (l, _a, ctx) => shortUrlOf(ctx.publicUrl(), l),
    }),
    messengerUrl: t.string({
      nullable: true,
      description: "The page's m.me link with the same ref; null without a connected page.",
      resolve: (l, _a, ctx) => messengerUrlOf(ctx, l),
    }),
    figures: t.field({
      type: ReferralFiguresType,
      description: 'Visits and orders placed from the link; the last 30 days unless a range is given.',
      args: { from: t.arg({ type: 'Date' }), to: t.arg({ type: 'Date' }) },
      resolve: (l, { from, to }, ctx) => linkFigures(ctx, l, from && to ? { from, to } : null),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('referralLinks', (t) =>
  t.field({
    type: [ReferralLinkType],
    description: "A store's referral links to itself or to its products, newest first (at most 200).",
    args: {
      appUuid: t.arg.id({ required: true }),
      target: t.arg({ type: ReferralLinkTargetEnum, required: true }),
    },
    resolve: (_r, { appUuid, target }, ctx) => listLinks(ctx, appUuid, target as LinkTarget),
  }),
);
builder.queryField('referralLink', (t) =>
  t.field({
    type: ReferralLinkType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => linkOrThrow(ctx, appUuid, uuid),
  }),
);

const ReferralLinkInput = builder.inputType('ReferralLinkInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    code: t.string({ description: '3-32 lowercase letters, digits or -; from the name when blank.' }),
    productUuid: t.id({ description: 'A product of the store: a smart retail link.' }),
    promotionUuid: t.id({
      description:
        'A running or scheduled promo of the store (a discount code, an automatic discount or a cart promo): the link opens the store with it.',
    }),
  }),
});
builder.mutationField('referralLinkCreate', (t) =>
  t.field({
    type: ReferralLinkType,
    args: {
      appUuid: t.arg.id({ required: true }),
      input: t.arg({ type: ReferralLinkInput, required: true }),
    },
    resolve: (_r, { appUuid, input }, ctx) => createLink(ctx, appUuid, input),
  }),
);
builder.mutationField('referralLinkUpdate', (t) =>
  t.field({
    type: ReferralLinkType,
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: ReferralLinkInput, required: true }),
    },
    resolve: (_r, { appUuid, uuid, input }, ctx) => updateLink(ctx, appUuid, uuid, input),
  }),
);
builder.mutationField('referralLinkDelete', (t) =>
  t.field({
    type: 'ID',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => deleteLink(ctx, appUuid, uuid),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { CategoryType, categoriesOfApp, ProductType, productsOfApp } from '../catalog/index.ts';
import { previewPromotion } from './promotions.preview.ts';
import {
  PROMOTION_CONDITIONS,
  PROMOTION_KINDS,
  PROMOTION_SCOPES,
  PROMOTION_STATUSES,
  PROMOTION_VALUE_TYPES,
  statusOf,
  type Tier,
} from './promotions.rules.ts';
import {
  createPromotion,
  deletePromotion,
  endPromotion,
  listPromotions,
  type PromotionResults,
  promotionOrThrow,
  promotionResultsLoader,
  updatePromotion,
} from './promotions.service.ts';
import type { PromotionRow, PromotionUseRow } from './promotions.tables.ts';

const enumOf = <const T extends readonly string[]>(name: string, values: T, description: string) =>
  builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as {
      [K in T[number] as Uppercase<K>]: { value: K };
    },
  });

export const PromotionKindEnum = enumOf(
  'PromotionKind',
  PROMOTION_KINDS,
  'CODE: a discount code the shopper types; AUTOMATIC: applied without a code when its conditions hold; CART: a spend threshold the cart advertises ("Add ₱150.00 more for …"); VOUCHER: a batch of single-use codes (usageLimit is its quantity); REBATE: a voucher each customer earns when an order of at least minimumPurchase completes.',
);
export const PromotionValueTypeEnum = enumOf(
  'PromotionValueType',
  PROMOTION_VALUE_TYPES,
  'PERCENT: value is whole percent; FIXED: value is centavos; FREE_SHIPPING: the delivery fee is waived.',
);
const PromotionScopeEnum = enumOf('PromotionScope', PROMOTION_SCOPES, 'What the discount applies to.');
const PromotionConditionEnum = enumOf(
  'PromotionCondition',
  PROMOTION_CONDITIONS,
  'Automatic discounts: NONE (a minimum purchase at most), BUY_X_GET_Y (value: percent off the Y cheapest), QUANTITY_TIERS.',
);
export const PromotionStatusEnum = enumOf(
  'PromotionStatus',
  PROMOTION_STATUSES,
  'From the dates: SCHEDULED before startsAt, ACTIVE until endsAt, EXPIRED after (or once ended).',
);

const PromotionTierType = builder.objectRef<Tier>('PromotionTier').implement({
  fields: (t) => ({ minQuantity: t.exposeInt('minQuantity'), percent: t.exposeInt('percent') }),
});
const PromotionResultsType = builder.objectRef<PromotionResults>('PromotionResults').implement({
  description: 'Orders that used the promotion and were not cancelled.',
  fields: (t) => ({
    orders: t.exposeInt('orders'),
    revenue: t.exposeFloat('revenue', { description: "Those orders' totals, whole centavos." }),
    discountGiven: t.exposeFloat('discountGiven', { description: 'Whole centavos.' }),
  }),
});

export const PromotionType = builder.objectRef<PromotionRow>('Promotion').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    kind: t.field({ type: PromotionKindEnum, resolve: (p) => p.kind }),
    title: t.exposeString('title'),
    code: t.exposeString('code', { nullable: true }),
    valueType: t.field({ type: PromotionValueTypeEnum, resolve: (p) => p.valueType }),
    value: t.exposeInt('value', { description: 'Whole percent (PERCENT) or centavos (FIXED); 0 otherwise.' }),
    scope: t.field({ type: PromotionScopeEnum, resolve: (p) => p.scope }),
    products: t.field({
      type: [ProductType],
      resolve: (p, _a, ctx) => productsOfApp(ctx, p.appUuid, p.productUuids),
    }),
    categories: t.field({
      type: [CategoryType],
      resolve: (p, _a, ctx) => categoriesOfApp(ctx, p.appUuid, p.categoryUuids),
    }),
    minimumPurchase: t.exposeInt('minimumPurchase', { description: 'Centavos; 0: none.' }),
    condition: t.field({ type: PromotionConditionEnum, resolve: (p) => p.condition }),
    buyQuantity: t.exposeInt('buyQuantity', { nullable: true }),
    getQuantity: t.exposeInt('getQuantity', { nullable: true }),
    tiers: t.field({ type: [PromotionTierType], resolve: (p) => p.tiers }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime', nullable: true }),
    usageLimit: t.exposeInt('usageLimit', { nullable: true }),
    perCustomerLimit: t.exposeInt('perCustomerLimit', { nullable: true }),
    firstOrderOnly: t.exposeBoolean('firstOrderOnly'),
    usedCount: t.exposeInt('usedCount', { description: 'Uses by orders not cancelled.' }),
    status: t.field({ type: PromotionStatusEnum, resolve: (p, _a, ctx) => statusOf(p, ctx.clock.now()) }),
    results: t.field({
      type: PromotionResultsType,
      resolve: (p, _a, ctx) => promotionResultsLoader(ctx).load(p.uuid),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A discount line of an order (the console's and the storefront's order pages). */
export const DiscountLineType = builder.objectRef<PromotionUseRow>('DiscountLine').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    code: t.exposeString('code', { nullable: true }),
    kind: t.field({ type: PromotionKindEnum, resolve: (u) => u.kind }),
    amount: t.exposeInt('amount', { description: 'Centavos off.' }),
  }),
});

builder.queryField('promotions', (t) =>
  t.connection(
    {
      type: PromotionType,
      description:
        "A store's promotions, newest first (keyset pages of 20 by default), filtered and searched.",
      args: {
        appUuid: t.arg.id({ required: true }),
        kinds: t.arg({ type: [PromotionKindEnum] }),
        status: t.arg({ type: PromotionStatusEnum }),
        search: t.arg.string({ description: 'Any part of the title or the code.' }),
      },
      resolve: (_r, args, ctx) => listPromotions(ctx, args),
    },
    {
      name: 'PromotionConnection',
      fields: (c) => ({
        totalCount: c.int({
          resolve: (conn) => (conn as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
    { name: 'PromotionEdge' },
  ),
);

builder.queryField('promotion', (t) =>
  t.field({
    type: PromotionType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => promotionOrThrow(ctx, uuid),
  }),
);

const PromotionTierInput = builder.inputType('PromotionTierInput', {
  fields: (t) => ({ minQuantity: t.int({ required: true }), percent: t.int({ required: true }) }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields a promotion's create, update and preview share. */
const promotionFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  title: t.string({ required: true }),
  code: t.string({ description: 'CODE only: 3-20 letters, digits, - or _ (kept upper-case).' }),
  valueType: t.field({ type: PromotionValueTypeEnum, required: true }),
  value: t.int({ required: true, description: 'Whole percent (PERCENT) or centavos (FIXED); 0 otherwise.' }),
  scope: t.field({ type: PromotionScopeEnum, required: true }),
  productUuids: t.idList(),
  categoryUuids: t.idList(),
  minimumPurchase: t.int({ description: 'Centavos; required for a CART promo.' }),
  condition: t.field({ type: PromotionConditionEnum }),
  buyQuantity: t.int(),
  getQuantity: t.int(),
  tiers: t.field({ type: [PromotionTierInput] }),
  startsAt: t.field({ type: 'DateTime', required: true }),
  endsAt: t.field({ type: 'DateTime' }),
  usageLimit: t.int(),
  perCustomerLimit: t.int(),
  firstOrderOnly: t.boolean(),
});

const PromotionCreateInput = builder.inputType('PromotionCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    kind: t.field({ type: PromotionKindEnum, required: true }),
    ...promotionFields(t),
  }),
});
const PromotionUpdateInput = builder.inputType('PromotionUpdateInput', {
  fields: (t) => ({ uuid: t.id({ required: true }), ...promotionFields(t) }),
});

builder.mutationField('promotionCreate', (t) =>
  t.field({
    type: PromotionType,
    args: { input: t.arg({ type: PromotionCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) => createPromotion(ctx, input),
  }),
);
builder.mutationField('promotionUpdate', (t) =>
  t.field({
    type: PromotionType,
    args: { input: t.arg({ type: PromotionUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updatePromotion(ctx, { ...input, kind: 'code' }),
  }),
);
builder.mutationField('promotionEnd', (t) =>
  t.field({
    type: PromotionType,
    description: 'Ends a scheduled or active promotion now.',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => endPromotion(ctx, uuid),
  }),
);
const DeletedPromotion = builder.objectRef<{ uuid: string }>('DeletedPromotion').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});
builder.mutationField('promotionDelete', (t) =>
  t.field({
    type: DeletedPromotion,
    description: 'Deletes a promotion no order has used (a used one is ended instead).',
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => deletePromotion(ctx, uuid),
  }),
);

const PreviewItemInput = builder.inputType('PromotionPreviewItemInput', {
  fields: (t) => ({ variantUuid: t.id({ required: true }), quantity: t.int({ required: true }) }),
});
const PromotionPreviewInput = builder.inputType('PromotionPreviewInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    kind: t.field({ type: PromotionKindEnum, required: true }),
    ...promotionFields(t),
    items: t.field({ type: [PreviewItemInput], required: true, description: 'The sample cart.' }),
    deliveryFee: t.int({ description: 'The sample delivery fee, centavos (0 or none: a pick-up).' }),
  }),
});
const PromotionProblemType = builder
  .objectRef<{ field: string; message: string }>('PromotionProblem')
  .implement({ fields: (t) => ({ field: t.exposeString('field'), message: t.exposeString('message') }) });
const PromotionPreviewType = builder
  .objectRef<Awaited<ReturnType<typeof previewPromotion>>>('PromotionPreview')
  .implement({
    description: 'What the sample cart would pay with the promotion as drafted (nothing is saved).',
    fields: (t) => ({
      subtotal: t.exposeInt('subtotal'),
      deliveryFee: t.exposeInt('deliveryFee'),
      discount: t.exposeInt('discount'),
      total: t.exposeInt('total'),
      refusal: t.exposeString('refusal', {
        nullable: true,
        description: 'Why the sample cart gets nothing, as a shopper would read it.',
      }),
      problems: t.field({
        type: [PromotionProblemType],
        description: "The draft's field problems (none: it can be saved as it is).",
        resolve: (p) => Object.entries(p.problems).map(([field, message]) => ({ field, message })),
      }),
    }),
  });
builder.queryField('promotionPreview', (t) =>
  t.field({
    type: PromotionPreviewType,
    args: { input: t.arg({ type: PromotionPreviewInput, required: true }) },
    resolve: (_r, { input }, ctx) => previewPromotion(ctx, input),
  }),
);

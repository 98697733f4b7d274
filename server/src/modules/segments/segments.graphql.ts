import { builder } from '../../graphql/builder.ts';
import {
  asksForCount,
  TOTAL_COUNT_CAPPED_DESCRIPTION,
  totalCountCappedOf,
  totalCountOf,
} from '../../platform/counts.ts';
import { CategoryType, categoriesOfApp, ProductType, productsOfApp } from '../catalog/index.ts';
import { CustomerType } from '../customers/index.ts';
import { type PsgcPlace, PsgcPlaceType, psgcPlace } from '../delivery-areas/index.ts';
import { exportSegmentCsv } from './segments.export.ts';
import { SEGMENT_FIELD_NAMES, SEGMENT_OPS, type SegmentRule } from './segments.rules.ts';
import {
  createSegment,
  customersOfRules,
  deleteSegment,
  listSegments,
  previewSegment,
  segmentOrThrow,
  updateSegment,
} from './segments.service.ts';
import type { CustomerSegmentRow } from './segments.tables.ts';

const enumOf = <const T extends readonly string[]>(name: string, values: T, description: string) =>
  builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as {
      [K in T[number] as Uppercase<K>]: { value: K };
    },
  });

const SegmentFieldEnum = enumOf(
  'SegmentField',
  SEGMENT_FIELD_NAMES,
  'What a segment rule tests: LAST_ORDER and LAST_MESSAGE (days), ORDERS_COUNT (orders, cancelled ones included), TOTAL_SPENT (centavos, cancelled and refunded orders excluded), BOUGHT_PRODUCT and BOUGHT_CATEGORY (ids; subcategories included), LOCATION (PSGC regions, provinces or cities of their delivery addresses), MESSENGER (came from Messenger), TAGS (ids: customer tags; tagged with any of them).',
);
const SegmentOpEnum = enumOf(
  'SegmentOp',
  SEGMENT_OPS,
  'WITHIN_DAYS / NOT_WITHIN_DAYS (value: days), AT_LEAST / AT_MOST (value), ANY_OF (ids), IS / IS_NOT (no value).',
);

type Rule = SegmentRule & { appUuid: string };
const SegmentRuleType = builder.objectRef<Rule>('SegmentRule').implement({
  fields: (t) => ({
    field: t.field({ type: SegmentFieldEnum, resolve: (r) => r.field }),
    op: t.field({ type: SegmentOpEnum, resolve: (r) => r.op }),
    value: t.float({ nullable: true, resolve: (r) => r.value ?? null }),
    ids: t.stringList({ resolve: (r) => [...(r.ids ?? [])] }),
    products: t.field({
      type: [ProductType],
      description: 'BOUGHT_PRODUCT: the chosen products that still exist.',
      resolve: (r, _a, ctx) =>
        r.field === 'bought_product' ? productsOfApp(ctx, r.appUuid, [...(r.ids ?? [])]) : [],
    }),
    places: t.field({
      type: [PsgcPlaceType],
      description: 'LOCATION: the chosen PSGC places.',
      resolve: (r) =>
        r.field === 'location' ? (r.ids ?? []).map(psgcPlace).filter((p): p is PsgcPlace => p !== null) : [],
    }),
    categories: t.field({
      type: [CategoryType],
      description: 'BOUGHT_CATEGORY: the chosen categories that still exist.',
      resolve: (r, _a, ctx) =>
        r.field === 'bought_category' ? categoriesOfApp(ctx, r.appUuid, [...(r.ids ?? [])]) : [],
    }),
  }),
});

export const CustomerSegmentType = builder.objectRef<CustomerSegmentRow>('CustomerSegment').implement({
  description:
    'Saved rules over the customer list: its members are every customer matching all of them, now.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    appUuid: t.exposeID('appUuid'),
    name: t.exposeString('name'),
    rules: t.field({
      type: [SegmentRuleType],
      resolve: (s) => s.rules.map((r) => ({ ...r, appUuid: s.appUuid })),
    }),
    customers: t.connection(
      {
        type: CustomerType,
        description: 'Its members, latest activity first (keyset pages).',
        resolve: (s, args, ctx, info) =>
          customersOfRules(ctx, s.appUuid, s.rules, { ...args, withCount: asksForCount(info) }),
      },
      {
        name: 'SegmentCustomerConnection',
        fields: (c) => ({
          totalCount: c.int({ resolve: totalCountOf }),
          totalCountCapped: c.boolean({
            description: TOTAL_COUNT_CAPPED_DESCRIPTION,
            resolve: totalCountCappedOf,
          }),
        }),
      },
      { name: 'SegmentCustomerEdge' },
    ),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SegmentPreviewType = builder
  .objectRef<Awaited<ReturnType<typeof previewSegment>>>('SegmentPreview')
  .implement({
    description: 'How many customers the rules match now, and the first few (latest activity first).',
    fields: (t) => ({
      count: t.exposeInt('count'),
      countCapped: t.exposeBoolean('countCapped', { description: 'True past 10,000 (shown as "10,000+").' }),
      sample: t.field({ type: [CustomerType], resolve: (p) => p.sample }),
    }),
  });

const SegmentRuleInput = builder.inputType('SegmentRuleInput', {
  fields: (t) => ({
    field: t.field({ type: SegmentFieldEnum, required: true }),
    op: t.field({ type: SegmentOpEnum, required: true }),
    value: t.float({ description: 'Days, orders or centavos, as the field takes.' }),
    ids: t.stringList({ description: 'Product or category ids, or PSGC place codes (LOCATION).' }),
  }),
});
const CustomerSegmentInput = builder.inputType('CustomerSegmentInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    rules: t.field({ type: [SegmentRuleInput], required: true }),
  }),
});

builder.queryField('customerSegments', (t) =>
  t.field({
    type: [CustomerSegmentType],
    description: "A store's customer segments by name (at most 100).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => listSegments(ctx, appUuid),
  }),
);
builder.queryField('customerSegment', (t) =>
  t.field({
    type: CustomerSegmentType,
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => segmentOrThrow(ctx, appUuid, uuid),
  }),
);
builder.queryField('customerSegmentPreview', (t) =>
  t.field({
    type: SegmentPreviewType,
    description: "The segment form's live count and sample for rules not saved yet.",
    args: {
      appUuid: t.arg.id({ required: true }),
      rules: t.arg({ type: [SegmentRuleInput], required: true }),
    },
    resolve: (_r, { appUuid, rules }, ctx) => previewSegment(ctx, appUuid, rules),
  }),
);

builder.queryField('customerSegmentExportCsv', (t) =>
  t.string({
    description:
      "The segment's customers now, latest activity first, as CSV (name, mobile, on Messenger, orders, total spent, last active); within the plan's export limit.",
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => exportSegmentCsv(ctx, appUuid, uuid),
  }),
);

builder.mutationField('customerSegmentCreate', (t) =>
  t.field({
    type: CustomerSegmentType,
    args: {
      appUuid: t.arg.id({ required: true }),
      input: t.arg({ type: CustomerSegmentInput, required: true }),
    },
    resolve: (_r, { appUuid, input }, ctx) => createSegment(ctx, appUuid, input),
  }),
);
builder.mutationField('customerSegmentUpdate', (t) =>
  t.field({
    type: CustomerSegmentType,
    args: {
      appUuid: t.arg.id({ required: true }),
      uuid: t.arg.id({ required: true }),
      input: t.arg({ type: CustomerSegmentInput, required: true }),
    },
    resolve: (_r, { appUuid, uuid, input }, ctx) => updateSegment(ctx, appUuid, uuid, input),
  }),
);
builder.mutationField('customerSegmentDelete', (t) =>
  t.field({
    type: 'ID',
    description: 'Deletes the segment (its customers are untouched); returns its uuid.',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => deleteSegment(ctx, appUuid, uuid),
  }),
);

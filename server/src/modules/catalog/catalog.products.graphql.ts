import { builder } from '../../graphql/builder.ts';
import {
  asksForCount,
  TOTAL_COUNT_CAPPED_DESCRIPTION,
  totalCountCappedOf,
  totalCountOf,
} from '../../platform/counts.ts';
import { PhotoType, photosLoader } from '../photos/index.ts';
import { AddOnType } from './catalog.addons.graphql.ts';
import { CategoryType } from './catalog.categories.graphql.ts';
import { categoryLoader } from './catalog.categories.service.ts';
import {
  availableProducts,
  availableProductVariants,
  PRICE_ROWS_PAGE,
  type PriceRow,
  singleVariantProducts,
} from './catalog.prices.ts';
import { LOW_STOCK_THRESHOLD, PRODUCT_SORTS } from './catalog.products.rules.ts';
import {
  listProducts,
  productAddOnsLoader,
  productLoader,
  productOrThrow,
  variantsLoader,
} from './catalog.products.service.ts';
import {
  BULK_MAX,
  bulkUpdateProducts,
  createProduct,
  deleteProduct,
  updateProduct,
} from './catalog.products.write.ts';
import type { ProductOption, ProductRow, ProductVariantRow } from './catalog.tables.ts';

const ProductOptionType = builder.objectRef<ProductOption>('ProductOption').implement({
  description: 'An option a customer chooses, e.g. Size with values S, M, L.',
  fields: (t) => ({ name: t.exposeString('name'), values: t.exposeStringList('values') }),
});

export const ProductVariantType = builder.objectRef<ProductVariantRow>('ProductVariant');
export const ProductType = builder.objectRef<ProductRow>('Product');

ProductVariantType.implement({
  description:
    'One combination of option values (or "Default" for a product without options): what a customer buys.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('variantName', { description: 'The same as variantName.' }),
    variantName: t.exposeString('variantName'),
    productOptions: t.exposeStringList('optionValues', {
      description: "This variant's value of each option, in option order.",
    }),
    price: t.exposeInt('price', { description: 'centavos' }),
    compareAtPrice: t.exposeInt('compareAtPrice', { nullable: true, description: 'centavos' }),
    stockQuantity: t.exposeInt('stockQuantity', { description: 'Units on hand (when limited).' }),
    limited: t.exposeBoolean('limited'),
    published: t.exposeBoolean('published'),
    boughtAndReservedCount: t.exposeInt('boughtAndReservedCount'),
    product: t.field({
      type: ProductType,
      resolve: async (v, _a, ctx) => (await productLoader(ctx).load(v.productUuid)) as ProductRow,
    }),
    productName: t.string({
      resolve: async (v, _a, ctx) => (await productLoader(ctx).load(v.productUuid))?.name ?? '',
    }),
    sectionName: t.string({
      nullable: true,
      resolve: async (v, _a, ctx) => (await productLoader(ctx).load(v.productUuid))?.sectionName ?? null,
    }),
    digitalProduct: t.boolean({
      resolve: async (v, _a, ctx) => (await productLoader(ctx).load(v.productUuid))?.digitalProduct ?? false,
    }),
    hidden: t.boolean({
      resolve: async (v, _a, ctx) => (await productLoader(ctx).load(v.productUuid))?.hidden ?? false,
    }),
  }),
});

ProductType.implement({
  description: 'A product of the catalog; price, compareAtPrice and stockQuantity summarise its variants.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.exposeInt('price', { description: 'centavos: the lowest published variant price.' }),
    compareAtPrice: t.exposeInt('compareAtPrice', { nullable: true }),
    published: t.exposeBoolean('published'),
    hidden: t.exposeBoolean('hidden', {
      description: "Left out of the storefront's lists; still sold by link and in Messenger.",
    }),
    digitalProduct: t.exposeBoolean('digitalProduct'),
    sectionName: t.exposeString('sectionName', { nullable: true }),
    stockQuantity: t.exposeInt('stockQuantity', {
      nullable: true,
      description: 'Units left over all variants; null: not limited.',
    }),
    lowInStock: t.boolean({
      description: `Limited with ${LOW_STOCK_THRESHOLD} units or fewer left.`,
      resolve: (p) => p.stockQuantity !== null && p.stockQuantity <= LOW_STOCK_THRESHOLD,
    }),
    photoUrl: t.exposeString('photoUrl', { nullable: true, description: "The first photo's URL." }),
    categoryUuid: t.exposeID('categoryUuid', { nullable: true }),
    category: t.field({
      type: CategoryType,
      nullable: true,
      resolve: (p, _a, ctx) => (p.categoryUuid ? categoryLoader(ctx).load(p.categoryUuid) : null),
    }),
    options: t.field({ type: [ProductOptionType], resolve: (p) => p.options }),
    variants: t.field({
      type: [ProductVariantType],
      resolve: (p, _a, ctx) => variantsLoader(ctx).load(p.uuid),
    }),
    addOns: t.field({ type: [AddOnType], resolve: (p, _a, ctx) => productAddOnsLoader(ctx).load(p.uuid) }),
    photos: t.field({ type: [PhotoType], resolve: (p, _a, ctx) => photosLoader(ctx).load(p.uuid) }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ProductSortEnum = builder.enumType('ProductSort', { values: PRODUCT_SORTS });
const StockFilterEnum = builder.enumType('ProductStockFilter', {
  values: ['in_stock', 'low', 'out_of_stock'] as const,
  description: `low: limited with ${LOW_STOCK_THRESHOLD} units or fewer (out of stock included).`,
});

builder.queryField('products', (t) =>
  t.connection(
    {
      type: ProductType,
      description:
        "An app's products (keyset pages of 20 by default, at most 100): searched by name, filtered by category (subcategories included), published state and stock, sorted (newest first by default).",
      args: {
        appUuid: t.arg.id({ required: true }),
        search: t.arg.string(),
        categoryUuid: t.arg.id(),
        published: t.arg.boolean(),
        stock: t.arg({ type: StockFilterEnum }),
        sort: t.arg({ type: ProductSortEnum }),
      },
      resolve: (_root, args, ctx, info) => listProducts(ctx, { ...args, withCount: asksForCount(info) }),
    },
    {
      name: 'ProductConnection',
      fields: (c) => ({
        totalCount: c.int({
          description:
            'Products matching the filters, over all pages (at most 10,000 when totalCountCapped).',
          resolve: totalCountOf,
        }),
        totalCountCapped: c.boolean({
          description: TOTAL_COUNT_CAPPED_DESCRIPTION,
          resolve: totalCountCappedOf,
        }),
      }),
    },
    { name: 'ProductEdge' },
  ),
);

builder.queryField('product', (t) =>
  t.field({
    type: ProductType,
    args: { uuid: t.arg.id({ required: true }) },
    resolve: (_r, { uuid }, ctx) => productOrThrow(ctx, uuid),
  }),
);

const ProductOptionInput = builder.inputType('ProductOptionInput', {
  fields: (t) => ({ name: t.string({ required: true }), values: t.stringList({ required: true }) }),
});
const ProductVariantInput = builder.inputType('ProductVariantInput', {
  fields: (t) => ({
    productOptions: t.stringList({
      required: true,
      description: "The variant's value of each option, in option order.",
    }),
    price: t.int({ required: true, description: 'centavos' }),
    compareAtPrice: t.int(),
    stockQuantity: t.int(),
    limited: t.boolean({ description: 'Defaults to true when stockQuantity is given.' }),
    published: t.boolean(),
  }),
});

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** The fields create and update share (update leaves out what it is not given). */
const sharedFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  description: t.string(),
  categoryUuid: t.id(),
  published: t.boolean(),
  hidden: t.boolean(),
  digitalProduct: t.boolean(),
  sectionName: t.string(),
  price: t.int({ description: 'Without options: the price in centavos.' }),
  compareAtPrice: t.int(),
  stockQuantity: t.int({ description: 'Without options: units on hand; null: not limited.' }),
  limited: t.boolean(),
  options: t.field({
    type: [ProductOptionInput],
    description: 'Replaces the options; needs the whole variant matrix in variants.',
  }),
  variants: t.field({ type: [ProductVariantInput] }),
  addOnUuids: t.idList(),
  photoUuids: t.idList({ description: 'Uploaded photos (POST /uploads/photos), in display order.' }),
});

const ProductCreateInput = builder.inputType('ProductCreateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ required: true }),
    ...sharedFields(t),
  }),
});
const ProductUpdateInput = builder.inputType('ProductUpdateInput', {
  fields: (t) => ({ uuid: t.id({ required: true }), name: t.string(), ...sharedFields(t) }),
});

/** GraphQL's productOptions (the spec's name) are the rules' optionValues. */
const withOptionValues = <I extends { variants?: { productOptions: string[] }[] | null }>(input: I) => ({
  ...input,
  variants: input.variants?.map(({ productOptions, ...v }) => ({ ...v, optionValues: productOptions })),
});

builder.mutationField('productCreate', (t) =>
  t.field({
    type: ProductType,
    description: 'Owner, admin or store manager: adds a product with its variants, add-ons and photos.',
    args: { input: t.arg({ type: ProductCreateInput, required: true }) },
    resolve: (_r, { input }, ctx) => createProduct(ctx, withOptionValues(input)),
  }),
);
builder.mutationField('productUpdate', (t) =>
  t.field({
    type: ProductType,
    description: 'Owner, admin or store manager: changes the fields given.',
    args: { input: t.arg({ type: ProductUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateProduct(ctx, withOptionValues(input)),
  }),
);

const UuidPayload = builder.objectRef<{ uuid: string }>('ProductDeletePayload').implement({
  fields: (t) => ({ uuid: t.exposeID('uuid') }),
});
builder.mutationField('productDelete', (t) =>
  t.field({
    type: UuidPayload,
    args: {
      input: t.arg({
        type: builder.inputType('ProductDeleteInput', {
          fields: (f) => ({ uuid: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: (_r, { input }, ctx) => deleteProduct(ctx, input.uuid),
  }),
);

const BulkActionEnum = builder.enumType('ProductBulkAction', {
  values: ['publish', 'unpublish', 'delete'] as const,
});
const BulkPayload = builder
  .objectRef<{ uuids: string[]; action: 'publish' | 'unpublish' | 'delete' }>('ProductsBulkUpdatePayload')
  .implement({
    fields: (t) => ({ uuids: t.exposeIDList('uuids'), action: t.expose('action', { type: BulkActionEnum }) }),
  });
builder.mutationField('productsBulkUpdate', (t) =>
  t.field({
    type: BulkPayload,
    description: `Publishes, unpublishes or deletes up to ${BULK_MAX} products at once, all or nothing (apps that are bulkable).`,
    args: {
      input: t.arg({
        type: builder.inputType('ProductsBulkUpdateInput', {
          fields: (f) => ({
            appUuid: f.id({ required: true }),
            uuids: f.idList({ required: true }),
            action: f.field({ type: BulkActionEnum, required: true }),
          }),
        }),
        required: true,
      }),
    },
    resolve: (_r, { input }, ctx) => bulkUpdateProducts(ctx, input),
  }),
);

const PriceRowTypeEnum = builder.enumType('ProductPriceRowType', {
  values: ['product', 'variant', 'option'] as const,
});
const PriceRowType = builder.objectRef<PriceRow>('ProductPriceRow').implement({
  description:
    'A price with the payment fee (MDR) added: 2.5% by default, 3.5% for GLife; rounded half up to the centavo.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    rowType: t.expose('rowType', { type: PriceRowTypeEnum }),
    name: t.exposeString('name'),
    productName: t.exposeString('productName'),
    variantName: t.exposeString('variantName', { nullable: true }),
    price: t.exposeInt('price'),
    mdrAppliedPrice: t.exposeInt('mdrAppliedPrice'),
    glifeMdrAppliedPrice: t.exposeInt('glifeMdrAppliedPrice'),
    cursor: t.exposeString('cursor', { description: 'Pass as `after` for the rows that follow this one.' }),
  }),
});

for (const [name, resolve, description] of [
  ['fetchAvailableProducts', availableProducts, 'Published products at their lowest price, by name.'],
  [
    'fetchAvailableProductVariants',
    availableProductVariants,
    "Published variants of products with options, then the store's available add-ons as option rows.",
  ],
  ['fetchSingleVariantProducts', singleVariantProducts, 'Published products without options.'],
] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: [PriceRowType],
      description,
      args: {
        appUuid: t.arg.id({ required: true }),
        first: t.arg.int({ description: `At most 100 rows; ${PRICE_ROWS_PAGE} unless asked.` }),
        after: t.arg.string({ description: "The last row's cursor: the rows after it." }),
      },
      resolve: (_r, { appUuid, first, after }, ctx) => resolve(ctx, appUuid, { first, after }),
    }),
  );
}

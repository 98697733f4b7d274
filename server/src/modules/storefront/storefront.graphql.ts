/**
 * The public storefront API (no session): a store, its listed products, a product by link and the
 * delivery quote. Types here expose only what a shopper may see (no reserved counts, no costs).
 */
import { builder } from '../../graphql/builder.ts';
import { currentAnnouncement, type StoreAnnouncementRow } from '../announcements/index.ts';
import {
  type AddOnRow,
  type CategoryRow,
  childrenLoader,
  type ProductOption,
  type ProductRow,
  type ProductVariantRow,
  productAddOnsLoader,
  publishedProduct,
  variantsLoader,
} from '../catalog/index.ts';
import { PsgcPlaceType } from '../delivery-areas/index.ts';
import { featureFlagsLoader } from '../flags/index.ts';
import { OnlinePaymentChannelEnum, onlineChannelsOf, PaymentMethodEnum } from '../orders/index.ts';
import { PhotoType, photosLoader } from '../photos/index.ts';
import {
  AdditionalTaxTypeEnum,
  AddressInputTypeEnum,
  appearanceLoader,
  type CartSetting,
  ChargeDeliveryFeeFromEnum,
  DeliveryFeeTypeEnum,
  LocationScopeEnum,
  offeredPaymentMethods,
  paymentAccountsLoader,
  ShippingMethodKindEnum,
  type ShippingMethodRow,
  StoreAppearanceType,
  StorePaymentAccountType,
} from '../store-setup/index.ts';
import { type DeliveryQuote, unitsLeft, variantSoldOut } from './storefront.rules.ts';
import {
  deliveryQuote,
  enabledShippingMethods,
  listStoreProducts,
  type Storefront,
  storeCartSetting,
  storeDeliveryPlaces,
  storefrontOrThrow,
  storeProductOrThrow,
  topCategories,
} from './storefront.service.ts';

const StoreCategoryType = builder.objectRef<CategoryRow>('StoreCategory');
StoreCategoryType.implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    children: t.field({
      type: [StoreCategoryType],
      description: 'Subcategories, by name.',
      resolve: (c, _a, ctx) => childrenLoader(ctx).load(c.uuid),
    }),
  }),
});

const StoreCartSettingType = builder.objectRef<CartSetting>('StoreCartSetting').implement({
  description: 'The checkout settings a shopper needs. Amounts are centavos.',
  fields: (t) => ({
    requiredAmount: t.exposeInt('requiredAmount', { description: 'Minimum purchase; 0: none.' }),
    freeShippingRequiredAmount: t.exposeInt('freeShippingRequiredAmount', { description: '0: none.' }),
    additionalTax: t.exposeInt('additionalTax', {
      description: 'Basis points when percent, centavos when fixed.',
    }),
    additionalTaxType: t.expose('additionalTaxType', { type: AdditionalTaxTypeEnum }),
    deliveryFeeType: t.expose('deliveryFeeType', { type: DeliveryFeeTypeEnum }),
    chargeDeliveryFeeFrom: t.expose('chargeDeliveryFeeFrom', { type: ChargeDeliveryFeeFromEnum }),
    addressInputType: t.expose('addressInputType', { type: AddressInputTypeEnum }),
    locationScope: t.expose('locationScope', { type: LocationScopeEnum }),
    subcategorized: t.exposeBoolean('subcategorized'),
  }),
});

const StoreShippingMethodType = builder.objectRef<ShippingMethodRow>('StoreShippingMethod').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    kind: t.expose('kind', { type: ShippingMethodKindEnum }),
    name: t.exposeString('name'),
    fee: t.exposeInt('fee', {
      description: 'centavos (flat_rate; a per-area rate comes from the delivery quote).',
    }),
    pickupAddress: t.exposeString('pickupAddress'),
    instructions: t.exposeString('instructions'),
  }),
});

const StoreBannerType = builder.objectRef<StoreAnnouncementRow>('StoreBanner').implement({
  description: "The store's announcement running now, as shoppers see it.",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    message: t.exposeString('message'),
    productUuid: t.id({
      nullable: true,
      description:
        'The product the banner opens, while it is published (shoppers could not open it otherwise).',
      resolve: async (a, _args, ctx) =>
        a.productUuid ? ((await publishedProduct(ctx, a.appUuid, a.productUuid))?.uuid ?? null) : null,
    }),
  }),
});

const StorefrontType = builder.objectRef<Storefront>('Storefront').implement({
  description: 'A store as its customers see it (no sign-in).',
  fields: (t) => ({
    uuid: t.id({ resolve: (s) => s.app.uuid }),
    name: t.string({ resolve: (s) => s.app.name }),
    status: t.string({ resolve: (s) => s.app.status }),
    open: t.exposeBoolean('open', {
      description:
        'Takes orders from this visitor: a launched, active store (or its own team previewing it).',
    }),
    storeStatus: t.string({
      description: 'pending_store, active_store, maintenance, closed_store or deactivated.',
      resolve: (s) => s.app.storeStatus,
    }),
    preview: t.exposeBoolean('preview', {
      description:
        'The visitor is a signed-in member of the store, previewing a store not open to customers.',
    }),
    notice: t.exposeString('notice', {
      nullable: true,
      description: 'Why customers cannot order right now, in plain words; null when the store takes orders.',
    }),
    maintenanceMessage: t.string({
      nullable: true,
      description: "The merchant's message to customers while the store is under maintenance.",
      resolve: (s) => (s.app.storeStatus === 'maintenance' ? s.app.maintenanceMessage || null : null),
    }),
    announcement: t.field({
      type: StoreBannerType,
      nullable: true,
      description:
        'Of the announcements running now, the one that started last (Store Announcement Manager).',
      resolve: (s, _a, ctx) => currentAnnouncement(ctx.db, s.app.uuid, ctx.clock.now()),
    }),
    appearance: t.field({
      type: StoreAppearanceType,
      description: 'Logo, cover, brand colour and welcome text.',
      resolve: (s, _a, ctx) => appearanceLoader(ctx).load(s.app.uuid),
    }),
    categories: t.field({
      type: [StoreCategoryType],
      description: 'Top-level categories by name, with their subcategories.',
      resolve: (s, _a, ctx) => topCategories(ctx, s.app.uuid),
    }),
    cartSetting: t.field({
      type: StoreCartSettingType,
      resolve: (s, _a, ctx) => storeCartSetting(ctx, s.app.uuid),
    }),
    shippingMethods: t.field({
      type: [StoreShippingMethodType],
      description: 'The enabled shipping methods, in the order they were added.',
      resolve: (s, _a, ctx) => enabledShippingMethods(ctx, s.app.uuid),
    }),
    paymentMethods: t.field({
      type: [PaymentMethodEnum],
      description:
        'The payment choices offered: cash on delivery, bank transfer or e-wallet only where the ' +
        'store has an account to pay to (Payment Manager), and online when onlinePaymentChannels has any.',
      resolve: async (s, _a, ctx) => [
        ...offeredPaymentMethods((await paymentAccountsLoader(ctx).load(s.app.uuid)).map((a) => a.kind)),
        ...((await onlineChannelsOf(ctx, s.app.uuid)).length ? (['online'] as const) : []),
      ],
    }),
    onlinePaymentChannels: t.field({
      type: [OnlinePaymentChannelEnum],
      description:
        "How customers may pay online through the payment provider (the store's onlinePayments flag on); [] when not offered.",
      resolve: (s, _a, ctx) => onlineChannelsOf(ctx, s.app.uuid),
    }),
    paymentAccounts: t.field({
      type: [StorePaymentAccountType],
      description: 'Where customers pay by bank transfer or e-wallet, with QR codes.',
      resolve: (s, _a, ctx) => paymentAccountsLoader(ctx).load(s.app.uuid),
    }),
    allowProductRemarks: t.boolean({
      description: 'The checkout takes remarks for the order.',
      resolve: async (s, _a, ctx) => (await featureFlagsLoader(ctx).load(s.app.uuid)).allowProductRemarks,
    }),
    allowAdvanceOrder: t.boolean({
      description: 'The checkout may place an order for a later day (up to 30 days ahead).',
      resolve: async (s, _a, ctx) => (await featureFlagsLoader(ctx).load(s.app.uuid)).allowAdvanceOrder,
    }),
  }),
});

const StoreOptionType = builder.objectRef<ProductOption>('StoreProductOption').implement({
  fields: (t) => ({ name: t.exposeString('name'), values: t.exposeStringList('values') }),
});

const StoreVariantType = builder.objectRef<ProductVariantRow>('StoreProductVariant').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    variantName: t.exposeString('variantName'),
    optionValues: t.exposeStringList('optionValues', { description: 'In option order; [] for Default.' }),
    price: t.exposeInt('price', { description: 'centavos' }),
    compareAtPrice: t.exposeInt('compareAtPrice', { nullable: true }),
    published: t.exposeBoolean('published'),
    stockQuantity: t.int({
      nullable: true,
      description: 'Units left; null: not limited.',
      resolve: (v) => unitsLeft(v),
    }),
    soldOut: t.boolean({ resolve: (v) => variantSoldOut(v) }),
  }),
});

const StoreAddOnType = builder.objectRef<AddOnRow>('StoreAddOn').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.exposeInt('price', { description: 'centavos' }),
    maxQuantity: t.exposeInt('maxQuantity', { nullable: true, description: 'Per order; null: no limit.' }),
  }),
});

const StoreProductType = builder.objectRef<ProductRow>('StoreProduct').implement({
  description: 'A product as shoppers see it; price, compareAtPrice and stock summarise its variants.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    price: t.exposeInt('price', { description: 'centavos: the lowest published variant price.' }),
    compareAtPrice: t.exposeInt('compareAtPrice', { nullable: true }),
    photoUrl: t.exposeString('photoUrl', { nullable: true }),
    categoryUuid: t.exposeID('categoryUuid', { nullable: true }),
    sectionName: t.exposeString('sectionName', { nullable: true }),
    stockQuantity: t.exposeInt('stockQuantity', { nullable: true, description: 'null: not limited.' }),
    soldOut: t.boolean({ resolve: (p) => p.stockQuantity === 0 }),
    options: t.field({ type: [StoreOptionType], resolve: (p) => p.options }),
    variants: t.field({
      type: [StoreVariantType],
      description: 'Published variants, in matrix order.',
      resolve: async (p, _a, ctx) => (await variantsLoader(ctx).load(p.uuid)).filter((v) => v.published),
    }),
    addOns: t.field({
      type: [StoreAddOnType],
      description: 'The available add-ons, by name.',
      resolve: async (p, _a, ctx) => (await productAddOnsLoader(ctx).load(p.uuid)).filter((a) => a.available),
    }),
    photos: t.field({ type: [PhotoType], resolve: (p, _a, ctx) => photosLoader(ctx).load(p.uuid) }),
  }),
});

const StoreDeliveryQuoteType = builder.objectRef<DeliveryQuote>('StoreDeliveryQuote').implement({
  fields: (t) => ({
    delivers: t.exposeBoolean('delivers'),
    message: t.exposeString('message', { nullable: true, description: "When it doesn't deliver there." }),
    areaName: t.exposeString('areaName', { nullable: true }),
    deliveryFee: t.exposeInt('deliveryFee', { nullable: true, description: 'centavos' }),
    leadTimeMinDays: t.exposeInt('leadTimeMinDays', { nullable: true }),
    leadTimeMaxDays: t.exposeInt('leadTimeMaxDays', { nullable: true }),
  }),
});

builder.queryField('storefront', (t) =>
  t.field({
    type: StorefrontType,
    description: 'A store for its customers (no sign-in); "Store not found" for an unknown app.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => storefrontOrThrow(ctx, appUuid),
  }),
);

builder.queryField('storeProducts', (t) =>
  t.connection(
    {
      type: StoreProductType,
      description:
        "A store's listed products (published, not hidden), newest first (keyset pages of 20 by default): searched by name, filtered by category (subcategories included).",
      args: {
        appUuid: t.arg.id({ required: true }),
        search: t.arg.string(),
        categoryUuid: t.arg.id(),
      },
      resolve: (_r, args, ctx) => listStoreProducts(ctx, args),
    },
    { name: 'StoreProductConnection' },
    { name: 'StoreProductEdge' },
  ),
);

builder.queryField('storeProduct', (t) =>
  t.field({
    type: StoreProductType,
    description: 'A published product by link (hidden products included).',
    args: { appUuid: t.arg.id({ required: true }), uuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid, uuid }, ctx) => storeProductOrThrow(ctx, appUuid, uuid),
  }),
);

builder.queryField('storeDeliveryQuote', (t) =>
  t.field({
    type: StoreDeliveryQuoteType,
    description: "The delivery area's fee and lead time for an address, or why the store can't deliver.",
    args: {
      appUuid: t.arg.id({ required: true }),
      regionCode: t.arg.string({ required: true }),
      provinceCode: t.arg.string({ required: true }),
      cityCode: t.arg.string(),
    },
    resolve: (_r, args, ctx) => deliveryQuote(ctx, args),
  }),
);

builder.queryField('storeDeliveryPlaces', (t) =>
  t.field({
    type: [PsgcPlaceType],
    description:
      "The regions (no parentCode), a region's provinces or a province's cities that the store delivers to, by name.",
    args: { appUuid: t.arg.id({ required: true }), parentCode: t.arg.string() },
    resolve: (_r, args, ctx) => storeDeliveryPlaces(ctx, args),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { MERCHANT_STATUSES } from './network.rules.ts';
import { merchantCounts, merchantsByStatus, type NetworkMerchant } from './network.service.ts';

const ResellerMerchantStatusEnum = builder.enumType('ResellerMerchantStatus', {
  description:
    'Where a referred merchant is: signed up (no store yet), store created (not launched), activated (a store is live), deactivated (every store is).',
  values: Object.fromEntries(MERCHANT_STATUSES.map((s) => [s.replace('-', '_'), { value: s }])) as Record<
    string,
    { value: (typeof MERCHANT_STATUSES)[number] }
  >,
});

const ResellerMerchantCountType = builder
  .objectRef<{ status: (typeof MERCHANT_STATUSES)[number]; count: number }>('ResellerMerchantCount')
  .implement({
    fields: (t) => ({
      status: t.field({ type: ResellerMerchantStatusEnum, resolve: (c) => c.status }),
      count: t.exposeInt('count'),
    }),
  });

const ResellerMerchantType = builder.objectRef<NetworkMerchant>('ResellerMerchant').implement({
  description:
    'A merchant the reseller brought in (their affiliate code), with the store that sets their status.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    status: t.field({ type: ResellerMerchantStatusEnum, resolve: (m) => m.status }),
    since: t.expose('since', { type: 'DateTime', description: 'When the merchant reached this status.' }),
    signedUpAt: t.expose('signedUpAt', { type: 'DateTime' }),
    storeName: t.string({ nullable: true, resolve: (m) => m.store?.name ?? null }),
    storeUuid: t.id({ nullable: true, resolve: (m) => m.store?.uuid ?? null }),
  }),
});

builder.queryField('resellerMerchantCounts', (t) =>
  t.field({
    type: [ResellerMerchantCountType],
    description:
      "How many of the signed-in reseller's merchants are in each status (only their own network).",
    args: { resellerUuid: t.arg.id({ required: true }) },
    resolve: (_r, { resellerUuid }, ctx) => merchantCounts(ctx, String(resellerUuid)),
  }),
);

builder.queryField('resellerMerchants', (t) =>
  t.connection(
    {
      type: ResellerMerchantType,
      description:
        "The signed-in reseller's merchants in one status, newest in it first (keyset pages of 20 by default).",
      args: {
        resellerUuid: t.arg.id({ required: true }),
        status: t.arg({ type: ResellerMerchantStatusEnum, required: true }),
      },
      resolve: (_r, args, ctx) =>
        merchantsByStatus(ctx, { ...args, resellerUuid: String(args.resellerUuid) }),
    },
    { name: 'ResellerMerchantConnection' },
    { name: 'ResellerMerchantEdge' },
  ),
);

/** GraphQL of shipping credits: the widget's balance and latest top-up, the packs, and the top-up checkout. */
import { builder } from '../../graphql/builder.ts';
import { CHECKOUT_CHANNELS } from '../../integrations/payments/payments.port.ts';
import { appOrThrow } from '../apps/index.ts';
import {
  grabExpressCredits,
  type LastApprovedCredit,
  SHIPPING_TOP_UP_PACKS,
  startShippingTopUp,
} from './billing.shipping.ts';

const ShippingTopUpChannelEnum = builder.enumType('ShippingTopUpChannel', { values: CHECKOUT_CHANNELS });

const LastApprovedCreditType = builder.objectRef<LastApprovedCredit>('LastApprovedCredit').implement({
  description: 'The latest paid (approved) shipping top-up.',
  fields: (t) => ({
    amount: t.exposeInt('amount', { description: 'Centavos.' }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime' }),
  }),
});

const GrabExpressCreditsType = builder
  .objectRef<{ totalCredits: number; lastApprovedCredit: LastApprovedCredit | null }>('GrabExpressCredits')
  .implement({
    description: "The store's shipping credits for the express courier (document 3 §7 grabExpressCredits).",
    fields: (t) => ({
      totalCredits: t.exposeInt('totalCredits', { description: 'Centavos.' }),
      lastApprovedCredit: t.field({
        type: LastApprovedCreditType,
        nullable: true,
        resolve: (c) => c.lastApprovedCredit,
      }),
      packs: t.field({
        type: ['Int'],
        description: 'The top-up amounts offered, in centavos.',
        resolve: () => [...SHIPPING_TOP_UP_PACKS],
      }),
    }),
  });

builder.queryField('grabExpressCredits', (t) =>
  t.field({
    type: GrabExpressCreditsType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      return grabExpressCredits(ctx.db, app.uuid);
    },
  }),
);

const ShippingTopUpPayload = builder
  .objectRef<{ url: string; amount: number }>('ShippingTopUpPayload')
  .implement({
    description: 'A shipping top-up: the page to pay on (blank: nothing to open).',
    fields: (t) => ({
      url: t.exposeString('url'),
      amount: t.exposeInt('amount', { description: 'Centavos (the credits added once paid).' }),
    }),
  });

builder.mutationField('shippingCreditTopUp', (t) =>
  t.field({
    type: ShippingTopUpPayload,
    description:
      "Buys shipping credits at the payment provider's checkout (one payment per route key); the credits arrive with the provider's verified callback.",
    args: {
      appUuid: t.arg.id({ required: true }),
      key: t.arg.string({ required: true, description: "The top-up route's key, ending ':grab_express'." }),
      amount: t.arg.int({ required: true, description: 'Centavos: one of GrabExpressCredits.packs.' }),
      channel: t.arg({ type: ShippingTopUpChannelEnum, description: 'GCASH by default.' }),
      successRedirectUrl: t.arg.string({ required: true }),
      failureRedirectUrl: t.arg.string({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      startShippingTopUp(ctx, {
        appUuid: String(args.appUuid),
        key: args.key,
        amount: args.amount,
        channel: args.channel ?? 'GCASH',
        successRedirectUrl: args.successRedirectUrl,
        failureRedirectUrl: args.failureRedirectUrl,
      }),
  }),
);

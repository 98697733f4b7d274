/** GraphQL of response-credit top-ups: the provider's checkout, the saved method, the credits left. */
import { builder } from '../../graphql/builder.ts';
import { CHECKOUT_CHANNELS } from '../../integrations/payments/payments.port.ts';
import { responseCreditsOf } from '../credits/index.ts';
import { AppEnterprisePlanType } from './billing.plans.graphql.ts';
import { chargeTopUp, startCheckoutTopUp, TOP_UP } from './billing.topups.ts';

const TopUpChannelEnum = builder.enumType('ResponseCreditChannel', { values: CHECKOUT_CHANNELS });

const ResponseCreditPayload = builder
  .objectRef<{ url: string; credits: number; amount: number }>('ResponseCreditPayload')
  .implement({
    description: 'A response-credit top-up: the page to pay on (blank: nothing to open).',
    fields: (t) => ({
      url: t.exposeString('url'),
      credits: t.exposeInt('credits', { description: 'Credits the pack adds once paid.' }),
      amount: t.exposeInt('amount', { description: 'Centavos.' }),
    }),
  });

builder.mutationField('updateResponseCredit', (t) =>
  t.field({
    type: ResponseCreditPayload,
    description:
      "Buys the fixed response-credit pack at the payment provider's checkout; answers its url. The credits arrive with the provider's verified callback.",
    args: {
      appUuid: t.arg.id({ required: true }),
      isXendit: t.arg.boolean({ description: 'Kept for the spec; the store pays through its provider.' }),
      channel: t.arg({
        type: TopUpChannelEnum,
        description: 'How to pay at the checkout (GCASH by default).',
      }),
      successRedirectUrl: t.arg.string({ required: true }),
      failureRedirectUrl: t.arg.string({ required: true }),
    },
    resolve: async (_r, args, ctx) => ({
      ...(await startCheckoutTopUp(ctx, {
        appUuid: String(args.appUuid),
        channel: args.channel ?? 'GCASH',
        successRedirectUrl: args.successRedirectUrl,
        failureRedirectUrl: args.failureRedirectUrl,
      })),
      ...TOP_UP,
    }),
  }),
);

builder.mutationField('responseCreditTopUpCharge', (t) =>
  t.field({
    type: ResponseCreditPayload,
    description:
      'Use connected payment method: charges the default saved method for the pack (no page to open; the credits arrive with the callback).',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: async (_r, { appUuid }, ctx) => {
      await chargeTopUp(ctx, String(appUuid));
      return { url: '', ...TOP_UP };
    },
  }),
);

builder.objectFields(AppEnterprisePlanType, (t) => ({
  responseCredits: t.int({
    description: 'Bought response credits left (used once the month’s allowance is spent).',
    resolve: (usage, _a, ctx) => responseCreditsOf(ctx.db, usage.appUuid),
  }),
}));

import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { applyMdrPrices, type MdrPricesApplied, markMdrIncluded } from './catalog.mdr.ts';

const MdrPricesAppliedType = builder.objectRef<MdrPricesApplied>('MdrPricesApplied').implement({
  description: 'Every price of a store raised by the 2.5% payment fee (MDR): how many of each kind.',
  fields: (t) => ({
    app: t.field({ type: AppType, resolve: (r) => r.app }),
    products: t.exposeInt('products'),
    variants: t.exposeInt('variants'),
    options: t.exposeInt('options', { description: 'Add-ons: priced options chosen with a product.' }),
  }),
});

builder.mutationField('updateAppMdrApplied', (t) =>
  t.field({
    type: AppType,
    description:
      'The merchant confirms the 2.5% payment fee (MDR) is already in every product price: mdrApplied is ' +
      'set and no price changes.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => markMdrIncluded(ctx, appUuid),
  }),
);

builder.mutationField('applyAppMdrPrices', (t) =>
  t.field({
    type: AppType,
    description:
      'Raises every product, variant and option price of the store by the 2.5% payment fee (MDR) in one ' +
      'transaction, once: a second apply is refused ("2.5% MDR is already applied to all product prices").',
    args: {
      input: t.arg({
        type: builder.inputType('ApplyAppMdrPricesInput', {
          fields: (f) => ({ appUuid: f.id({ required: true }) }),
        }),
        required: true,
      }),
    },
    resolve: async (_r, { input }, ctx) => (await applyMdrPrices(ctx, input.appUuid)).app,
  }),
);

builder.mutationField('applyMdrToAllProducts', (t) =>
  t.field({
    type: MdrPricesAppliedType,
    description: 'applyAppMdrPrices, answering how many products, variants and options were raised.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, { appUuid }, ctx) => applyMdrPrices(ctx, appUuid),
  }),
);

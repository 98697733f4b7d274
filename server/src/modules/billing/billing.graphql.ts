import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { hasDefaultPaymentMethod } from './billing.default-method.ts';
import { billingLoader } from './billing.service.ts';

builder.objectFields(AppType, (t) => ({
  plan: t.string({ resolve: async (app, _args, ctx) => (await billingLoader(ctx).load(app.uuid)).plan }),
  planPaymentType: t.string({
    nullable: true,
    resolve: async (app, _args, ctx) => (await billingLoader(ctx).load(app.uuid)).planPaymentType,
  }),
  hasDefaultPaymentMethod: t.boolean({
    description: 'Whether a saved payment method is marked default (launch and the payment alert need one).',
    resolve: (app, _args, ctx) => hasDefaultPaymentMethod(ctx.db, app.uuid),
  }),
}));

import { builder } from '../../graphql/builder.ts';
import { AppType, appOrThrow } from '../apps/index.ts';
import { type FeatureFlags, FLAG_DESCRIPTIONS } from './flags.rules.ts';
import { featureFlagsLoader, updateFeatureFlags } from './flags.service.ts';

const FLAGS = Object.keys(FLAG_DESCRIPTIONS) as (keyof FeatureFlags)[];

builder.objectFields(AppType, (t) =>
  Object.fromEntries(
    FLAGS.map((flag) => [
      flag,
      t.boolean({
        description: FLAG_DESCRIPTIONS[flag],
        resolve: async (app, _args, ctx) => (await featureFlagsLoader(ctx).load(app.uuid))[flag],
      }),
    ]),
  ),
);

builder.queryField('appBasic', (t) =>
  t.field({
    type: AppType,
    description: "The app's basic details: plan, payment status and its launch state (document 2 §7).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => appOrThrow(ctx, appUuid),
  }),
);

builder.queryField('ecommerceAppDetails', (t) =>
  t.field({
    type: AppType,
    description:
      'An ecommerce store with its feature flags (document 2 §3, §7); its cart setting is cartSetting.',
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => appOrThrow(ctx, appUuid),
  }),
);

builder.mutationField('updateBusinessPromotionReminder', (t) =>
  t.field({
    type: AppType,
    description: "Turns the Monday business-promotion reminder on or off for the store's team.",
    args: {
      appUuid: t.arg.id({ required: true }),
      businessPromotionReminder: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, { appUuid, businessPromotionReminder }, ctx) => {
      const app = await appOrThrow(ctx, String(appUuid));
      await updateFeatureFlags(ctx.db, app.uuid, { businessPromotionReminder });
      return app;
    },
  }),
);

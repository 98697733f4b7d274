import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { featureFlagsLoader } from './flags.service.ts';

builder.objectFields(AppType, (t) => ({
  bulkable: t.boolean({
    description: 'Bulk publish, unpublish and delete of products.',
    resolve: async (app, _args, ctx) => (await featureFlagsLoader(ctx).load(app.uuid)).bulkable,
  }),
  importableCsv: t.boolean({
    description: 'Catalog import from CSV.',
    resolve: async (app, _args, ctx) => (await featureFlagsLoader(ctx).load(app.uuid)).importableCsv,
  }),
  ordersExportable: t.boolean({
    description: 'Orders export to CSV.',
    resolve: async (app, _args, ctx) => (await featureFlagsLoader(ctx).load(app.uuid)).ordersExportable,
  }),
  allowAdvanceOrder: t.boolean({
    description: 'The storefront offers orders for a later day.',
    resolve: async (app, _args, ctx) => (await featureFlagsLoader(ctx).load(app.uuid)).allowAdvanceOrder,
  }),
}));

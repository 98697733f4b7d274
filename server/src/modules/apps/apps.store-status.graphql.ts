import { builder } from '../../graphql/builder.ts';
import { AppType } from './apps.graphql.ts';
import { isStoreStatus, STORE_STATUS } from './apps.rules.ts';
import { appOrThrow } from './apps.service.ts';
import { updateStoreStatus } from './apps.store-status.ts';

builder.objectFields(AppType, (t) => ({
  maintenanceMessage: t.exposeString('maintenanceMessage', {
    description: 'What customers read on the storefront while the store is under maintenance.',
  }),
  storeStatusLabel: t.string({
    description: 'The store status in words: Not launched, Active, Under Maintenance, Closed or Deactivated.',
    resolve: (app) =>
      isStoreStatus(app.storeStatus) ? STORE_STATUS.labels[app.storeStatus] : app.storeStatus,
  }),
}));

const AppStoreStatusUpdateInput = builder.inputType('AppStoreStatusUpdateInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    storeStatus: t.string({ required: true, description: 'active_store, maintenance or closed_store.' }),
    maintenanceMessage: t.string({ description: 'Shown to customers while under maintenance.' }),
  }),
});

builder.mutationField('appStoreStatusUpdate', (t) =>
  t.field({
    type: AppType,
    description:
      'The Maintenance screen: open the store, put it under maintenance with a message, or close it. ' +
      'Every move is checked against the store status machine.',
    args: { input: t.arg({ type: AppStoreStatusUpdateInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      updateStoreStatus(ctx, await appOrThrow(ctx, input.appUuid), input),
  }),
);

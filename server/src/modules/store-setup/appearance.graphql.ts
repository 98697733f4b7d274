import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { appearanceLoader, type StoreLook, updateAppearance } from './appearance.service.ts';

export const StoreAppearanceType = builder.objectRef<StoreLook>('StoreAppearance').implement({
  description: 'How the in-app store looks to its customers.',
  fields: (t) => ({
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    coverUrl: t.exposeString('coverUrl', { nullable: true }),
    brandColor: t.exposeString('brandColor', { description: '#RRGGBB, readable under white text.' }),
    welcomeText: t.exposeString('welcomeText'),
    customized: t.boolean({
      description: 'Whether the merchant saved a look (guided setup step 3 is done).',
      resolve: (look) => look.updatedAt !== null,
    }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.objectFields(AppType, (t) => ({
  appearance: t.field({
    type: StoreAppearanceType,
    resolve: (app, _args, ctx) => appearanceLoader(ctx).load(app.uuid),
  }),
}));

const StoreAppearanceUpdateInput = builder.inputType('StoreAppearanceUpdateInput', {
  description: 'Only the given fields change; an empty logoUrl or coverUrl removes the image.',
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    name: t.string({ description: 'The store name.' }),
    logoUrl: t.string(),
    coverUrl: t.string(),
    brandColor: t.string(),
    welcomeText: t.string(),
  }),
});

builder.mutationField('storeAppearanceUpdate', (t) =>
  t.field({
    type: StoreAppearanceType,
    description: "Saves the store's name and look (guided setup step 3, In-App Store Settings).",
    args: { input: t.arg({ type: StoreAppearanceUpdateInput, required: true }) },
    resolve: (_r, { input }, ctx) => updateAppearance(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

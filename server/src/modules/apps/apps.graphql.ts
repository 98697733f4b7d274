import { builder } from '../../graphql/builder.ts';
import { AFTER_DESCRIPTION, live, notGap } from '../../graphql/live.ts';
import { toGlobalId } from '../../platform/ids.ts';
import { UserType } from '../accounts/index.ts';
import { CATEGORY_CATALOGUE, categoryTree } from './apps.categories.ts';
import { MEMBER_ROLES } from './apps.rules.ts';
import {
  activePageLoader,
  appAccessOrThrow,
  appOrThrow,
  createApp,
  firstAppLoader,
  listApps,
} from './apps.service.ts';
import { recipientsLoader } from './apps.support.ts';
import type { AppRow, PageRow } from './apps.tables.ts';

export const MemberRoleEnum = builder.enumType('MemberRole', { values: MEMBER_ROLES });

export const CategoryTreeNode = builder
  .objectRef<{ primaryCategory: string; selected: boolean; secondaryCategories: string[] }>(
    'CategoryTreeNode',
  )
  .implement({
    fields: (t) => ({
      primaryCategory: t.exposeString('primaryCategory'),
      selected: t.exposeBoolean('selected'),
      secondaryCategories: t.exposeStringList('secondaryCategories'),
    }),
  });

export const PageType = builder.objectRef<PageRow>('Page').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    fbPageId: t.exposeString('fbPageId'),
    name: t.exposeString('name'),
  }),
});

export const AppType = builder.objectRef<AppRow>('App').implement({
  description:
    'An in-app store. bundleKey is a service bundle identifier (ecommerce-b2c-bundle...); status is Active, ' +
    'Inactive, Unlaunched...; storeStatus is pending_store, active_store or closed_store.',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    baseGlobalId: t.id({ resolve: (app) => toGlobalId('App', app.uuid) }),
    name: t.exposeString('name'),
    bundleKey: t.exposeString('bundleKey'),
    status: t.exposeString('status'),
    maintenance: t.exposeBoolean('maintenance'),
    deactivated: t.exposeBoolean('deactivated'),
    storeStatus: t.exposeString('storeStatus'),
    mdrApplied: t.exposeBoolean('mdrApplied', {
      description: 'The 2.5% payment fee (MDR) is in every product price (confirmed, or added by Suki).',
    }),
    mainStore: t.exposeBoolean('mainStore'),
    launchedAt: t.expose('launchedAt', { type: 'DateTime', nullable: true }),
    activePage: t.field({
      type: PageType,
      nullable: true,
      resolve: (app, _args, ctx) => activePageLoader(ctx).load(app.uuid),
    }),
    activeFbPageId: t.string({
      nullable: true,
      resolve: async (app, _args, ctx) => (await activePageLoader(ctx).load(app.uuid))?.fbPageId ?? null,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    supportEmailList: t.string({
      nullable: true,
      description: 'Comma-joined support emails (document 1 §3).',
      resolve: async (app, _args, ctx) =>
        (await recipientsLoader(ctx, 'support').load(app.uuid)).map((r) => r.email).join(',') || null,
    }),
    supportContactNumber: t.exposeString('supportContactNumber', { nullable: true }),
    businessDescription: t.exposeString('businessDescription', { nullable: true }),
    categoryTree: t.field({ type: [CategoryTreeNode], resolve: (app) => categoryTree(app.categories) }),
    myRole: t.field({
      type: MemberRoleEnum,
      description: "The signed-in user's role on this app: owner, admin or store_manager.",
      resolve: async (app, _args, ctx) => (await appAccessOrThrow(ctx, app.uuid)).role,
    }),
  }),
});

const PrimaryCategoryOption = builder
  .objectRef<{ name: string; secondaryOptions: readonly string[] }>('PrimaryCategoryOption')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      secondaryOptions: t.stringList({ resolve: (p) => [...p.secondaryOptions] }),
    }),
  });

builder.queryField('categoryCatalogue', (t) =>
  t.field({
    type: [PrimaryCategoryOption],
    description: 'The fixed merchant category catalogue (document 1 §3).',
    resolve: () => [...CATEGORY_CATALOGUE],
  }),
);

const AppStatusType = builder.objectRef<AppRow>('AppStatus').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    status: t.exposeString('status'),
    maintenance: t.exposeBoolean('maintenance'),
    deactivated: t.exposeBoolean('deactivated'),
  }),
});

builder.queryField('apps', (t) =>
  t.connection(
    {
      type: AppType,
      description: "The signed-in user's apps, newest first.",
      resolve: (_root, args, ctx) => listApps(ctx, args),
    },
    { name: 'AppConnection' },
    { name: 'AppEdge' },
  ),
);

builder.queryField('fetchAppByUuid', (t) =>
  t.field({
    type: AppType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => appOrThrow(ctx, appUuid),
  }),
);

builder.queryField('appStatus', (t) =>
  t.field({
    type: AppStatusType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => appOrThrow(ctx, appUuid),
  }),
);

const AppCreateInput = builder.inputType('AppCreateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    bundleKey: t.string({
      required: true,
      description: 'A service bundle identifier, e.g. ecommerce-b2c-bundle.',
    }),
  }),
});

builder.mutationField('appCreate', (t) =>
  t.field({
    type: AppType,
    args: { input: t.arg({ type: AppCreateInput, required: true }) },
    resolve: (_root, { input }, ctx) => createApp(ctx, ctx.userOrThrow().uuid, input),
  }),
);

builder.subscriptionField('appCreated', (t) =>
  t.field({
    type: AppType,
    description: 'Apps created for the signed-in user, live (from another tab, or another server process).',
    args: { after: t.arg.string({ description: AFTER_DESCRIPTION }) },
    subscribe: (_root, { after }, ctx) =>
      live(ctx, ctx.pubsub.subscribe('appCreated', ctx.userOrThrow().uuid, after)),
    resolve: (payload, _args, ctx) => {
      notGap(payload);
      return appOrThrow(ctx, payload.appUuid);
    },
  }),
);

builder.objectField(UserType, 'firstAppUuid', (t) =>
  t.id({ nullable: true, resolve: (u, _args, ctx) => firstAppLoader(ctx).load(u.uuid) }),
);

import { builder } from '../../graphql/builder.ts';
import { NOT_PRIMARY_APP_SUBCODE } from '../../integrations/meta/meta.port.ts';
import type { PersistentMenuRow } from './apps.connect.tables.ts';
import {
  facebookLoginComplete,
  facebookLoginUrl,
  facebookPageConnect,
  facebookPageDisconnect,
  loginPages,
  pageConnectWithToken,
  updatePageImage,
} from './apps.connect.ts';
import { AppType, PageType } from './apps.graphql.ts';
import {
  MENU_CATEGORIES,
  menuErrorText,
  type PersistentMenuSettings,
  persistentMenuOf,
  persistentMenuSave,
  WEB_HEIGHTS,
} from './apps.menu.ts';
import { activePageLoader, appOrThrow } from './apps.service.ts';

builder.objectFields(PageType, (t) => ({
  photoUrl: t.exposeString('photoUrl', {
    nullable: true,
    description: 'The page photo as Meta last gave it.',
  }),
  subscribed: t.boolean({
    description: "Whether the app is subscribed to the page's webhooks (messages, postbacks, feed).",
    resolve: (page) => page.subscribedAt !== null,
  }),
  subscribeError: t.exposeString('subscribeError', {
    nullable: true,
    description: 'Why Meta refused the webhook subscription, when it did.',
  }),
}));

builder.objectField(AppType, 'activePagePhotoUrl', (t) =>
  t.string({
    nullable: true,
    description: "The active page's photo (document 2 §3 app summary).",
    resolve: async (app, _args, ctx) => (await activePageLoader(ctx).load(app.uuid))?.photoUrl ?? null,
  }),
);

const FacebookPageOption = builder
  .objectRef<{ fbPageId: string; name: string; pictureUrl: string | null; connectedElsewhere: boolean }>(
    'FacebookPageOption',
  )
  .implement({
    description: 'A page the merchant manages on Facebook, offered after a Facebook login.',
    fields: (t) => ({
      fbPageId: t.exposeString('fbPageId'),
      name: t.exposeString('name'),
      pictureUrl: t.exposeString('pictureUrl', { nullable: true }),
      connectedElsewhere: t.exposeBoolean('connectedElsewhere', {
        description: 'Another store has this page connected (it cannot be picked).',
      }),
    }),
  });

const FacebookLogin = builder
  .objectRef<Awaited<ReturnType<typeof facebookLoginComplete>>>('FacebookLogin')
  .implement({
    description: 'A finished Facebook login: the pages to pick from, good until expiresAt.',
    fields: (t) => ({
      uuid: t.id({ resolve: (r) => r.login.uuid }),
      expiresAt: t.field({ type: 'DateTime', resolve: (r) => r.login.expiresAt }),
      app: t.field({ type: AppType, resolve: (r) => r.app }),
      pages: t.field({ type: [FacebookPageOption], resolve: (r, _a, ctx) => loginPages(ctx, r.login) }),
    }),
  });

builder.queryField('facebookLoginUrl', (t) =>
  t.string({
    description:
      "The Facebook login dialog for connecting the store's page; Meta comes back to returnPath " +
      '(a path of the console) with metaCode and metaState, or metaError.',
    args: { appUuid: t.arg.id({ required: true }), returnPath: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => facebookLoginUrl(ctx, String(args.appUuid), args.returnPath),
  }),
);

const FacebookLoginCompleteInput = builder.inputType('FacebookLoginCompleteInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    state: t.string({ required: true }),
    code: t.string({ required: true }),
  }),
});
builder.mutationField('facebookLoginComplete', (t) =>
  t.field({
    type: FacebookLogin,
    args: { input: t.arg({ type: FacebookLoginCompleteInput, required: true }) },
    resolve: (_r, { input }, ctx) => facebookLoginComplete(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

const FacebookPageConnectInput = builder.inputType('FacebookPageConnectInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    loginUuid: t.id({ required: true }),
    fbPageId: t.string({ required: true }),
  }),
});
builder.mutationField('facebookPageConnect', (t) =>
  t.field({
    type: AppType,
    args: { input: t.arg({ type: FacebookPageConnectInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const page = await facebookPageConnect(ctx, {
        appUuid: String(input.appUuid),
        loginUuid: String(input.loginUuid),
        fbPageId: input.fbPageId,
      });
      return appOrThrow(ctx, page.appUuid);
    },
  }),
);

const AppUuidInput = builder.inputType('FacebookPageDisconnectInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }) }),
});
builder.mutationField('facebookPageDisconnect', (t) =>
  t.field({
    type: AppType,
    args: { input: t.arg({ type: AppUuidInput, required: true }) },
    resolve: (_r, { input }, ctx) => facebookPageDisconnect(ctx, String(input.appUuid)),
  }),
);

builder.queryField('updatePageImage', (t) =>
  t.field({
    type: PageType,
    description: "Refreshes the active page's photo from Facebook (document 2 §7).",
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => updatePageImage(ctx, String(args.appUuid)),
  }),
);

const PageConnectInput = builder.inputType('PageConnectInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    fbPageId: t.string({ required: true }),
    pageAccessToken: t.string({ required: true }),
    name: t.string(),
  }),
});
builder.mutationField('pageConnect', (t) =>
  t.field({
    type: PageType,
    description: 'Connects a page by id and page access token (the console connects through Facebook login).',
    args: { input: t.arg({ type: PageConnectInput, required: true }) },
    resolve: (_r, { input }, ctx) => pageConnectWithToken(ctx, { ...input, appUuid: String(input.appUuid) }),
  }),
);

const MenuCategoryEnum = builder.enumType('PersistentMenuCategory', { values: MENU_CATEGORIES });
const WebHeightEnum = builder.enumType('PersistentMenuWebHeight', { values: WEB_HEIGHTS });
const MenuStatusEnum = builder.enumType('PersistentMenuStatus', {
  values: ['none', 'pending', 'published', 'failed'] as const,
});

const PersistentMenuType = builder.objectRef<PersistentMenuRow>('PersistentMenu').implement({
  description: 'A button of the Messenger persistent menu (document 2 §3).',
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    title: t.exposeString('title'),
    category: t.field({ type: MenuCategoryEnum, resolve: (m) => m.category }),
    url: t.exposeString('url', { nullable: true }),
    webHeight: t.field({ type: WebHeightEnum, resolve: (m) => m.webHeight }),
  }),
});

const PersistentMenuSettingsType = builder
  .objectRef<PersistentMenuSettings>('PersistentMenuSettings')
  .implement({
    fields: (t) => ({
      appUuid: t.exposeID('appUuid'),
      items: t.field({ type: [PersistentMenuType], resolve: (s) => s.items }),
      status: t.field({
        type: MenuStatusEnum,
        description: 'The menu on the active page: none (no page or no menu), pending, published or failed.',
        resolve: (s) => s.page?.menuStatus ?? 'none',
      }),
      error: t.string({ nullable: true, resolve: (s) => menuErrorText(s.page) }),
      needsPrimaryApp: t.boolean({
        description:
          'Meta refused the menu because another app is the primary app of the page (subcode 2018297).',
        resolve: (s) =>
          s.page?.menuStatus === 'failed' && s.page.menuErrorSubcode === NOT_PRIMARY_APP_SUBCODE,
      }),
    }),
  });

builder.queryField('persistentMenu', (t) =>
  t.field({
    type: PersistentMenuSettingsType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => persistentMenuOf(ctx, String(args.appUuid)),
  }),
);

const PersistentMenuItemInput = builder.inputType('PersistentMenuItemInput', {
  fields: (t) => ({
    title: t.string({ required: true }),
    category: t.field({ type: MenuCategoryEnum, required: true }),
    url: t.string(),
    webHeight: t.field({ type: WebHeightEnum }),
  }),
});
const PersistentMenuSaveInput = builder.inputType('PersistentMenuSaveInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    items: t.field({ type: [PersistentMenuItemInput], required: true }),
  }),
});
builder.mutationField('persistentMenuSave', (t) =>
  t.field({
    type: PersistentMenuSettingsType,
    description: "Replaces the persistent menu and publishes it through the active page's Messenger profile.",
    args: { input: t.arg({ type: PersistentMenuSaveInput, required: true }) },
    resolve: (_r, { input }, ctx) =>
      persistentMenuSave(ctx, { appUuid: String(input.appUuid), items: input.items }),
  }),
);

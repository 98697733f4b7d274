import { asc, inArray } from 'drizzle-orm';
import { builder } from '../../graphql/builder.ts';
import type { Context } from '../../graphql/context.ts';
import {
  type OutgoingKind,
  SEND_POLICY,
  templateServes,
} from '../../integrations/messenger/messenger.policy.ts';
import { badInput } from '../../platform/errors.ts';
import { activePageLoader, appOrThrow, PageType } from '../apps/index.ts';
import { type PageUtilityTemplateRow, pageUtilityTemplates } from './inbox.tables.ts';
import { syncPageTemplates } from './inbox.templates.ts';

/** A page's Messenger utility templates (what it may send outside the 24-hour window). */
const PageUtilityTemplateType = builder.objectRef<PageUtilityTemplateRow>('PageUtilityTemplate').implement({
  description:
    "A message template of the page, as Messenger lists it (Meta's tools create and approve them).",
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    name: t.exposeString('name'),
    language: t.exposeString('language'),
    category: t.exposeString('category', { description: 'UTILITY for the ones Suki uses.' }),
    status: t.exposeString('status', { description: 'APPROVED, PENDING, REJECTED, PAUSED or DISABLED.' }),
    parameters: t.exposeStringList('parameters', { description: "The body's placeholders, in order." }),
    body: t.exposeString('body'),
    syncedAt: t.expose('syncedAt', { type: 'DateTime' }),
  }),
});

const templatesLoader = (ctx: Context) =>
  ctx.loader<string, PageUtilityTemplateRow[]>('page.utilityTemplates', async (pageUuids) => {
    const rows = await ctx.db
      .select()
      .from(pageUtilityTemplates)
      .where(inArray(pageUtilityTemplates.pageUuid, [...pageUuids]))
      .orderBy(asc(pageUtilityTemplates.name), asc(pageUtilityTemplates.language));
    return pageUuids.map((uuid) => rows.filter((r) => r.pageUuid === uuid));
  });

/** The approved template a kind of message goes out with after 24 hours; null: none, so it is not sent. */
const templateFor = async (ctx: Context, pageUuid: string, kind: OutgoingKind) => {
  const purpose = SEND_POLICY[kind].template;
  const rows = await templatesLoader(ctx).load(pageUuid);
  return (purpose && rows.find((r) => templateServes(purpose, r))) ?? null;
};

builder.objectFields(PageType, (t) => ({
  utilityTemplates: t.field({
    type: [PageUtilityTemplateType],
    description: "The page's utility templates as last read from Messenger.",
    resolve: (page, _a, ctx) => templatesLoader(ctx).load(page.uuid),
  }),
  orderUpdateTemplate: t.field({
    type: PageUtilityTemplateType,
    nullable: true,
    description:
      'The approved template (named order_update) order updates use after 24 hours; null: those updates are not sent.',
    resolve: (page, _a, ctx) => templateFor(ctx, page.uuid, 'order_update'),
  }),
  storeNotificationTemplate: t.field({
    type: PageUtilityTemplateType,
    nullable: true,
    description:
      'The approved template (named store_notification) Messenger notifications to page admins use after 24 hours.',
    resolve: (page, _a, ctx) => templateFor(ctx, page.uuid, 'store_notification'),
  }),
  templatesSyncedAt: t.expose('templatesSyncedAt', { type: 'DateTime', nullable: true }),
  templatesSyncError: t.exposeString('templatesSyncError', {
    nullable: true,
    description: 'Why the templates could not be read the last time, in plain words.',
  }),
}));

const SyncInput = builder.inputType('PageUtilityTemplatesSyncInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }) }),
});

builder.mutationField('pageUtilityTemplatesSync', (t) =>
  t.field({
    type: PageType,
    description:
      "Owner or admin: reads the connected page's utility templates from Messenger again (after creating one in Meta's tools).",
    args: { input: t.arg({ type: SyncInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const app = await appOrThrow(ctx, String(input.appUuid));
      const page = await activePageLoader(ctx).load(app.uuid);
      if (!page)
        throw badInput({ appUuid: 'Connect a Facebook page first' }, 'Connect a Facebook page first');
      return syncPageTemplates(ctx, page);
    },
  }),
);

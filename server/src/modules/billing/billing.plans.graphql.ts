/**
 * Plans on GraphQL (document 3 §3 EnterprisePlan and current app enterprise plan, §7 calls): the offered
 * plans, the store's plan and its usage (also live), changing plan, and the MSME window.
 */
import { builder } from '../../graphql/builder.ts';
import { AFTER_DESCRIPTION, live, notGap, once } from '../../graphql/live.ts';
import { notFound } from '../../platform/errors.ts';
import { fromGlobalId, toGlobalId } from '../../platform/ids.ts';
import { appByUuid, appOrThrow } from '../apps/index.ts';
import { type PlanChangePreview, planChangePreview } from './billing.plans.preview.ts';
import {
  appPlanUsage,
  changePlan,
  enrolMsme,
  extendMsme,
  type PlanUsage,
  planUsage,
} from './billing.plans.ts';
import { OFFERED_PLANS, type PlanDef, planUuid } from './plans.rules.ts';

const limit = (description: string) => ({ nullable: true as const, description });

export const EnterprisePlanType = builder.objectRef<PlanDef>('EnterprisePlan').implement({
  description: 'A plan and its limits (document 3 §3, §9). A null limit is no limit.',
  fields: (t) => ({
    uuid: t.id({ description: 'Stable per plan name.', resolve: (p) => planUuid(p.name) }),
    name: t.exposeString('name', { description: 'The plan identifier, e.g. pro_starter.' }),
    displayedName: t.exposeString('displayedName'),
    subscriptionFee: t.exposeInt('subscriptionFee', { description: 'Centavos a month, VAT inclusive.' }),
    accelerator: t.exposeBoolean('accelerator', {
      description: 'Includes the onboarding accelerator: two guided sessions and weekday support.',
    }),
    faqLimit: t.exposeInt('faqLimit', limit('FAQs.')),
    productLimit: t.exposeInt('productLimit', limit('Products.')),
    fileSizeLimit: t.exposeInt('fileSizeLimit', limit('Megabytes per uploaded file.')),
    exportLimit: t.exposeInt('exportLimit', limit('Rows per export.')),
    responseLimit: t.exposeInt('responseLimit', limit('AI suggested replies a month.')),
    monthlyUserLimit: t.exposeInt('monthlyUserLimit', limit('People who write to the page, a month.')),
    monthlyContactLimit: t.exposeInt('monthlyContactLimit', limit('Customers active in a month.')),
    userSeatLimit: t.exposeInt('userSeatLimit', limit('Members and pending invitations.')),
  }),
});

export const AppEnterprisePlanType = builder.objectRef<PlanUsage>('AppEnterprisePlan').implement({
  description:
    "The store's plan, its limits and what it uses of them this Manila calendar month (document 3 §3).",
  fields: (t) => ({
    id: t.id({ resolve: (u) => toGlobalId('AppEnterprisePlan', u.appUuid) }),
    appUuid: t.exposeID('appUuid'),
    msmeStartAt: t.field({ type: 'DateTime', nullable: true, resolve: (u) => u.msme?.startAt ?? null }),
    msmeEndAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'The first instant after the MSME window (its subscription fee is waived until then).',
      resolve: (u) => u.msme?.endAt ?? null,
    }),
    msmeExtended: t.boolean({ resolve: (u) => u.msme?.extended ?? false }),
    eligibleMsmeExtension: t.exposeBoolean('eligibleMsmeExtension'),
    faqLimit: t.int({ nullable: true, resolve: (u) => u.plan.faqLimit }),
    productLimit: t.int({ nullable: true, resolve: (u) => u.plan.productLimit }),
    fileSizeLimit: t.int({ nullable: true, resolve: (u) => u.plan.fileSizeLimit }),
    exportLimit: t.int({ nullable: true, resolve: (u) => u.plan.exportLimit }),
    responseLimit: t.int({ nullable: true, resolve: (u) => u.plan.responseLimit }),
    monthlyUserLimit: t.int({ nullable: true, resolve: (u) => u.plan.monthlyUserLimit }),
    monthlyContactLimit: t.int({ nullable: true, resolve: (u) => u.plan.monthlyContactLimit }),
    userSeatLimit: t.int({ nullable: true, resolve: (u) => u.plan.userSeatLimit }),
    currentUsers: t.exposeInt('currentUsers', {
      description: 'People who wrote to the page this month (each once).',
    }),
    currentSupportedContacts: t.exposeInt('currentSupportedContacts', {
      description: 'Customers who wrote or ordered this month.',
    }),
    currentUserSeats: t.exposeInt('currentUserSeats', { description: 'Members and pending invitations.' }),
    currentProducts: t.exposeInt('currentProducts'),
    currentFaqs: t.exposeInt('currentFaqs'),
    remainingResponse: t.exposeInt('remainingResponse', {
      nullable: true,
      description: "The month's AI suggested replies left (null: no limit).",
    }),
    enterprisePlan: t.field({ type: EnterprisePlanType, resolve: (u) => u.plan }),
  }),
});

const PreviewLineType = builder
  .objectRef<PlanChangePreview['lines'][number]>('PlanChangePreviewLine')
  .implement({
    fields: (t) => ({
      description: t.exposeString('description'),
      amount: t.exposeInt('amount', { description: 'Centavos.' }),
    }),
  });

const PlanChangePreviewType = builder.objectRef<PlanChangePreview>('PlanChangePreview').implement({
  description: 'What changing plan now would do: when it takes effect and how the period is prorated.',
  fields: (t) => ({
    enterprisePlan: t.field({ type: EnterprisePlanType, resolve: (p) => p.plan }),
    effectiveAt: t.field({ type: 'DateTime', resolve: (p) => p.effectiveAt }),
    billingPeriodStartAt: t.exposeString('periodStart', { nullable: true }),
    billingPeriodEndAt: t.exposeString('periodEnd', {
      nullable: true,
      description: 'The day after the period (exclusive).',
    }),
    lines: t.field({ type: [PreviewLineType], resolve: (p) => p.lines }),
    subscriptionFee: t.exposeInt('subscriptionFee', {
      description: "The period's subscription with the change (centavos).",
    }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'Why the change would be refused (null: it may be made).',
    }),
  }),
});

builder.queryField('enterprisePlans', (t) =>
  t.field({
    type: [EnterprisePlanType],
    description: 'The plans a merchant can pick on Subscription Plans: Starter, Bronze, Silver, Gold.',
    resolve: () => [...OFFERED_PLANS],
  }),
);

// Document 3 §7 names the current plan usage three ways; each answers the same.
for (const name of [
  'appSubscribedEnterprisePlan',
  'currentAppEnterprisePlan',
  'appEnterprisePlan',
] as const) {
  builder.queryField(name, (t) =>
    t.field({
      type: AppEnterprisePlanType,
      description: "The store's plan and what it uses of it (one answer under the spec's three names).",
      args: { appUuid: t.arg.id({ required: true }) },
      resolve: (_r, { appUuid }, ctx) => appPlanUsage(ctx, String(appUuid)),
    }),
  );
}

builder.queryField('appPlanChangePreview', (t) =>
  t.field({
    type: PlanChangePreviewType,
    args: { appUuid: t.arg.id({ required: true }), plan: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => planChangePreview(ctx, String(args.appUuid), args.plan),
  }),
);

const AppPlanChangeInput = builder.inputType('AppPlanChangeInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    plan: t.string({
      required: true,
      description: 'An offered plan: pro_starter, pro_bronze, pro_silver or pro_gold.',
    }),
  }),
});

builder.mutationField('appPlanChange', (t) =>
  t.field({
    type: AppEnterprisePlanType,
    description:
      "Changes the store's plan at once; the period's bill charges each plan for its days. A downgrade below what the store uses is refused.",
    args: { input: t.arg({ type: AppPlanChangeInput, required: true }) },
    resolve: (_r, { input }, ctx) => changePlan(ctx, { appUuid: String(input.appUuid), plan: input.plan }),
  }),
);

const AppMsmeInput = builder.inputType('AppMsmeInput', {
  fields: (t) => ({ appUuid: t.id({ required: true }) }),
});

builder.mutationField('appMsmeExtend', (t) =>
  t.field({
    type: AppEnterprisePlanType,
    description: "msme-extend: the store's MSME window, 90 days longer, once, while it is open.",
    args: { input: t.arg({ type: AppMsmeInput, required: true }) },
    resolve: (_r, { input }, ctx) => extendMsme(ctx, String(input.appUuid)),
  }),
);

builder.mutationField('appMsmeEnroll', (t) =>
  t.field({
    type: AppEnterprisePlanType,
    description: 'Operators: enrols a store in the MSME programme from today (90 days, fee waived).',
    args: { input: t.arg({ type: AppMsmeInput, required: true }) },
    // Operators only (the permission table's rule): no membership of the store is needed.
    resolve: async (_r, { input }, ctx) => {
      const app = await appByUuid(ctx.db, String(input.appUuid));
      if (!app) throw notFound('App');
      await enrolMsme(ctx, app.uuid);
      return planUsage(ctx, app.uuid);
    },
  }),
);

builder.subscriptionField('appEnterprisePlan', (t) =>
  t.field({
    type: AppEnterprisePlanType,
    description: "The store's plan usage, live: users, contacts, replies left and the plan as they change.",
    args: {
      appGlobalId: t.arg.id({ required: true }),
      after: t.arg.string({ description: AFTER_DESCRIPTION }),
    },
    subscribe: async (_r, { appGlobalId, after }, ctx) => {
      const id = fromGlobalId(String(appGlobalId));
      if (id?.type !== 'App') throw notFound('App');
      return live(
        ctx,
        ctx.pubsub.subscribe('appEnterprisePlan', (await appOrThrow(ctx, id.uuid)).uuid, after),
      );
    },
    resolve: (payload, _a, ctx) => {
      notGap(payload);
      // One usage per event on this process, whatever the number of members watching it.
      return once(payload, 'plan.usage', () => planUsage(ctx, payload.appUuid));
    },
  }),
);

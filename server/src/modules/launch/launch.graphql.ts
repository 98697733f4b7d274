import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import {
  announceLaunch,
  announcementResults,
  type LaunchAudience,
  launchAudience,
} from './launch.announce.ts';
import { launchApp } from './launch.service.ts';
import type { LaunchAnnouncementRow } from './launch.tables.ts';

const LaunchAppInput = builder.inputType('LaunchAppInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    termsAgreed: t.boolean({
      description: 'The merchant ticked the agreement (document 3 §4); launch refuses without it.',
    }),
    pageUrl: t.string({ description: 'A mini-app launch: the page it runs on.' }),
    userAgent: t.string({ description: 'A mini-app launch: the browser it runs in.' }),
  }),
});

const AppStoreLaunchInput = builder.inputType('AppStoreLaunchInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    termsAgreed: t.boolean({ description: 'The merchant ticked the agreement; launch refuses without it.' }),
  }),
});

builder.mutationField('launchApp', (t) =>
  t.field({
    type: AppType,
    description:
      'Launches the store (document 3 §4): needs an active page, a default payment method and the terms ' +
      'agreed; sets launchedAt and makes the store active. Launching a launched store changes nothing.',
    args: { input: t.arg({ type: LaunchAppInput, required: true }) },
    resolve: (_root, { input }, ctx) => launchApp(ctx, input),
  }),
);

builder.mutationField('appStoreLaunch', (t) =>
  t.field({
    type: AppType,
    description: 'Launches the store, as launchApp does (the in-app store form of the call).',
    args: { input: t.arg({ type: AppStoreLaunchInput, required: true }) },
    resolve: (_root, { input }, ctx) => launchApp(ctx, input),
  }),
);

const LaunchAnnouncementType = builder.objectRef<LaunchAnnouncementRow>('LaunchAnnouncement').implement({
  fields: (t) => ({
    uuid: t.exposeID('uuid'),
    message: t.exposeString('message'),
    reachable: t.exposeInt('reachable', { description: 'Customers within 24 hours when it was sent.' }),
    outsideWindow: t.exposeInt('outsideWindow', { description: 'Customers Messenger did not allow.' }),
    sent: t.int({
      description: 'Customers it reached so far.',
      resolve: async (a, _args, ctx) => (await announcementResults(ctx.db, a.uuid)).sent,
    }),
    failed: t.int({
      description: 'Customers Messenger refused.',
      resolve: async (a, _args, ctx) => (await announcementResults(ctx.db, a.uuid)).failed,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const StoreLaunchAudienceType = builder.objectRef<LaunchAudience>('StoreLaunchAudience').implement({
  description: 'Who a store-launch announcement reaches on Messenger (the 24-hour window).',
  fields: (t) => ({
    appUuid: t.exposeID('appUuid'),
    reachable: t.exposeInt('reachable', { description: 'Customers who wrote within 24 hours.' }),
    outsideWindow: t.exposeInt('outsideWindow', { description: 'Customers outside the 24-hour window.' }),
    announcement: t.field({ type: LaunchAnnouncementType, nullable: true, resolve: (a) => a.announcement }),
  }),
});

builder.queryField('storeLaunchAudience', (t) =>
  t.field({
    type: StoreLaunchAudienceType,
    args: { appUuid: t.arg.id({ required: true }) },
    resolve: (_root, { appUuid }, ctx) => launchAudience(ctx, appUuid),
  }),
);

const StoreLaunchAnnounceInput = builder.inputType('StoreLaunchAnnounceInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    message: t.string({ required: true, description: 'Up to 640 characters.' }),
  }),
});

builder.mutationField('storeLaunchAnnounce', (t) =>
  t.field({
    type: StoreLaunchAudienceType,
    description:
      'Announces the launch once on Messenger to the customers within 24 hours (sent after the answer).',
    args: { input: t.arg({ type: StoreLaunchAnnounceInput, required: true }) },
    resolve: (_root, { input }, ctx) => announceLaunch(ctx, input),
  }),
);

import { builder } from '../../graphql/builder.ts';
import { AppType } from '../apps/index.ts';
import { launchApp } from './launch.service.ts';

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

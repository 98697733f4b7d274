/** GraphQL of the payment-gateway reminder (document 3 §3 App fields, §4 states) and its scheduling. */
import { builder } from '../../graphql/builder.ts';
import { notFound } from '../../platform/errors.ts';
import { manilaDate } from '../../platform/manila.ts';
import { AppType, appByUuid } from '../apps/index.ts';
import { type GatewaySchedule, gatewayButton, gatewayMessage, gatewayStage } from './gateway.rules.ts';
import { gatewayScheduleOf, scheduleGatewayPhaseout } from './gateway.ts';
import { kycVerified } from './kyc.service.ts';

const GatewayScheduleType = builder.objectRef<GatewaySchedule>('MayaDeactivationScheduledDates').implement({
  description: "The temporary e-wallet gateway's phase-out (Manila days).",
  fields: (t) => ({
    start_date: t.exposeString('start_date'),
    end_date: t.exposeString('end_date'),
    remaining_days: t.exposeInt('remaining_days'),
    show_reminder: t.exposeBoolean('show_reminder'),
  }),
});

interface Reminder {
  stage: 'start' | 'countdown' | 'ended';
  remainingDays: number;
}

const ReminderType = builder.objectRef<Reminder>('PaymentGatewayReminder').implement({
  description: 'What the payment-gateway reminder says today, and its button.',
  fields: (t) => ({
    stage: t.exposeString('stage', { description: 'start, countdown or ended.' }),
    remainingDays: t.exposeInt('remainingDays'),
    message: t.string({ resolve: (r) => gatewayMessage(r.stage, r.remainingDays) }),
    buttonLabel: t.string({ resolve: (r) => gatewayButton(r.stage) }),
  }),
});

builder.objectFields(AppType, (t) => ({
  mayaDeactivationScheduledDates: t.field({
    type: GatewayScheduleType,
    nullable: true,
    resolve: (app, _a, ctx) => gatewayScheduleOf(ctx.db, app.uuid, ctx.clock.now()),
  }),
  runMayaDeactivationWorker: t.boolean({
    description: 'A phase-out is scheduled and its reminder is showing.',
    resolve: async (app, _a, ctx) =>
      (await gatewayScheduleOf(ctx.db, app.uuid, ctx.clock.now()))?.show_reminder ?? false,
  }),
  paymentGatewayReminder: t.field({
    type: ReminderType,
    nullable: true,
    description: 'The reminder to show today (null: none).',
    resolve: async (app, _a, ctx) => {
      const schedule = await gatewayScheduleOf(ctx.db, app.uuid, ctx.clock.now());
      if (!schedule) return null;
      const stage = gatewayStage(
        schedule.start_date,
        manilaDate(ctx.clock.now()),
        await kycVerified(ctx.db, app.uuid),
      );
      return stage ? { stage, remainingDays: schedule.remaining_days } : null;
    },
  }),
}));

const PhaseoutInput = builder.inputType('AppGatewayPhaseoutInput', {
  fields: (t) => ({
    appUuid: t.id({ required: true }),
    startDate: t.string({ description: 'YYYY-MM-DD (Manila); null cancels the phase-out.' }),
  }),
});

builder.mutationField('appGatewayPhaseoutSchedule', (t) =>
  t.field({
    type: AppType,
    description: "Operators: schedules a store's temporary e-wallet gateway to end 30 days after startDate.",
    args: { input: t.arg({ type: PhaseoutInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      const app = await appByUuid(ctx.db, String(input.appUuid));
      if (!app) throw notFound('App');
      await scheduleGatewayPhaseout(ctx, app.uuid, input.startDate ?? null);
      return app;
    },
  }),
);

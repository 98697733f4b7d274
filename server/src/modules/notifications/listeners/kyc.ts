import type { EventBus } from '../../../platform/events.ts';
import { appByUuid } from '../../apps/index.ts';
import { gatewayMessage } from '../../kyc/index.ts';
import { kycReviewedMessage } from '../notifications.rules.ts';
import { notify } from '../notifications.service.ts';

/** The store's verification reviewed: its team reads the outcome (and why, when it was not approved). */
export function registerKycNotificationListeners(events: EventBus): void {
  events.on('kyc.reviewed', async ({ appUuid, verified, reason }, deps) => {
    const app = await appByUuid(deps.db, appUuid);
    if (!app) return;
    await notify(
      { db: deps.db, clock: deps.clock, events },
      { appUuid, category: 'kyc_reviewed', message: kycReviewedMessage(app.name, verified, reason) },
    );
  });
  // The temporary gateway's start and end: the drawer shows the payment reminder (document 3 §4).
  events.on('kyc.gatewayReminder', async ({ appUuid, stage, remainingDays }, deps) => {
    await notify(
      { db: deps.db, clock: deps.clock, events },
      { appUuid, category: 'payment_option_deactivation', message: gatewayMessage(stage, remainingDays) },
    );
  });
}

import type { EventBus } from '../../../platform/events.ts';
import { newBillMessage } from '../notifications.rules.ts';
import { notify } from '../notifications.service.ts';

/** A new bill asking for payment: its store's team reads it in the console, and it opens the bill. */
export function registerBillingNotificationListeners(events: EventBus): void {
  events.on(
    'billing.billCreated',
    async ({ appUuid, billingUuid, referenceNumber, totalPayableAmount, periodDue }, deps) => {
      await notify(
        { db: deps.db, clock: deps.clock, events },
        {
          appUuid,
          category: 'billing_created',
          message: newBillMessage(referenceNumber, totalPayableAmount, periodDue),
          notificationable: { type: 'Billing', uuid: billingUuid },
        },
      );
    },
  );
}

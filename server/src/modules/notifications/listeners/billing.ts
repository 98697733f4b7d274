import type { EventBus, ListenerDeps } from '../../../platform/events.ts';
import { appByUuid } from '../../apps/index.ts';
import {
  billDueSoonMessage,
  billPaidMessage,
  billPaymentFailedMessage,
  billRefusedSlipMessage,
  graceLastDayMessage,
  type NotificationCategory,
  newBillMessage,
  storeDeactivatedMessage,
} from '../notifications.rules.ts';
import { notify } from '../notifications.service.ts';

/**
 * Billing's news for the store's team (issue 16): a new bill, a payment received or failed, a bill due
 * soon, the store deactivated for an overdue bill, the grace period's last day. Each opens the bill.
 */
export function registerBillingNotificationListeners(events: EventBus): void {
  const tell = (
    deps: ListenerDeps,
    appUuid: string,
    billingUuid: string,
    category: NotificationCategory,
    message: string,
  ): Promise<void> =>
    notify(
      { db: deps.db, clock: deps.clock, events },
      { appUuid, category, message, notificationable: { type: 'Billing', uuid: billingUuid } },
    ).then(() => undefined);

  events.on('billing.billCreated', (e, deps) =>
    tell(
      deps,
      e.appUuid,
      e.billingUuid,
      'billing_created',
      newBillMessage(e.referenceNumber, e.totalPayableAmount, e.periodDue),
    ),
  );
  events.on('billing.billPaid', (e, deps) =>
    tell(deps, e.appUuid, e.billingUuid, 'billing_paid', billPaidMessage(e.referenceNumber, e.amount)),
  );
  events.on('billing.paymentFailed', (e, deps) =>
    tell(
      deps,
      e.appUuid,
      e.billingUuid,
      'billing_payment_failed',
      billPaymentFailedMessage(e.referenceNumber, e.failureCode),
    ),
  );
  events.on('billing.depositSlipRefused', (e, deps) =>
    tell(
      deps,
      e.appUuid,
      e.billingUuid,
      'billing_payment_failed',
      billRefusedSlipMessage(e.referenceNumber, e.reason),
    ),
  );
  events.on('billing.dueSoon', (e, deps) =>
    tell(
      deps,
      e.appUuid,
      e.billingUuid,
      'billing_due_soon',
      billDueSoonMessage(e.referenceNumber, e.periodDue),
    ),
  );
  events.on('billing.storeDeactivated', async (e, deps) => {
    const app = await appByUuid(deps.db, e.appUuid);
    await tell(
      deps,
      e.appUuid,
      e.billingUuid,
      'billing_deactivated',
      storeDeactivatedMessage(app?.name ?? 'Your store', e.referenceNumber),
    );
  });
  events.on('billing.graceLastDay', (e, deps) =>
    tell(deps, e.appUuid, e.billingUuid, 'billing_grace_last_day', graceLastDayMessage(e.referenceNumber)),
  );
}

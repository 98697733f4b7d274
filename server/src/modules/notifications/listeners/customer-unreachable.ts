import type { EventBus } from '../../../platform/events.ts';
import { appByUuid, verifiedRecipientEmails } from '../../apps/index.ts';
import { recipientByUuid } from '../../inbox/index.ts';
import { messengerUpdateWithOrder, notReachedReason } from '../../orders/index.ts';
import { customerUnreachableMail } from '../notifications.mails.ts';
import { customerUnreachableMessage } from '../notifications.rules.ts';
import { notify } from '../notifications.service.ts';

/**
 * An order update that did not reach its customer on Messenger is the merchant's to know: a
 * `customer_unreachable` notification linked to the order (live in the console, and to opted-in page
 * admins) and a mail to the store's verified notification recipients. Nothing here sends to the
 * customer, so this cannot start another update.
 */
export function registerCustomerUnreachableListeners(events: EventBus): void {
  events.on('order.messengerUpdateRecorded', async ({ updateUuid, reached }, deps) => {
    if (reached) return;
    const row = await messengerUpdateWithOrder(deps.db, updateUuid);
    const app = row ? await appByUuid(deps.db, row.order.appUuid) : null;
    if (!row || !app) return;
    const { update, order } = row;
    const recipient = order.pageRecipientUuid
      ? await recipientByUuid(deps.db, order.pageRecipientUuid)
      : null;
    const reason = notReachedReason(update);
    await notify(
      { db: deps.db, clock: deps.clock, events },
      {
        appUuid: order.appUuid,
        category: 'customer_unreachable',
        message: customerUnreachableMessage(order.transactionNumber, order.customerName, reason),
        pageRecipient: recipient
          ? { name: recipient.name, profilePic: recipient.profilePic }
          : { name: order.customerName },
        notificationable: { type: 'Order', transactionNumber: order.transactionNumber, uuid: order.uuid },
      },
    );
    for (const to of await verifiedRecipientEmails(deps.db, order.appUuid, 'notification'))
      await deps.mailer.send(
        customerUnreachableMail(to, {
          appName: app.name,
          transactionNumber: order.transactionNumber,
          customerName: order.customerName,
          reason,
          consoleUrl: `${deps.publicUrl}/apps`,
        }),
      );
  });
}

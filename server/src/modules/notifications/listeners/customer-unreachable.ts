import { eq } from 'drizzle-orm';
import type { EventBus } from '../../../platform/events.ts';
import { verifiedRecipientEmails } from '../../apps/apps.support.ts';
import { apps } from '../../apps/apps.tables.ts';
import { pageRecipients } from '../../inbox/inbox.tables.ts';
import { notReachedReason } from '../../orders/orders.rules.ts';
import { orderMessengerUpdates, orders } from '../../orders/orders.tables.ts';
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
    const [row] = await deps.db
      .select({ update: orderMessengerUpdates, order: orders, app: apps, recipient: pageRecipients })
      .from(orderMessengerUpdates)
      .innerJoin(orders, eq(orders.uuid, orderMessengerUpdates.orderUuid))
      .innerJoin(apps, eq(apps.uuid, orders.appUuid))
      .leftJoin(pageRecipients, eq(pageRecipients.uuid, orders.pageRecipientUuid))
      .where(eq(orderMessengerUpdates.uuid, updateUuid));
    if (!row) return;
    const { update, order, app, recipient } = row;
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

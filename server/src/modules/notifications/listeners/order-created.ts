import { eq } from 'drizzle-orm';
import type { EventBus } from '../../../platform/events.ts';
import { pageRecipients } from '../../inbox/inbox.tables.ts';
import { orders } from '../../orders/orders.tables.ts';
import { notify } from '../notifications.service.ts';

/** Each new order raises the order_created notification, linked to the order by its transaction number. */
export function registerOrderNotificationListeners(events: EventBus): void {
  events.on('order.created', async ({ orderUuid }, deps) => {
    const [row] = await deps.db
      .select({ order: orders, recipient: pageRecipients })
      .from(orders)
      .leftJoin(pageRecipients, eq(pageRecipients.uuid, orders.pageRecipientUuid))
      .where(eq(orders.uuid, orderUuid));
    if (!row) return;
    const { order, recipient } = row;
    await notify(
      { db: deps.db, clock: deps.clock, events },
      {
        appUuid: order.appUuid,
        category: 'order_created',
        message: `New order ${order.transactionNumber} from ${order.customerName}`,
        pageRecipient: recipient
          ? { name: recipient.name, profilePic: recipient.profilePic }
          : { name: order.customerName },
        notificationable: { type: 'Order', transactionNumber: order.transactionNumber, uuid: order.uuid },
      },
    );
  });
}

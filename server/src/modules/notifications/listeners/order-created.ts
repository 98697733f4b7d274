import type { EventBus } from '../../../platform/events.ts';
import { recipientByUuid } from '../../inbox/index.ts';
import { orderByUuid } from '../../orders/index.ts';
import { notify } from '../notifications.service.ts';

/** Each new order raises the order_created notification, linked to the order by its transaction number. */
export function registerOrderNotificationListeners(events: EventBus): void {
  events.on('order.created', async ({ orderUuid }, deps) => {
    const order = await orderByUuid(deps.db, orderUuid);
    if (!order) return;
    const recipient = order.pageRecipientUuid
      ? await recipientByUuid(deps.db, order.pageRecipientUuid)
      : null;
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

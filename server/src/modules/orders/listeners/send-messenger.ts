import { eq } from 'drizzle-orm';
import { orderUpdateMetadata } from '../../../integrations/messenger/messenger.port.ts';
import type { EventBus, ListenerDeps } from '../../../platform/events.ts';
import { pages } from '../../apps/apps.tables.ts';
import { pageAccessToken } from '../../inbox/inbox.receive.ts';
import { pageRecipients } from '../../inbox/inbox.tables.ts';
import { PAYMENT_UPDATES, STATUS_UPDATES, updateText } from '../orders.rules.ts';
import { orders } from '../orders.tables.ts';

/** Sends an order's customer a short update from the store's page (POST_PURCHASE_UPDATE tag). */
async function sendUpdate(deps: ListenerDeps, orderUuid: string, template: (txn: string) => string) {
  const [row] = await deps.db
    .select({ order: orders, recipient: pageRecipients, page: pages })
    .from(orders)
    .innerJoin(pageRecipients, eq(pageRecipients.uuid, orders.pageRecipientUuid))
    .innerJoin(pages, eq(pages.uuid, pageRecipients.pageUuid))
    .where(eq(orders.uuid, orderUuid));
  if (!row?.page.active || row.recipient.dummy) return;
  try {
    await deps.messenger.send({
      fbPageId: row.page.fbPageId,
      accessToken: pageAccessToken(deps, row.page),
      psid: row.recipient.psid,
      part: { kind: 'text', text: template(row.order.transactionNumber) },
      tag: 'POST_PURCHASE_UPDATE',
      metadata: orderUpdateMetadata(row.order.uuid),
    });
  } catch (err) {
    deps.log.warn({ err, orderUuid }, 'an order update was not delivered on Messenger');
  }
}

/**
 * A customer who ordered from Messenger hears of their order there: on placing it and on every status
 * or payment status change. A refused send is logged, never retried, and never undoes the change.
 */
export function registerOrdersMessengerListeners(events: EventBus): void {
  events.on('order.created', ({ orderUuid }, deps) =>
    sendUpdate(deps, orderUuid, (txn) => updateText(STATUS_UPDATES.pending, txn)),
  );
  events.on('order.statusChanged', ({ orderUuid, change }, deps) =>
    sendUpdate(deps, orderUuid, (txn) =>
      updateText(change.kind === 'status' ? STATUS_UPDATES[change.to] : PAYMENT_UPDATES[change.to], txn),
    ),
  );
}

import { eq } from 'drizzle-orm';
import { type PolicyOutcome, sendUnderPolicy } from '../../../integrations/messenger/messenger.deliver.ts';
import { messagingWindow } from '../../../integrations/messenger/messenger.policy.ts';
import { orderUpdateMetadata, refusalInPlainWords } from '../../../integrations/messenger/messenger.port.ts';
import { type EventBus, inTransaction, type ListenerDeps } from '../../../platform/events.ts';
import { newUuid } from '../../../platform/ids.ts';
import { pageAccessToken } from '../../apps/index.ts';
import { pageTemplates, recipientWithPage } from '../../inbox/index.ts';
import {
  changeStatusText,
  changeText,
  customerReached,
  type MessengerUpdateOutcome,
  type NotReachedBecause,
  type OrderChange,
} from '../orders.rules.ts';
import { orderMessengerUpdates, orders } from '../orders.tables.ts';

type Recorded = {
  outcome: MessengerUpdateOutcome;
  templateName?: string;
  notReachedBecause?: NotReachedBecause;
  refusal?: string;
};

const recordOf = (result: PolicyOutcome): Recorded => {
  if (result.sent === 'standard') return { outcome: 'sent' };
  if (result.sent === 'utility_template')
    return { outcome: 'sent_template', templateName: result.templateName };
  if (result.sent === 'refused') return { outcome: 'refused', refusal: refusalInPlainWords(result.error) };
  return { outcome: 'not_reached', notReachedBecause: result.because };
};

/**
 * Tells an order's Messenger customer about a move, as messenger.policy.ts allows: a standard text
 * within 24 hours of their last message, else the page's approved `order_update` utility template,
 * else nothing. Whatever happens is written on the order's timeline; not reaching them is announced
 * (the notifications domain tells the merchant). It never undoes the move.
 */
async function sendUpdate(deps: ListenerDeps, events: EventBus, orderUuid: string, change: OrderChange) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.uuid, orderUuid));
  const conversation = order?.pageRecipientUuid
    ? await recipientWithPage(deps.db, order.pageRecipientUuid)
    : null;
  if (!order || !conversation || conversation.recipient.dummy) return;
  const { recipient, page } = conversation;
  const recorded: Recorded = page.active
    ? recordOf(
        await sendUnderPolicy(deps.messenger, {
          kind: 'order_update',
          window: messagingWindow(recipient.lastCustomerMessageAt, deps.clock.now()),
          templates: await pageTemplates(deps.db, page.uuid),
          fbPageId: page.fbPageId,
          accessToken: pageAccessToken(deps, page),
          psid: recipient.psid,
          text: changeText(change, order.transactionNumber),
          metadata: orderUpdateMetadata(order.uuid),
          templateValues: { transaction_number: order.transactionNumber, status: changeStatusText(change) },
        }),
      )
    : { outcome: 'not_reached', notReachedBecause: 'page_disconnected' };
  if (recorded.outcome === 'refused')
    deps.log.warn({ orderUuid, refusal: recorded.refusal }, 'Messenger refused an order update');
  await inTransaction({ db: deps.db, events }, async (tx, emitter) => {
    const uuid = newUuid();
    await tx.insert(orderMessengerUpdates).values({
      uuid,
      orderUuid: order.uuid,
      appUuid: order.appUuid,
      change,
      outcome: recorded.outcome,
      templateName: recorded.templateName ?? null,
      notReachedBecause: recorded.notReachedBecause ?? null,
      refusal: recorded.refusal ?? null,
      createdAt: deps.clock.now(),
    });
    emitter.emit('order.messengerUpdateRecorded', {
      appUuid: order.appUuid,
      orderUuid: order.uuid,
      updateUuid: uuid,
      reached: customerReached(recorded.outcome),
    });
  });
}

/** A customer who ordered from Messenger hears of their order there: on placing it and on every move. */
export function registerOrdersMessengerListeners(events: EventBus): void {
  events.on('order.created', ({ orderUuid }, deps) =>
    sendUpdate(deps, events, orderUuid, { kind: 'status', to: 'pending' }),
  );
  events.on('order.statusChanged', ({ orderUuid, change }, deps) =>
    sendUpdate(deps, events, orderUuid, change),
  );
}

import type { EventBus } from '../../../platform/events.ts';
import { deliverReply } from '../inbox.send.ts';

/** A queued page reply goes to Messenger from the delivery worker, retried with backoff until it is sent or refused. */
export function registerInboxDeliveryListeners(events: EventBus): void {
  events.on('inbox.replyQueued', ({ messageUuid }, deps, delivery) =>
    deliverReply({ ...deps, events }, messageUuid, delivery),
  );
}

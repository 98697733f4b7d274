import type { EventBus } from '../../../platform/events.ts';

/** Live pushes for consoles (through the platform pub/sub, so every process's subscribers get them). */
export function registerInboxLiveListeners(events: EventBus): void {
  events.on('inbox.customerMessageReceived', ({ appUuid, messageUuid }, { pubsub }) =>
    pubsub.publish('inboxMessage', appUuid, { messageUuid }),
  );
  events.on('inbox.messageChanged', ({ appUuid, messageUuid }, { pubsub }) =>
    pubsub.publish('inboxMessage', appUuid, { messageUuid }),
  );
  events.on('inbox.countChanged', ({ appUuid }, { pubsub }) =>
    pubsub.publish('inboxMessagesCount', appUuid, { appUuid }),
  );
}

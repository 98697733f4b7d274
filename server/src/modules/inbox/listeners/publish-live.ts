import type { EventBus } from '../../../platform/events.ts';

export const ASSIST_JOB = 'assistant.queue';

/** Live pushes for consoles (through the platform pub/sub, so every process's subscribers get them). */
export function registerInboxLiveListeners(events: EventBus): void {
  events.on('inbox.customerMessageReceived', ({ appUuid, messageUuid }, { pubsub, jobs }) => {
    pubsub.publish('inboxMessage', appUuid, { messageUuid });
    // Sentiment and the suggested reply: claimed from the database by this process's worker, now.
    void jobs.kick(ASSIST_JOB);
  });
  events.on('inbox.messageChanged', ({ appUuid, messageUuid }, { pubsub }) => {
    pubsub.publish('inboxMessage', appUuid, { messageUuid });
  });
  events.on('inbox.countChanged', ({ appUuid }, { pubsub }) => {
    pubsub.publish('inboxMessagesCount', appUuid, { appUuid });
  });
}

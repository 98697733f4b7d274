import type { EventBus } from '../../../platform/events.ts';

/** Pushes each new notification to the consoles subscribed to its app (through Redis when configured). */
export function registerNotificationsLiveListeners(events: EventBus): void {
  events.on('notification.created', ({ appUuid, notificationUuid }, { pubsub }) =>
    pubsub.publish('notificationCreated', appUuid, { notificationUuid }),
  );
}

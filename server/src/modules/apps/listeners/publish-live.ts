import type { EventBus } from '../../../platform/events.ts';

/** Pushes app events to subscribed consoles (through Redis when configured). */
export function registerAppsLiveListeners(events: EventBus): void {
  events.on('app.created', ({ appUuid, ownerUuid }, { pubsub }) =>
    pubsub.publish('appCreated', ownerUuid, { appUuid }),
  );
}

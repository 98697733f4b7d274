import type { EventBus } from '../../../platform/events.ts';
import { deliverAnnouncement } from '../launch.announce.ts';

/** The store-launch announcement goes to Messenger from the delivery worker, never inside the request. */
export function registerLaunchMessengerListeners(events: EventBus): void {
  events.on('launch.announced', ({ announcementUuid }, deps) => deliverAnnouncement(deps, announcementUuid));
}

/** Launching a store and announcing it: readiness checks, the launch itself, the store-launch broadcast. */
import './launch.graphql.ts';

export type { LaunchEvents } from './launch.events.ts';
export { launchRefusal, NEEDS_PAYMENT_METHOD } from './launch.rules.ts';
export { launchApp } from './launch.service.ts';
export { registerLaunchMessengerListeners } from './listeners/send-announcement.ts';

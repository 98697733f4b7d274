import type { EventBus, ListenerDeps } from '../../platform/events.ts';

/**
 * The live plan usage (subscription appEnterprisePlan): pushed when the plan or the MSME window changes,
 * when a customer writes (users and contacts this month) and when an order comes in (contacts). The
 * assistant pushes the same topic when a suggestion uses a reply of the month's allowance.
 */
export function registerBillingLiveListeners(events: EventBus): void {
  const push = ({ appUuid }: { appUuid: string }, { pubsub }: ListenerDeps) =>
    pubsub.publish('appEnterprisePlan', appUuid, { appUuid });
  events.on('billing.planChanged', push);
  events.on('billing.msmeChanged', push);
  events.on('billing.responseCreditsAdded', push);
  events.on('inbox.customerMessageReceived', push);
  events.on('order.created', push);
}

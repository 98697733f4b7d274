import type { EventBus } from '../../../platform/events.ts';
import { queueOrderFigures } from '../analytics.jobs.ts';

/**
 * An order placed, cancelled or refunded: the figures of the days it counts on are computed again, by
 * one job per store-day that a burst of changes shares (analytics.jobs.ts).
 */
export function registerAnalyticsListeners(events: EventBus): void {
  events.on('order.created', ({ orderUuid }, deps) => queueOrderFigures(deps, orderUuid));
  events.on('order.statusChanged', ({ orderUuid }, deps) => queueOrderFigures(deps, orderUuid));
}

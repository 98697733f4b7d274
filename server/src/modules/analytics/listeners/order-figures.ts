import type { EventBus } from '../../../platform/events.ts';
import { refreshOrderFigures } from '../analytics.record.ts';

/** An order placed, cancelled or refunded: the figures of the days it counts on are computed again. */
export function registerAnalyticsListeners(events: EventBus): void {
  events.on('order.created', ({ orderUuid }, deps) => refreshOrderFigures(deps.db, orderUuid));
  events.on('order.statusChanged', ({ orderUuid }, deps) => refreshOrderFigures(deps.db, orderUuid));
}

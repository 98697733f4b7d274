/**
 * The store's figures (issue 19): what shoppers do in the storefront, daily rollups of it and of the
 * orders in Manila days, and the overview and performance numbers every bundle's dashboard reads.
 */
import './analytics.graphql.ts';

export { defineAnalyticsJobs, REFRESH_ORDER_DAY_JOB } from './analytics.jobs.ts';
export {
  rebuildEventFigures,
  rebuildOrderFigures,
  refreshOrderDay,
  trackStorefrontEvent,
} from './analytics.record.ts';
export type { DayRange } from './analytics.rules.ts';
export { type SourceFigures, sourceFigures } from './analytics.service.ts';
export { registerAnalyticsListeners } from './listeners/order-figures.ts';

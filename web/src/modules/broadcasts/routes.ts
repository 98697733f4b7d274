import type { ScreenMap } from '../../app/screens/types';
import type { AppRouteName } from '../../bundles';

/** The broadcast route of every bundle that has one (issue 21): one view for all. */
export const BROADCAST_ROUTE_NAMES = [
  'ecommerce-broadcast',
  'b2b-broadcast',
  'inquiry-broadcast',
  'insurance-broadcast',
  'store-management-broadcast',
  'survey-broadcast',
] as const satisfies readonly AppRouteName[];

const broadcasts = () => import('./views/BroadcastsView');

export const broadcastsScreens: ScreenMap = Object.fromEntries(
  BROADCAST_ROUTE_NAMES.map((name) => [name, broadcasts]),
);

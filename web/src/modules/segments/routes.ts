import type { ScreenMap } from '../../app/screens/types';
import type { AppRouteName } from '../../bundles';

/** The customer-segment route of every bundle that has one (document 2 §2.3). */
export const SEGMENT_ROUTE_NAMES = [
  'b2b-customer-segment',
  'inquiry-customer-segment',
  'store-management-customer-segment',
  'survey-customer-segment',
] as const satisfies readonly AppRouteName[];

const segments = () => import('./views/SegmentsView');

export const segmentsScreens: ScreenMap = Object.fromEntries(
  SEGMENT_ROUTE_NAMES.map((name) => [name, segments]),
);

import type { ScreenMap } from '../../app/screens/types';

/** The reseller dashboard's screens (document 2 §2.3 "Reseller network"). */
export const networkScreens: ScreenMap = {
  'reseller-mini-apps-overview': () => import('./views/NetworkOverviewView'),
  'reseller-merchants-by-status': () => import('./views/NetworkMerchantsView'),
};

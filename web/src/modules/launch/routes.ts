import type { ScreenMap } from '../../app/screens/types';

/** Launch screens by the spec's route names; each is its own lazy chunk. */
export const launchScreens: ScreenMap = {
  'mini-app-launched-success': () => import('./views/LaunchedSuccessView'),
  'ecommerce-store-launch': () => import('./views/StoreLaunchView'),
};

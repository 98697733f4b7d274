import type { ScreenMap } from '../../app/screens/types';

/** The operators' screens by route name; each is its own lazy chunk. */
export const jobsScreens: ScreenMap = {
  'ops-jobs': () => import('./views/JobsView'),
};

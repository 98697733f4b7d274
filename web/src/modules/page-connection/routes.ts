import type { ScreenMap } from '../../app/screens/types';

/** Settings → Connect/Disconnect (document 2 §2.3) for every bundle's route names. */
export const pageConnectionScreens: ScreenMap = {
  'facebook-page-subscription': () => import('./views/FacebookPageSubscriptionView'),
  'affiliate-page-subscription': () => import('./views/FacebookPageSubscriptionView'),
  'miniprogram-subscription': () => import('./views/ChannelSubscriptionView'),
  'viber-subscription': () => import('./views/ChannelSubscriptionView'),
  'instagram-subscription': () => import('./views/ChannelSubscriptionView'),
};

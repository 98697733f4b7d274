import { findAppRoute } from '../../bundles';
import { useAppRoute } from '../apps/hooks/useAppRoute';
import type { Channel } from './components/ChannelTabs/ChannelTabs';

/** The channel tabs' URLs in this app's bundle; null where the bundle has no channel tabs (affiliate). */
export function useChannelHrefs(): Readonly<Record<Channel, string>> | null {
  const route = useAppRoute();
  if (!route || !findAppRoute(route.key, 'facebook-page-subscription')) return null;
  return {
    facebook: route.url('facebook-page-subscription'),
    miniprogram: route.url('miniprogram-subscription'),
    viber: route.url('viber-subscription'),
    instagram: route.url('instagram-subscription'),
  };
}

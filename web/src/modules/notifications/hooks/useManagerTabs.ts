import { useMemo } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import type { NotificationManagerTab } from '../components/NotificationManagerTabs/NotificationManagerTabs';

/**
 * The tab URLs of the Notification Manager the screen belongs to: the common `notifications-*`
 * routes, or ecommerce's `ecommerce-notifications-*` under store-setup.
 */
export function useManagerTabs(): Record<NotificationManagerTab, string> | null {
  const route = useAppRoute();
  const name = useScreenInfo()?.name ?? '';
  return useMemo(() => {
    if (route === null) return null;
    const prefix = name.startsWith('ecommerce-') ? 'ecommerce-notifications' : 'notifications';
    try {
      return { email: route.url(`${prefix}-email`), 'fb-messenger': route.url(`${prefix}-fb-messenger`) };
    } catch {
      return null;
    }
  }, [route, name]);
}

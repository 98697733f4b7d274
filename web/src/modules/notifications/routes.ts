import type { ScreenMap } from '../../app/screens/types';

/**
 * The notifications module's screens by the spec's route names; each is its own lazy chunk. The
 * parents (`notifications`, `ecommerce-notifications`) open on their email child. Ecommerce and
 * insurance keep the same Notification Manager under store-setup/notifications (document 2 §2.3).
 */
export const notificationsScreens: ScreenMap = {
  'notifications-email': () => import('./views/NotificationEmailView'),
  'notifications-fb-messenger': () => import('./views/NotificationMessengerView'),
  'ecommerce-notifications-email': () => import('./views/NotificationEmailView'),
  'ecommerce-notifications-fb-messenger': () => import('./views/NotificationMessengerView'),
};

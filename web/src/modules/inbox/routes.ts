import type { ScreenMap } from '../../app/screens/types';

/**
 * The inbox module's screens by the spec's route names. Its children (inbox-manager-invite,
 * inbox-manager-messenger-notification) belong to other modules.
 */
export const inboxScreens: ScreenMap = {
  'inbox-manager': () => import('./views/InboxManagerView'),
};

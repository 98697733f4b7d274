import type { ScreenMap } from '../../app/screens/types';

/** Invite Subscribers (ecommerce, document 2 §2.3). */
export const inviteScreens: ScreenMap = {
  'invite-subscriber': () => import('./views/InviteSubscriberView'),
};

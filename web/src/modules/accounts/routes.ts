import type { ScreenMap } from '../../app/screens/types';
import { DEV_MAILBOX_SCREEN } from './urls';

/** The accounts module's screens by the spec's route names; each is its own lazy chunk. */
export const accountScreens: ScreenMap = {
  login: () => import('./views/LoginView'),
  'store-manager-signin': () => import('./views/StoreManagerSignInView'),
  'store-manager-signup': () => import('./views/InvitationSignUpView'),
  'admin-invitation-signup': () => import('./views/InvitationSignUpView'),
  'reset-password': () => import('./views/ResetPasswordView'),
  'unlock-account': () => import('./views/UnlockAccountView'),
  'email-confirmation': () => import('./views/EmailConfirmationView'),
  profile: () => import('./views/ProfileView'),
  'profile-update': () => import('./views/ProfileUpdateView'),
  [DEV_MAILBOX_SCREEN]: () => import('./views/MailboxView'),
};

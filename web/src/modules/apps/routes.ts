import type { ScreenMap } from '../../app/screens/types';

/** The apps module's screens by the spec's route names; each is its own lazy chunk. */
export const appsScreens: ScreenMap = {
  'apps-dashboard': () => import('./views/AppsDashboardView'),
  'mini-app-settings': () => import('./views/MiniAppSettingsView'),
  'app-maintenance': () => import('./views/MaintenanceView'),
  members: () => import('./views/MembersView'),
  'member-new': () => import('./views/MemberNewView'),
  'email-recipient-confirmation': () => import('./views/EmailRecipientConfirmationView'),
  'support-email-recipient-confirmation': () => import('./views/EmailRecipientConfirmationView'),
};

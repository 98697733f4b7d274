import { accountScreens } from '../../modules/accounts/routes';
import { analyticsScreens } from '../../modules/analytics/routes';
import { announcementsScreens } from '../../modules/announcements/routes';
import { appsScreens } from '../../modules/apps/routes';
import { assistantScreens } from '../../modules/assistant/routes';
import { billingScreens } from '../../modules/billing/routes';
import { broadcastsScreens } from '../../modules/broadcasts/routes';
import { catalogScreens } from '../../modules/catalog/routes';
import { commentRepliesScreens } from '../../modules/comment-replies/routes';
import { customersScreens } from '../../modules/customers/routes';
import { deliveryAreasScreens } from '../../modules/delivery-areas/routes';
import { inboxScreens } from '../../modules/inbox/routes';
import { inviteScreens } from '../../modules/invite/routes';
import { jobsScreens } from '../../modules/jobs/routes';
import { kycScreens } from '../../modules/kyc/routes';
import { launchScreens } from '../../modules/launch/routes';
import { networkScreens } from '../../modules/network/routes';
import { notificationsScreens } from '../../modules/notifications/routes';
import { ordersScreens } from '../../modules/orders/routes';
import { pageConnectionScreens } from '../../modules/page-connection/routes';
import { promotionsScreens } from '../../modules/promotions/routes';
import { referralsScreens } from '../../modules/referrals/routes';
import { segmentsScreens } from '../../modules/segments/routes';
import { setupScreens } from '../../modules/setup/routes';
import { storeSetupScreens } from '../../modules/store-setup/routes';
import { vouchersScreens } from '../../modules/vouchers/routes';
import type { ScreenLoader, ScreenMap } from './types';

/**
 * Built screens by route name. A module adds its own `routes.ts` ScreenMap and one line here;
 * every route without an entry renders the shared "Not built yet" page.
 */
const MODULE_SCREENS: readonly ScreenMap[] = [
  { 'not-found': () => import('./NotFoundView') },
  accountScreens,
  appsScreens,
  inboxScreens,
  notificationsScreens,
  assistantScreens,
  catalogScreens,
  ordersScreens,
  customersScreens,
  deliveryAreasScreens,
  promotionsScreens,
  vouchersScreens,
  storeSetupScreens,
  setupScreens,
  jobsScreens,
  pageConnectionScreens,
  billingScreens,
  launchScreens,
  kycScreens,
  analyticsScreens,
  networkScreens,
  segmentsScreens,
  announcementsScreens,
  inviteScreens,
  referralsScreens,
  broadcastsScreens,
  commentRepliesScreens,
];

const SCREENS: ReadonlyMap<string, ScreenLoader> = new Map(
  MODULE_SCREENS.flatMap((map) => Object.entries(map)),
);

export const notBuiltLoader: ScreenLoader = () => import('./NotBuiltYetView');

export function screenLoader(name: string): ScreenLoader | undefined {
  return SCREENS.get(name);
}

export function isBuilt(name: string): boolean {
  return SCREENS.has(name);
}

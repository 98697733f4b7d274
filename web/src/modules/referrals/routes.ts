import type { ScreenMap } from '../../app/screens/types';
import { DETAIL_ROUTES, REFERRAL_SECTIONS } from './referralRoutes';

const list = () => import('./views/ReferralLinksView');
const details = () => import('./views/ReferralLinkDetailsView');

/** Referral and Smart Retail Links lists, and a link's details, under each bundle's route names. */
export const referralsScreens: ScreenMap = Object.fromEntries([
  ...REFERRAL_SECTIONS.map((s) => [s.list, list] as const),
  ...DETAIL_ROUTES.map((name) => [name, details] as const),
]);

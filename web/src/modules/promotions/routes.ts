import type { ScreenMap } from '../../app/screens/types';
import { PROMO_SECTIONS } from './promoRoutes';

const list = () => import('./views/PromotionsView');
const create = () => import('./views/PromotionCreateView');
const edit = () => import('./views/PromotionEditView');

/** The promotions screens under each bundle's route names (promoRoutes.ts); each is its own lazy chunk. */
export const promotionsScreens: ScreenMap = Object.fromEntries(
  PROMO_SECTIONS.flatMap((section) => [
    [section.list, list],
    ...section.tabs.flatMap((tab) => [
      [tab.create, create],
      [tab.edit, edit],
    ]),
  ]),
);

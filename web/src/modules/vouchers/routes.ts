import type { ScreenMap } from '../../app/screens/types';
import { MANAGEMENT_SCREENS, STORE_PREFIXES } from './voucherRoutes';

const programs = () => import('./views/VoucherProgramsView');

/** Store management's vouchers and rebates, and the store-manager screen set's (both bundles); each a lazy chunk. */
export const vouchersScreens: ScreenMap = Object.fromEntries([
  ...Object.keys(MANAGEMENT_SCREENS).map((name) => [name, programs]),
  ...STORE_PREFIXES.flatMap((prefix) => [
    [`${prefix}-vouchers`, () => import('./views/StoreVouchersView')],
    [`${prefix}-vouchers-redemption`, () => import('./views/RedemptionView')],
    [`${prefix}-vouchers-new`, () => import('./views/VoucherCreateView')],
  ]),
]);

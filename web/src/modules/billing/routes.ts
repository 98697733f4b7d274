import type { ScreenMap } from '../../app/screens/types';
import { isAppRouteName } from '../../bundles';
import { SHIPPING_TOP_UP_ROUTES } from './shippingRoutes';

const saved = () => import('./views/SavedPaymentMethodsView');

/**
 * Billing Manager and a bill's details; Subscription Plans and the MSME extension; Payment Preferences
 * Manager (document 3 §2): the saved payment methods the store is billed with.
 */
export const billingScreens: ScreenMap = {
  billing: () => import('./views/BillingManagerView'),
  'billing-details': () => import('./views/BillingDetailsView'),
  'enterprise-plans': () => import('./views/EnterprisePlansView'),
  'msme-extend': () => import('./views/MsmeExtendView'),
  'payment-preferences': saved,
  'saved-payment-methods': saved,
  'add-payment-method': () => import('./views/AddPaymentMethodView'),
  'edit-payment-method': () => import('./views/EditPaymentMethodView'),
  // Operators: deposit slips for bills (a top-level route).
  'ops-deposit-slips': () => import('./views/DepositSlipReviewView'),
  // Shipping credits for the express courier (document 3 §2 *-shipping-top-up), in each bundle that has it.
  ...Object.fromEntries(
    SHIPPING_TOP_UP_ROUTES.filter(isAppRouteName).map(
      (name) => [name, () => import('./views/ShippingTopUpView')] as const,
    ),
  ),
};

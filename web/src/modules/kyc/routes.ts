import type { ScreenMap } from '../../app/screens/types';

const verification = () => import('./views/KycVerificationView');

/** Merchant Registration and KYC Verification (one screen, titled by its route), and the operators' review. */
export const kycScreens: ScreenMap = {
  'ecommerce-kyc-verification': verification,
  'shopify-kyc-verification': verification,
  'ecommerce-payment-merchant': verification,
  'insurance-payment-merchant': verification,
  'store-manager-payment-merchant': verification,
  'main-distributor-payment-merchant': verification,
  'ops-kyc-reviews': () => import('./views/KycReviewView'),
};

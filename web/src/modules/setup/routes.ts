import type { ScreenMap } from '../../app/screens/types';

/** Guided setup (/diy, document 2 §2.2): the step redirecter and the four steps. */
export const setupScreens: ScreenMap = {
  'step-redirecter': () => import('./views/StepRedirecterView'),
  'choose-service-bundle': () => import('./views/ChooseServiceBundleView'),
  'connect-your-facebook': () => import('./views/ConnectYourFacebookView'),
  'customize-mini-app': () => import('./views/CustomizeMiniAppView'),
  'connect-payment-method': () => import('./views/ConnectPaymentMethodView'),
};

/** Store setup: the checkout settings, the shipping methods, the look and the Payment Manager of a store. */
import './appearance.graphql.ts';

export { StoreAppearanceType } from './appearance.graphql.ts';
export { appearanceLoader, appearanceOf, type StoreLook } from './appearance.service.ts';

import './payment-accounts.graphql.ts';

export { StorePaymentAccountType } from './payment-accounts.graphql.ts';
export {
  NO_ACCOUNT_FOR,
  offeredPaymentMethods,
  type PaymentAccountKind,
} from './payment-accounts.rules.ts';
export { paymentAccountKindsOf, paymentAccountsLoader } from './payment-accounts.service.ts';
export {
  AdditionalTaxTypeEnum,
  AddressInputTypeEnum,
  ChargeDeliveryFeeFromEnum,
  DeliveryFeeTypeEnum,
  LocationScopeEnum,
  ShippingMethodKindEnum,
} from './store-setup.graphql.ts';
export {
  type CartSettingValues,
  DEFAULT_CART_SETTING,
  DEFAULT_LATITUDE,
  DEFAULT_LONGITUDE,
  type ExpirationDateType,
  type ShippingKind,
} from './store-setup.rules.ts';
export {
  type CartSetting,
  cartSettingLoader,
  cartSettingOf,
  createShippingMethodFor,
  enabledShippingMethod,
  enabledShippingMethods,
  expirationMinutesSql,
  saveCartSetting,
} from './store-setup.service.ts';
export type { ShippingMethodRow, StorePaymentAccountRow } from './store-setup.tables.ts';

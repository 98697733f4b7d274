/** Store setup: the checkout settings, the shipping methods and the look of a store. */
import './appearance.graphql.ts';

export { StoreAppearanceType } from './appearance.graphql.ts';
export { appearanceLoader, appearanceOf, type StoreLook } from './appearance.service.ts';
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
export type { ShippingMethodRow } from './store-setup.tables.ts';

import type { MockLink } from '@apollo/client/testing';
import type { CartSettingFieldsFragment, ShippingMethodFieldsFragment } from '../../../generated/graphql';
import { APP_UUID } from '../../apps/testing/render';
import { CartSettingQuery } from '../graphql/cartSetting';
import { ShippingMethodsQuery } from '../graphql/shippingMethods';

export const CART_SETTING: CartSettingFieldsFragment = {
  uuid: 'cs-1',
  appUuid: APP_UUID,
  subcategorized: false,
  additionalTax: 1200,
  additionalTaxType: 'percent',
  addressInputType: 'dropdown',
  deliveryFeeType: 'shipping_method',
  emailNotifRecipient: null,
  expiration: 24,
  expirationDateType: 'hours',
  freeShippingRequiredAmount: 150000,
  locationScope: 'nationwide',
  chargeDeliveryFeeFrom: 'checkout',
  requiredAmount: 20000,
  shipping: true,
  enableProductLocationAvailability: false,
  digitalProduct: false,
};

export const cartSetting = (patch: Partial<CartSettingFieldsFragment> = {}) => ({
  __typename: 'CartSetting' as const,
  ...CART_SETTING,
  ...patch,
});

export function cartSettingMock(patch: Partial<CartSettingFieldsFragment> = {}): MockLink.MockedResponse {
  return {
    request: { query: CartSettingQuery, variables: { appUuid: APP_UUID } },
    result: { data: { cartSetting: cartSetting(patch) } },
  };
}

export function shippingMethod(
  uuid: string,
  patch: Partial<ShippingMethodFieldsFragment> = {},
): ShippingMethodFieldsFragment & { __typename: 'ShippingMethod' } {
  return {
    __typename: 'ShippingMethod',
    uuid,
    appUuid: APP_UUID,
    name: 'Store pickup',
    kind: 'pickup',
    fee: 0,
    pickupAddress: '12 Kamuning Road, Quezon City',
    latitude: 14.6032,
    longitude: 121.0921,
    enabled: true,
    instructions: '',
    ...patch,
  };
}

export function shippingMethodsMock(
  methods: ReturnType<typeof shippingMethod>[],
  { hasNextPage = false, after }: { hasNextPage?: boolean; after?: string } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: ShippingMethodsQuery,
      variables: { appUuid: APP_UUID, first: 20, ...(after ? { after } : {}) },
    },
    result: {
      data: {
        shippingMethods: {
          __typename: 'ShippingMethodConnection',
          edges: methods.map((node) => ({ __typename: 'ShippingMethodEdge', node })),
          pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: methods.at(-1)?.uuid ?? null },
        },
      },
    },
  };
}

import type { MockLink } from '@apollo/client/testing';
import type { StorefrontQuery, StoreOrderFieldsFragment } from '../../generated/graphql';
import { schemaChecked } from '../../lib/testing/schema';
import { addToCart, type Cart, EMPTY_CART, saveCart } from '../cart';
import { StorefrontQuery as StorefrontDocument } from '../graphql/storefront';

export const STORE_UUID = 'app-1';
type Store = StorefrontQuery['storefront'];

export const method = (
  uuid: string,
  kind: Store['shippingMethods'][number]['kind'],
  name: string,
  fee = 0,
) => ({
  __typename: 'StoreShippingMethod' as const,
  uuid,
  kind,
  name,
  fee,
  pickupAddress: kind === 'pickup' ? '12 Mabini St, Imus' : '',
});

export function store(overrides: Partial<Store> = {}, setting: Partial<Store['cartSetting']> = {}): Store {
  return {
    __typename: 'Storefront',
    uuid: STORE_UUID,
    name: 'Aling Nena',
    status: 'Active',
    open: true,
    preview: false,
    notice: null,
    maintenanceMessage: null,
    paymentMethods: ['cod', 'bank_transfer', 'e_wallet'],
    onlinePaymentChannels: [],
    paymentAccounts: [
      {
        __typename: 'StorePaymentAccount',
        uuid: 'acct-bank',
        kind: 'bank',
        kindLabel: 'Bank account',
        bankName: 'BDO Unibank',
        accountName: 'Aling Nena Store',
        accountNumber: '0012 3456 7890',
        qrImageUrl: null,
      },
      {
        __typename: 'StorePaymentAccount',
        uuid: 'acct-gcash',
        kind: 'gcash',
        kindLabel: 'GCash',
        bankName: '',
        accountName: 'Nena Cruz',
        accountNumber: '+639171234567',
        qrImageUrl: '/uploads/photos/app-1/qr.webp',
      },
    ],
    allowProductRemarks: true,
    allowAdvanceOrder: false,
    announcement: null,
    appearance: {
      __typename: 'StoreAppearance',
      logoUrl: null,
      coverUrl: null,
      brandColor: '#0A7577',
      welcomeText: '',
    },
    categories: [],
    cartSetting: {
      __typename: 'StoreCartSetting',
      requiredAmount: 0,
      freeShippingRequiredAmount: 0,
      additionalTax: 0,
      additionalTaxType: 'percent',
      deliveryFeeType: 'shipping_method',
      chargeDeliveryFeeFrom: 'checkout',
      addressInputType: 'dropdown',
      locationScope: 'nationwide',
      ...setting,
    },
    shippingMethods: [],
    ...overrides,
  } as Store;
}

export const storefrontMock = (s: Store): MockLink.MockedResponse =>
  schemaChecked({
    request: { query: StorefrontDocument, variables: { appUuid: s.uuid } },
    result: { data: { storefront: s } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  });

/** Two Tees (M) at ₱250.00 with one ₱30.00 gift wrap: ₱530.00. */
export function seedCart(): Cart {
  const cart = addToCart(EMPTY_CART, {
    productUuid: 'p-1',
    variantUuid: 'v-m',
    productName: 'Tee',
    variantName: 'M',
    unitPrice: 25_000,
    quantity: 2,
    stockQuantity: 5,
    photoUrl: null,
    addOns: [{ addOnUuid: 'a-1', name: 'Gift wrap', price: 3_000, quantity: 1 }],
  });
  saveCart(localStorage, STORE_UUID, cart);
  return cart;
}

export const CART_ITEMS = [{ variantUuid: 'v-m', quantity: 2, addOns: [{ addOnUuid: 'a-1', quantity: 1 }] }];

/** A placed order as the order page reads it: bank transfer, ₱610.00, awaiting the store's check. */
export function storeOrder(overrides: Partial<StoreOrderFieldsFragment> = {}) {
  return {
    __typename: 'StoreOrder' as const,
    uuid: 'o-1',
    transactionNumber: '261121-7KQ2XM',
    status: 'for_delivery',
    paymentStatus: 'for_confirmation',
    paymentMethod: 'bank_transfer',
    fulfillment: 'delivery',
    customerName: 'Liza Reyes',
    subtotal: 53_000,
    deliveryFee: 8_000,
    tax: 0,
    discount: 0,
    discounts: [],
    total: 61_000,
    createdAt: '2026-11-21T04:00:00.000Z',
    advanceOrderDate: null,
    depositSlipUrl: null,
    canUploadDepositSlip: false,
    latestPayment: null,
    payBy: null,
    expired: false,
    items: [
      {
        __typename: 'OrderItem' as const,
        uuid: 'i-1',
        productName: 'Tee',
        variantName: 'M',
        unitPrice: 25_000,
        quantity: 2,
        lineTotal: 53_000,
        addOns: [{ __typename: 'OrderAddOn' as const, name: 'Gift wrap', price: 3_000, quantity: 1 }],
      },
    ],
    ...overrides,
  };
}

/** The pages with forms load as their own chunks: a test's first find waits for a cold start. */
export const COLD_START = { timeout: 15_000 };

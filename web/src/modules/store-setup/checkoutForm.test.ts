import { describe, expect, it } from 'vitest';
import type { CartSettingFieldsFragment } from '../../generated/graphql';
import { checkoutInput, checkoutSettingsSchema, checkoutValues } from './checkoutForm';

const SAVED: CartSettingFieldsFragment = {
  uuid: 's-1',
  appUuid: 'app-1',
  subcategorized: false,
  additionalTax: 1250,
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

const problems = (patch: Record<string, unknown>) => {
  const r = checkoutSettingsSchema.safeParse({ ...checkoutValues(SAVED), ...patch });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('checkout settings form', () => {
  it('shows centavos as pesos and basis points as a percentage, and sends them back exactly', () => {
    const values = checkoutValues(SAVED);
    expect(values).toMatchObject({
      freeShippingRequiredAmount: '1,500.00',
      requiredAmount: '200.00',
      additionalTax: '12.5',
      expiration: '24',
      emailNotifRecipient: '',
    });
    expect(checkoutInput('app-1', values)).toMatchObject({
      freeShippingRequiredAmount: 150000,
      requiredAmount: 20000,
      additionalTax: 1250,
      expiration: 24,
      emailNotifRecipient: '',
    });
  });

  it('reads blank amounts as zero and a fixed tax in pesos', () => {
    const input = checkoutInput('app-1', {
      ...checkoutValues(SAVED),
      freeShippingRequiredAmount: ' ',
      additionalTaxType: 'fixed',
      additionalTax: '₱25',
    });
    expect(input).toMatchObject({
      freeShippingRequiredAmount: 0,
      additionalTax: 2500,
      additionalTaxType: 'fixed',
    });
  });

  it('names each bad field in the generic wording', () => {
    expect(
      problems({
        requiredAmount: '-5',
        freeShippingRequiredAmount: '20,000,000',
        additionalTax: '101',
        expiration: '1.5',
        emailNotifRecipient: 'orders@kusina',
      }),
    ).toEqual({
      requiredAmount: 'Minimum Purchase is invalid',
      freeShippingRequiredAmount: 'Free Shipping Amount should not exceed ₱10,000,000.00',
      expiration: 'Expiration is invalid',
      emailNotifRecipient: 'Email Notification Recipient is invalid',
      additionalTax: 'Additional Tax should not exceed 100%',
    });
    expect(problems({ expiration: '31', expirationDateType: 'days' })).toEqual({
      expiration: 'Expiration should not exceed 30 days',
    });
    expect(problems({ additionalTaxType: 'fixed', additionalTax: '150' })).toEqual({});
  });
});

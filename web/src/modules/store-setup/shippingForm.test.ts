import { describe, expect, it } from 'vitest';
import {
  NEW_SHIPPING_METHOD,
  shippingInput,
  shippingMethodSchema,
  shippingSummary,
  shippingValues,
} from './shippingForm';

const problems = (patch: Record<string, unknown>) => {
  const r = shippingMethodSchema.safeParse({ ...NEW_SHIPPING_METHOD, ...patch });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('shipping method form', () => {
  it('starts at the default map coordinates 14.6032, 121.0921', () => {
    expect(shippingInput({ ...NEW_SHIPPING_METHOD, name: 'Pickup', pickupAddress: 'QC' })).toMatchObject({
      latitude: 14.6032,
      longitude: 121.0921,
      fee: 0,
    });
  });

  it('sends a flat rate fee in centavos and no fee for other kinds', () => {
    expect(shippingInput({ ...NEW_SHIPPING_METHOD, name: 'MM', kind: 'flat_rate', fee: '₱80' }).fee).toBe(
      8000,
    );
    expect(shippingInput({ ...NEW_SHIPPING_METHOD, name: 'L', kind: 'lalamove', fee: '80' }).fee).toBe(0);
  });

  it('asks for a name, a flat rate fee and a pickup address where the kind needs them', () => {
    expect(problems({ name: ' ', kind: 'flat_rate' })).toEqual({
      name: 'Name is required',
      fee: 'Fee is required',
    });
    expect(problems({ name: 'Grab', kind: 'grab_express' })).toEqual({
      pickupAddress: 'Pickup Address is required',
    });
    expect(problems({ name: 'Area', kind: 'per_area_rate', latitude: '91', longitude: 'x' })).toEqual({
      latitude: 'Latitude is invalid',
      longitude: 'Longitude is invalid',
    });
  });

  it('shows saved fees in pesos and summarises a method in one line', () => {
    const saved = {
      uuid: 'm',
      appUuid: 'a',
      name: 'MM',
      kind: 'flat_rate' as const,
      fee: 8000,
      pickupAddress: '',
      latitude: 14.6,
      longitude: 121,
      enabled: true,
      instructions: '',
    };
    expect(shippingValues(saved).fee).toBe('80.00');
    expect(shippingSummary(saved)).toBe('Flat rate · ₱80.00');
    expect(shippingSummary({ kind: 'pickup', fee: 0, pickupAddress: '12 Kamuning Road' })).toBe(
      'Store pickup · 12 Kamuning Road',
    );
  });
});

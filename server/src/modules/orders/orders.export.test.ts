import { describe, expect, it } from 'vitest';
import { manilaDateTime } from '../../platform/manila.ts';
import { psgcCities, psgcProvinces, psgcRegions } from '../delivery-areas/psgc/psgc.ts';
import { deliveryAddressOf, itemsSummary, localMobile } from './orders.export.ts';
import {
  nextPaymentStatuses,
  nextStatuses,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  PAYMENT_TRANSITIONS,
  providerOnlyMove,
  STATUS_TRANSITIONS,
  statusTimeline,
} from './orders.rules.ts';

describe('order console rules', () => {
  it('offers from each status exactly its row of the transition tables', () => {
    for (const s of ORDER_STATUSES) expect(nextStatuses(s)).toEqual(STATUS_TRANSITIONS[s]);
    // The console offers every move but the provider's own (Pending Payment → Paid: its callback).
    for (const s of PAYMENT_STATUSES)
      expect(nextPaymentStatuses(s)).toEqual(PAYMENT_TRANSITIONS[s].filter((to) => !providerOnlyMove(s, to)));
    expect(nextPaymentStatuses('pay_pending')).not.toContain('pay_success');
    expect(nextStatuses('pending')).toEqual(['for_delivery', 'cancelled']);
    expect(nextPaymentStatuses('refund_success')).toEqual([]);
  });

  it('builds the timeline from the stamps, oldest first, skipping statuses never entered', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 10, 21, h));
    const none = { forDeliveryAt: null, completedAt: null, cancelledAt: null, refundedAt: null };
    expect(statusTimeline({ createdAt: at(1), ...none })).toEqual([
      { kind: 'status', status: 'pending', at: at(1) },
    ]);
    expect(
      statusTimeline({ createdAt: at(1), ...none, forDeliveryAt: at(2), cancelledAt: at(3) }).map(
        (e) => e.status,
      ),
    ).toEqual(['pending', 'for_delivery', 'cancelled']);
    // A refund stamped before completion (clock moved back) still reads in time order.
    expect(
      statusTimeline({ createdAt: at(1), ...none, completedAt: at(5), refundedAt: at(4) }).map(
        (e) => e.status,
      ),
    ).toEqual(['pending', 'refunded', 'completed']);
  });
});

describe('order CSV cells', () => {
  it('writes dates in Manila as YYYY-MM-DD hh:mm a, across midnight and noon', () => {
    expect(manilaDateTime(new Date('2026-11-20T16:05:00Z'))).toBe('2026-11-21 12:05 am');
    expect(manilaDateTime(new Date('2026-11-21T04:30:00Z'))).toBe('2026-11-21 12:30 pm');
    expect(manilaDateTime(new Date('2026-12-31T15:59:00Z'))).toBe('2026-12-31 11:59 pm');
    expect(manilaDateTime(new Date('2026-01-01T01:07:00Z'))).toBe('2026-01-01 09:07 am');
  });

  it('writes the mobile as a local number and the items in one cell', () => {
    expect(localMobile('9171234567')).toBe('0917 123 4567');
    expect(localMobile('123')).toBe('123');
    expect(
      itemsSummary([
        {
          productName: 'Halo-halo',
          variantName: 'Large',
          quantity: 2,
          addOns: [{ addOnUuid: null, name: 'Extra Leche', price: 2_500, quantity: 1 }],
        },
        { productName: 'Pandesal', variantName: 'Default', quantity: 3, addOns: [] },
      ]),
    ).toBe('Halo-halo (Large) x2 + Extra Leche x1; Pandesal x3');
    expect(itemsSummary([])).toBe('');
  });
});

describe('delivery address', () => {
  it('names the PSGC places after the street, and is empty for pickup', () => {
    const region = psgcRegions()[0];
    const province = psgcProvinces(region?.code ?? '')[0];
    const city = psgcCities(province?.code ?? '')[0];
    expect(
      deliveryAddressOf({
        streetAddress: ' 12 Mabini St ',
        cityCode: city?.code ?? null,
        provinceCode: province?.code ?? null,
        regionCode: region?.code ?? null,
      }),
    ).toBe(`12 Mabini St, ${city?.name}, ${province?.name}, ${region?.name}`);
    expect(
      deliveryAddressOf({ streetAddress: '', cityCode: null, provinceCode: null, regionCode: null }),
    ).toBe('');
  });
});

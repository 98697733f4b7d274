import { describe, expect, it } from 'vitest';
import { displayMobile, itemName, orderActions } from './orderActions';

describe('order actions', () => {
  it('offers exactly the next statuses and payment statuses, asking first for cancel and refunds', () => {
    const actions = orderActions({
      nextStatuses: ['for_delivery', 'cancelled'],
      nextPaymentStatuses: ['pay_success', 'for_reupload'],
    });
    expect(actions.map((a) => [a.kind, a.to, a.label, a.confirm?.message ?? null])).toEqual([
      ['status', 'for_delivery', 'Confirm for delivery', null],
      [
        'status',
        'cancelled',
        'Cancel order',
        'Do you want to cancel this order? Its items go back to your stock.',
      ],
      ['payment', 'pay_success', 'Confirm payment', null],
      ['payment', 'for_reupload', 'Ask to reupload payment', null],
    ]);
    const refunds = orderActions({ nextStatuses: ['refunded'], nextPaymentStatuses: ['refund_success'] });
    expect(refunds.every((a) => a.danger && a.confirm !== null)).toBe(true);
    expect(orderActions({ nextStatuses: [], nextPaymentStatuses: [] })).toEqual([]);
  });

  it('names items and mobile numbers as the merchant reads them', () => {
    expect(itemName({ productName: 'Halo-halo', variantName: 'Large' })).toBe('Halo-halo (Large)');
    expect(itemName({ productName: 'Pandesal', variantName: 'Default' })).toBe('Pandesal');
    expect(displayMobile('9171234567')).toBe('+63 917 123 4567');
  });
});

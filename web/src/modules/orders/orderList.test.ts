import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PROBLEM,
  dateRangeProblem,
  emptyOrdersMessage,
  exportFileName,
  NO_FILTERS,
  ordersVariables,
  statusTabs,
  trackerStatus,
} from './orderList';

describe('order list', () => {
  it('reads the tracker status param, falling back to pending', () => {
    expect(trackerStatus('for_delivery')).toBe('for_delivery');
    expect(trackerStatus('For-Delivery')).toBe('for_delivery');
    expect(trackerStatus('shipped')).toBe('pending');
    expect(trackerStatus(undefined)).toBe('pending');
  });

  it('makes one tab per status with its count, zero when the server has none, none while loading', () => {
    const tabs = statusTabs([
      { status: 'pending', count: 12 },
      { status: 'completed', count: 3 },
    ]);
    expect(tabs.map((t) => [t.label, t.count])).toEqual([
      ['Pending', 12],
      ['For Delivery', 0],
      ['Completed', 3],
      ['Cancelled', 0],
      ['Refunded', 0],
    ]);
    expect(statusTabs(undefined).every((t) => t.count === null)).toBe(true);
  });

  it('sends the trimmed search, the dates only when in order, and advance only when on', () => {
    const scope = { status: 'pending' as const, advance: false };
    expect(ordersVariables('a', scope, NO_FILTERS, { first: 20, after: null })).toEqual({
      appUuid: 'a',
      status: 'pending',
      paymentStatus: null,
      search: null,
      from: null,
      to: null,
      advance: null,
      first: 20,
      after: null,
    });
    expect(
      ordersVariables(
        'a',
        { status: null, advance: true },
        { search: '  maria ', paymentStatus: 'for_confirmation', from: '2026-11-01', to: '2026-11-21' },
        { first: 50, after: 'c' },
      ),
    ).toMatchObject({
      status: null,
      paymentStatus: 'for_confirmation',
      search: 'maria',
      from: '2026-11-01',
      to: '2026-11-21',
      advance: true,
    });
    const inverted = { search: '', paymentStatus: '' as const, from: '2026-11-21', to: '2026-11-01' };
    expect(dateRangeProblem(inverted)).toBe(DATE_RANGE_PROBLEM);
    expect(ordersVariables('a', scope, inverted, { first: 20, after: null })).toMatchObject({
      from: null,
      to: null,
    });
    expect(dateRangeProblem({ from: '2026-11-21', to: '2026-11-21' })).toBeNull();
  });

  it('names the export after what it holds and says in words why a list is empty', () => {
    expect(exportFileName({ status: 'for_delivery', advance: true }, '2026-11-21')).toBe(
      'orders-for-delivery-advance-2026-11-21.csv',
    );
    expect(exportFileName({ status: null, advance: false }, '2026-11-21')).toBe('orders-2026-11-21.csv');
    expect(emptyOrdersMessage({ status: 'cancelled', advance: false }, NO_FILTERS)).toBe(
      'No cancelled orders right now.',
    );
    expect(emptyOrdersMessage({ status: null, advance: false }, { ...NO_FILTERS, search: 'x' })).toBe(
      'No order matches these filters.',
    );
  });
});

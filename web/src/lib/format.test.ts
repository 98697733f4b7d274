import { afterEach, describe, expect, it } from 'vitest';
import { canOpenInbox, inboxBlockedMessage } from './appStatus';
import {
  appStatusLabel,
  badgeLabel,
  formatDate,
  formatDateTime,
  formatDateTime24,
  formatMessageTimestamp,
  formatPeso,
  formatTime,
  startCase,
  toManila,
} from './format';

describe('formatPeso', () => {
  it('renders centavos as pesos with the peso sign, comma thousands and two decimals', () => {
    expect(formatPeso(123456)).toBe('₱1,234.56');
    expect(formatPeso(100)).toBe('₱1.00');
    expect(formatPeso(500000)).toBe('₱5,000.00');
    expect(formatPeso(123456789012)).toBe('₱1,234,567,890.12');
  });

  it('renders zero and sub-peso amounts with leading zero and padded centavos', () => {
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(-0)).toBe('₱0.00');
    expect(formatPeso(5)).toBe('₱0.05');
    expect(formatPeso(99)).toBe('₱0.99');
  });

  it('puts the minus sign before the peso sign for negative amounts', () => {
    expect(formatPeso(-123456)).toBe('-₱1,234.56');
    expect(formatPeso(-5)).toBe('-₱0.05');
  });

  it('has no floating-point drift on amounts that are inexact as pesos', () => {
    // 0.1 + 0.2 pesos as centavos
    expect(formatPeso(10 + 20)).toBe('₱0.30');
    expect(formatPeso(1_000_000_000_07)).toBe('₱1,000,000,000.07');
    expect(formatPeso(Number.MAX_SAFE_INTEGER)).toBe('₱90,071,992,547,409.91');
  });

  it('rounds fractional centavos and renders non-finite input as empty', () => {
    expect(formatPeso(1234.6)).toBe('₱12.35');
    expect(formatPeso(Number.NaN)).toBe('');
    expect(formatPeso(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('date formatting in Manila time', () => {
  const crossingMidnight = '2026-01-01T16:30:00Z'; // 00:30 on 2 January in Manila (UTC+8)

  it('shows a UTC instant on the Manila calendar day, crossing midnight', () => {
    expect(formatDateTime(crossingMidnight)).toBe('2026-01-02 12:30 am');
    expect(formatDate(crossingMidnight)).toBe('2026-01-02');
    expect(formatDateTime24(crossingMidnight)).toBe('2026-01-02 00:30');
    expect(formatTime(crossingMidnight)).toBe('00:30');
    expect(formatMessageTimestamp(crossingMidnight)).toBe('01/02/2026, 12:30 AM');
  });

  it('accepts Date objects and instants with offsets', () => {
    expect(formatDateTime(new Date(Date.UTC(2025, 11, 31, 5, 5)))).toBe('2025-12-31 01:05 pm');
    expect(formatDateTime24('2025-06-15T23:59:00-04:00')).toBe('2025-06-16 11:59');
  });

  it('uses 12-hour time with lowercase meridiem for date-time and uppercase for messages', () => {
    expect(formatDateTime('2026-03-10T04:00:00Z')).toBe('2026-03-10 12:00 pm');
    expect(formatMessageTimestamp('2026-03-10T13:07:00Z')).toBe('03/10/2026, 9:07 PM');
  });

  it('renders missing or unparseable values as empty', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(toManila('garbage')).toBeNull();
  });

  describe('on a machine in another zone', () => {
    const originalTz = process.env.TZ;
    afterEach(() => {
      if (originalTz === undefined) delete process.env.TZ;
      else process.env.TZ = originalTz;
    });

    it('gives the same Manila output when the process runs in New York or Kiritimati', () => {
      for (const zone of ['America/New_York', 'Pacific/Kiritimati', 'UTC']) {
        process.env.TZ = zone;
        // The zone change took effect: the local calendar day differs from Manila's in some zones.
        expect(new Date(crossingMidnight).getTimezoneOffset()).toBe(
          { 'America/New_York': 300, 'Pacific/Kiritimati': -840, UTC: 0 }[zone],
        );
        expect(formatDateTime(crossingMidnight)).toBe('2026-01-02 12:30 am');
        expect(formatDate('2026-01-01T15:59:59Z')).toBe('2026-01-01');
        expect(formatDate('2026-01-01T16:00:00Z')).toBe('2026-01-02');
      }
    });
  });
});

describe('badgeLabel', () => {
  it('shows nothing for zero or less', () => {
    expect(badgeLabel(0)).toBe('');
    expect(badgeLabel(-3)).toBe('');
    expect(badgeLabel(Number.NaN)).toBe('');
  });

  it('shows the count up to 99 and 99+ above it', () => {
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(12345)).toBe('99+');
  });
});

describe('startCase', () => {
  it('capitalises each word of snake, kebab and camel case identifiers', () => {
    expect(startCase('for_delivery')).toBe('For Delivery');
    expect(startCase('pay_success')).toBe('Pay Success');
    expect(startCase('pending')).toBe('Pending');
    expect(startCase('active-store')).toBe('Active Store');
    expect(startCase('forConfirmation')).toBe('For Confirmation');
    expect(startCase('  product__inquiry ')).toBe('Product Inquiry');
    expect(startCase('')).toBe('');
  });
});

describe('appStatusLabel', () => {
  it('names maintenance first, even over an Active or Inactive status', () => {
    expect(appStatusLabel({ status: 'Active', maintenance: true })).toBe('Under Maintenance');
    expect(appStatusLabel({ status: 'Inactive', maintenance: true })).toBe('Under Maintenance');
  });

  it('shows Inactive as Disconnected and other statuses as they are', () => {
    expect(appStatusLabel({ status: 'Inactive', maintenance: false })).toBe('Disconnected');
    expect(appStatusLabel({ status: 'Active', maintenance: false })).toBe('Active');
    expect(appStatusLabel({ status: 'Unlaunched', maintenance: false })).toBe('Unlaunched');
    expect(
      appStatusLabel({ status: 'Unlaunched', maintenance: false, storeStatusLabel: 'Not launched' }),
    ).toBe('Not launched');
    expect(appStatusLabel({ status: 'Active', maintenance: false, storeStatusLabel: 'Closed' })).toBe(
      'Closed',
    );
  });
});

describe('inbox availability', () => {
  it('opens the inbox only for an Active app not under maintenance', () => {
    expect(canOpenInbox({ status: 'Active', maintenance: false })).toBe(true);
    expect(canOpenInbox({ status: 'Active', maintenance: true })).toBe(false);
    expect(canOpenInbox({ status: 'Unlaunched', maintenance: false })).toBe(false);
    expect(inboxBlockedMessage({ status: 'Active', maintenance: false })).toBeNull();
  });

  it('explains why the inbox is blocked with the lowercased status', () => {
    expect(inboxBlockedMessage({ status: 'Active', maintenance: true })).toBe(
      'Your app is under maintenance. Please disable the maintenance mode to use this feature.',
    );
    expect(inboxBlockedMessage({ status: 'Unlaunched', maintenance: false })).toBe(
      'Your app is unlaunched. Please launch your app to use this feature.',
    );
    expect(inboxBlockedMessage({ status: 'Inactive', maintenance: false })).toBe(
      'Your app is disconnected. Please contact the support team.',
    );
  });
});

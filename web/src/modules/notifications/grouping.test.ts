import { afterEach, describe, expect, it } from 'vitest';
import { dayLabel, groupByDay, manilaDay } from './grouping';

/** Manila is UTC+8 all year: this is a Manila wall-clock time as an ISO instant. */
const manila = (local: string) => `${local}+08:00`;
const item = (uuid: string, createdAt: string) => ({ uuid, createdAt });

// 2026-03-02 is a Monday; 2026-03-08 a Sunday.
const MONDAY_NOON = manila('2026-03-02T12:00:00');
const SUNDAY_NOON = manila('2026-03-08T12:00:00');

describe('dayLabel (Manila calendar days from today)', () => {
  const today = '2026-03-04'; // a Wednesday
  it.each([
    ['2026-03-04', 'Today'],
    ['2026-03-05', 'Tomorrow'],
    ['2026-03-06', 'Friday'],
    ['2026-03-10', 'Tuesday'],
    ['2026-03-11', '11/03/2026'],
    ['2026-03-03', 'Yesterday'],
    ['2026-03-02', 'Last Monday'],
    ['2026-02-26', 'Last Thursday'],
    ['2026-02-25', '25/02/2026'],
    ['2025-12-31', '31/12/2025'],
  ])('labels %s as %s', (day, label) => {
    expect(dayLabel(day, today)).toBe(label);
  });
});

describe('groupByDay', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('groups newest first under Today, Yesterday, Last weekday and dates', () => {
    const groups = groupByDay(
      [
        item('old', manila('2026-02-20T09:00:00')),
        item('y1', manila('2026-03-01T08:00:00')),
        item('t2', manila('2026-03-02T11:00:00')),
        item('t1', manila('2026-03-02T07:30:00')),
        item('l1', manila('2026-02-28T22:00:00')),
        item('y2', manila('2026-03-01T21:00:00')),
      ],
      MONDAY_NOON,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.uuid)])).toEqual([
      ['Today', ['t2', 't1']],
      ['Yesterday', ['y2', 'y1']],
      ['Last Saturday', ['l1']],
      ['20/02/2026', ['old']],
    ]);
    expect(groups[0]?.key).toBe('2026-03-02');
  });

  it('labels future days Tomorrow and then by weekday name', () => {
    const groups = groupByDay(
      [item('a', manila('2026-03-03T10:00:00')), item('b', manila('2026-03-06T10:00:00'))],
      MONDAY_NOON,
    );
    expect(groups.map((g) => g.label)).toEqual(['Friday', 'Tomorrow']);
  });

  it('on a Monday: Sunday is Yesterday, back to Tuesday is "Last", the Monday before is a date', () => {
    const labels = groupByDay(
      [
        item('sun', manila('2026-03-01T23:59:59')),
        item('tue', manila('2026-02-24T00:00:00')),
        item('mon', manila('2026-02-23T23:59:59')),
      ],
      MONDAY_NOON,
    ).map((g) => g.label);
    expect(labels).toEqual(['Yesterday', 'Last Tuesday', '23/02/2026']);
  });

  it('on a Sunday: the Monday of the same week is still "Last Monday" (a rolling 7-day window)', () => {
    const labels = groupByDay(
      [
        item('sat', manila('2026-03-07T10:00:00')),
        item('mon', manila('2026-03-02T00:00:00')),
        item('sun', manila('2026-03-01T23:00:00')),
      ],
      SUNDAY_NOON,
    ).map((g) => g.label);
    expect(labels).toEqual(['Yesterday', 'Last Monday', '01/03/2026']);
  });

  it('uses the Manila day after midnight there while UTC still has the previous date', () => {
    // 00:30 on Monday 2 March in Manila is 16:30 on Sunday 1 March in UTC.
    const now = '2026-03-01T16:30:00Z';
    const groups = groupByDay(
      [
        item('after-midnight', '2026-03-01T16:10:00Z'), // 00:10 Monday in Manila
        item('before-midnight', '2026-03-01T15:50:00Z'), // 23:50 Sunday in Manila
      ],
      now,
    );
    expect(groups.map((g) => [g.label, g.items.map((i) => i.uuid)])).toEqual([
      ['Today', ['after-midnight']],
      ['Yesterday', ['before-midnight']],
    ]);
  });

  it('gives the same groups whatever the machine time zone', () => {
    const items = [item('a', '2026-03-01T16:10:00Z'), item('b', '2026-03-01T15:50:00Z')];
    const labelsIn = (tz: string) => {
      process.env.TZ = tz;
      return groupByDay(items, '2026-03-01T16:30:00Z').map((g) => `${g.key} ${g.label}`);
    };
    const expected = ['2026-03-02 Today', '2026-03-01 Yesterday'];
    expect(labelsIn('America/Los_Angeles')).toEqual(expected);
    expect(labelsIn('UTC')).toEqual(expected);
    expect(labelsIn('Pacific/Kiritimati')).toEqual(expected);
  });

  it('orders equal times by uuid, newest first, and drops unreadable dates', () => {
    const at = manila('2026-03-02T09:00:00');
    const groups = groupByDay(
      [item('a', at), item('c', at), item('x', 'not a date'), item('b', at)],
      MONDAY_NOON,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.items.map((i) => i.uuid)).toEqual(['c', 'b', 'a']);
  });

  it('reads the Manila calendar day of an instant', () => {
    expect(manilaDay('2026-12-31T16:00:00Z')).toBe('2027-01-01');
    expect(manilaDay('2026-12-31T15:59:59Z')).toBe('2026-12-31');
  });
});

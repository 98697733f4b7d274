import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { type DateInput, toManila } from '../../lib/format';

dayjs.extend(utc);

/*
 * Day groups of the notification drawer (document 1 §2): Today, Tomorrow, weekday, Yesterday,
 * "Last" weekday, otherwise DD/MM/YYYY — always in Asia/Manila time, whatever the machine's zone.
 *
 * Which label a day gets is decided by its distance in Manila calendar days from today (a rolling
 * window, not ISO weeks; the spec's list is the classic calendar() format of the date libraries):
 *
 *   days from today   label
 *   0                 Today
 *   +1                Tomorrow
 *   +2 … +6           the weekday name ("Friday")          (a clock ahead of ours)
 *   -1                Yesterday
 *   -2 … -6           "Last " + weekday ("Last Friday")
 *   otherwise         DD/MM/YYYY ("07/03/2026")
 *
 * So a weekday name never repeats inside the window and never needs a week number: on a Monday,
 * Sunday is Yesterday, Saturday back to the previous Tuesday are "Last Saturday" … "Last Tuesday",
 * and the previous Monday (7 days ago) is a date. Week starts (Sunday or Monday) play no part.
 */

export interface DatedItem {
  uuid: string;
  createdAt: string;
}

export interface DayGroup<T> {
  /** The Manila calendar day, YYYY-MM-DD. */
  key: string;
  label: string;
  items: T[];
}

const DAY_KEY = 'YYYY-MM-DD';

/** The Manila calendar day of a moment, YYYY-MM-DD; null when it cannot be read. */
export function manilaDay(value: DateInput): string | null {
  return toManila(value)?.format(DAY_KEY) ?? null;
}

/** The label of a Manila calendar day (YYYY-MM-DD) seen from another one (today). */
export function dayLabel(dayKey: string, todayKey: string): string {
  const day = dayjs.utc(dayKey);
  const offset = day.diff(dayjs.utc(todayKey), 'day');
  if (offset === 0) return 'Today';
  if (offset === 1) return 'Tomorrow';
  if (offset === -1) return 'Yesterday';
  if (offset >= 2 && offset <= 6) return day.format('dddd');
  if (offset <= -2 && offset >= -6) return `Last ${day.format('dddd')}`;
  return day.format('DD/MM/YYYY');
}

function newestFirst(a: DatedItem, b: DatedItem): number {
  const byTime = dayjs(b.createdAt).valueOf() - dayjs(a.createdAt).valueOf();
  if (byTime !== 0) return byTime;
  if (a.uuid === b.uuid) return 0;
  return a.uuid < b.uuid ? 1 : -1;
}

/**
 * Notifications newest first, in consecutive day groups labelled as above (Manila time).
 * Items whose createdAt cannot be read are left out.
 */
export function groupByDay<T extends DatedItem>(items: readonly T[], now: DateInput): DayGroup<T>[] {
  const todayKey = manilaDay(now);
  if (todayKey === null) return [];
  const groups: DayGroup<T>[] = [];
  const byKey = new Map<string, DayGroup<T>>();
  const dated = items.flatMap((item) => {
    const key = manilaDay(item.createdAt);
    return key === null ? [] : [{ item, key }];
  });
  dated.sort((a, b) => newestFirst(a.item, b.item));
  for (const { item, key } of dated) {
    let group = byKey.get(key);
    if (group === undefined) {
      group = { key, label: dayLabel(key, todayKey), items: [] };
      byKey.set(key, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}

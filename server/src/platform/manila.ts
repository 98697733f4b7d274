/**
 * Asia/Manila calendar days and times (UTC+8, no daylight saving): time is UTC in storage and Manila
 * on screen (DESIGN.md rule 6). Every Manila day, date range and printed time goes through here.
 */

import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Manila calendar day of an instant, YYYY-MM-DD. */
export const manilaDate = (instant: Date): string =>
  new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The first instant of a Manila day. */
export const manilaDayStart = (day: string): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS);

/** The first instant after a Manila day. */
export const manilaDayEnd = (day: string): Date => new Date(manilaDayStart(day).getTime() + DAY_MS);

/** The Manila day `days` after `day` (both YYYY-MM-DD). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD hh:mm a' in Manila, e.g. '2026-11-21 12:05 pm'. */
export function manilaDateTime(instant: Date): string {
  const m = new Date(instant.getTime() + MANILA_OFFSET_MS);
  const hours = m.getUTCHours();
  const day = `${m.getUTCFullYear()}-${pad(m.getUTCMonth() + 1)}-${pad(m.getUTCDate())}`;
  return `${day} ${pad(hours % 12 || 12)}:${pad(m.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

const MONTH_DAY = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  month: 'short',
  day: 'numeric',
});

/** The Manila month and day as people write it, e.g. 'Nov 21'. */
export const manilaMonthDay = (instant: Date): string => MONTH_DAY.format(instant);

/** A timestamp column's Manila day in SQL, 'YYYY-MM-DD' (UTC+8, no daylight saving: no time zone table needed). */
export const manilaDaySql = (column: SQLWrapper): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

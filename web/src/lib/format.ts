import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  BADGE_CAP,
  DATE_FORMAT,
  DATE_TIME_24_FORMAT,
  DATE_TIME_FORMAT,
  MESSAGE_TIMESTAMP_FORMAT,
  TIME_FORMAT,
  TIME_ZONE,
} from './constants';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A moment as the server sends it (ISO 8601) or as the client holds it. */
export type DateInput = string | number | Date | Dayjs;

// formatPeso lives in ./money (no dates): the storefront's catalogue shows prices without dayjs.
export { formatPeso } from './money';

/** The moment in Manila time, whatever the machine's zone; null when missing or unparseable. */
export function toManila(value: DateInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = dayjs(value);
  if (!parsed.isValid()) return null;
  return parsed.tz(TIME_ZONE);
}

function formatIn(pattern: string, value: DateInput | null | undefined): string {
  return toManila(value)?.format(pattern) ?? '';
}

/** 'YYYY-MM-DD hh:mm a' in Manila time, e.g. '2026-01-02 12:30 am'. */
export function formatDateTime(value: DateInput | null | undefined): string {
  return formatIn(DATE_TIME_FORMAT, value);
}

/** 'YYYY-MM-DD' in Manila time. */
export function formatDate(value: DateInput | null | undefined): string {
  return formatIn(DATE_FORMAT, value);
}

/** 'YYYY-MM-DD HH:mm' in Manila time. */
export function formatDateTime24(value: DateInput | null | undefined): string {
  return formatIn(DATE_TIME_24_FORMAT, value);
}

/** 'HH:mm' in Manila time. */
export function formatTime(value: DateInput | null | undefined): string {
  return formatIn(TIME_FORMAT, value);
}

/** 'MM/DD/YYYY, h:mm A' in Manila time, as inbox messages show it. */
export function formatMessageTimestamp(value: DateInput | null | undefined): string {
  return formatIn(MESSAGE_TIMESTAMP_FORMAT, value);
}

/** Badge text: '' when there is nothing to show, the count up to 99, then '99+'. */
export function badgeLabel(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  if (whole <= 0) return '';
  return whole > BADGE_CAP ? `${BADGE_CAP}+` : String(whole);
}

/**
 * Words of an identifier, each capitalised: 'for_delivery' -> 'For Delivery',
 * 'pendingStore' -> 'Pending Store'. Letters after the first of each word are kept as they are.
 */
export function startCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export const UNDER_MAINTENANCE = 'Under Maintenance';
export const DISCONNECTED = 'Disconnected';

/**
 * How the console names an app's status (document 1 §4). Maintenance wins over every status,
 * so an Active app under maintenance reads 'Under Maintenance'; Inactive reads 'Disconnected';
 * otherwise the store status in words where the server gave it (Not launched, Active, Closed,
 * Deactivated), else the server's status as is.
 */
export function appStatusLabel(app: {
  status: string;
  maintenance: boolean;
  storeStatusLabel?: string | null;
}): string {
  if (app.maintenance) return UNDER_MAINTENANCE;
  if (app.status === 'Inactive') return DISCONNECTED;
  return app.storeStatusLabel ?? app.status;
}

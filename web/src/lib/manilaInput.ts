/** `datetime-local` fields in Manila time (the promotions' and vouchers' start and end). */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { TIME_ZONE } from './constants';
import { toManila } from './format';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_FORMAT = 'YYYY-MM-DDTHH:mm';

/** Manila wall time for a `datetime-local` field ('' for none). */
export const manilaLocal = (iso: string | null | undefined): string =>
  toManila(iso)?.format(LOCAL_FORMAT) ?? '';

/** A `datetime-local` value read as Manila time, as ISO 8601; null when blank or not a date. */
export function manilaIso(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local.trim())) return null;
  const moment = dayjs.tz(local.trim(), TIME_ZONE);
  return moment.isValid() ? moment.toISOString() : null;
}

/** Pure rules of the customer list: its page size and how a search reads. */
import { normalizeMobile } from '../../platform/phone.ts';

export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomerSearch {
  /** What to look for in the name (any case, anywhere). */
  name: string;
  /** A whole PH mobile (10 digits): an exact match. */
  mobile: string | null;
  /** Some digits of a mobile (4 or more, without a leading 0 / +63): a "contains" match. */
  mobileDigits: string | null;
}

/** Reads the search box: "juan", "0917 555 0101", "+63 917…", "5550". Blank: no search. */
export function parseCustomerSearch(search: string | null | undefined): CustomerSearch | null {
  const q = search?.trim();
  if (!q) return null;
  const mobile = normalizeMobile(q);
  const digits = /^[\d\s()+-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^(63|0)(?=9)/, '') : '';
  return { name: q, mobile, mobileDigits: !mobile && digits.length >= 4 ? digits : null };
}

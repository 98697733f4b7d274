/**
 * The reseller dashboard's statuses: the URL's words (merchants/:status), the API's enum and the
 * words a reseller reads, in the order a merchant moves through them.
 */
import type { ResellerMerchantStatus } from '../../generated/graphql';

export interface StatusInfo {
  /** merchants/{param} */
  param: string;
  status: ResellerMerchantStatus;
  label: string;
  /** What it means, in a sentence. */
  hint: string;
  /** What the empty list says. */
  empty: string;
}

export const STATUSES: readonly StatusInfo[] = [
  {
    param: 'signed-up',
    status: 'signed_up',
    label: 'Signed up',
    hint: 'Signed up with your affiliate code, no store yet',
    empty:
      'No merchants waiting to create a store. Merchants who sign up with your affiliate code appear here.',
  },
  {
    param: 'store-created',
    status: 'store_created',
    label: 'Store created',
    hint: 'Created a store, not launched yet',
    empty: 'No stores waiting to launch. Merchants who create a store appear here until they launch it.',
  },
  {
    param: 'activated',
    status: 'activated',
    label: 'Activated',
    hint: 'A store is launched and live',
    empty: 'No live stores yet. Merchants appear here once they launch their store.',
  },
  {
    param: 'deactivated',
    status: 'deactivated',
    label: 'Deactivated',
    hint: 'Every store is deactivated (unpaid bills)',
    empty: 'No deactivated stores. Merchants whose every store is deactivated appear here.',
  },
];

export const statusByParam = (param: string | undefined): StatusInfo | undefined =>
  STATUSES.find((s) => s.param === param);

export const UNKNOWN_STATUS_PAGE =
  'There is no such list. Choose signed up, store created, activated or deactivated.';

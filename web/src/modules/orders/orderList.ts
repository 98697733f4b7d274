import type { OrderStatus, OrdersQueryVariables, PaymentStatus } from '../../generated/graphql';

/* The order list as data: statuses and their labels (document 1 §9), the tracker's tabs, the query. */

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'for_delivery',
  'completed',
  'cancelled',
  'refunded',
];

/** The server's labels, shared with the storefront (lib/orderLabels.ts). */
import { ORDER_STATUS_LABELS as STATUS_LABELS } from '../../lib/orderLabels';

export { PAYMENT_STATUS_LABELS } from '../../lib/orderLabels';
export { STATUS_LABELS };

export type ChipColor = 'default' | 'warning' | 'info' | 'success' | 'error';

export const STATUS_COLORS: Readonly<Record<OrderStatus, ChipColor>> = {
  pending: 'warning',
  for_delivery: 'info',
  completed: 'success',
  cancelled: 'default',
  refunded: 'error',
};

export const PAYMENT_STATUS_COLORS: Readonly<Record<PaymentStatus, ChipColor>> = {
  pay_pending: 'default',
  for_confirmation: 'warning',
  for_reupload: 'error',
  pay_success: 'success',
  refund_success: 'info',
};

/** The tracker's optional filter segment (orders/:status/advance): advance orders only. */
export const ADVANCE_FILTER = 'advance';

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** The tracker's :status param as a status ('for-delivery' reads as for_delivery); pending when unknown. */
export function trackerStatus(param: string | undefined): OrderStatus {
  const value = (param ?? '').toLowerCase().replaceAll('-', '_');
  return isStatus(value) ? value : 'pending';
}

export interface StatusTab {
  status: OrderStatus;
  label: string;
  count: number | null;
}

/** One tab per status, with its count once loaded. */
export function statusTabs(
  counts: ReadonlyArray<{ status: OrderStatus; count: number }> | undefined,
): StatusTab[] {
  return ORDER_STATUSES.map((status) => ({
    status,
    label: STATUS_LABELS[status],
    count: counts ? (counts.find((c) => c.status === status)?.count ?? 0) : null,
  }));
}

export interface OrderFilters {
  search: string;
  /** '' for every payment status. */
  paymentStatus: PaymentStatus | '';
  /** YYYY-MM-DD (Asia/Manila days, inclusive) or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: OrderFilters = { search: '', paymentStatus: '', from: '', to: '' };

export const DATE_RANGE_PROBLEM = 'The start date should be on or before the end date';

/** Why the date range cannot be used, or null. */
export const dateRangeProblem = (f: Pick<OrderFilters, 'from' | 'to'>): string | null =>
  f.from !== '' && f.to !== '' && f.from > f.to ? DATE_RANGE_PROBLEM : null;

export const isFiltered = (f: OrderFilters): boolean =>
  f.search.trim() !== '' || f.paymentStatus !== '' || f.from !== '' || f.to !== '';

export interface OrderScope {
  /** null: every status (order history). */
  status: OrderStatus | null;
  advance: boolean;
}

/** The filters of both the list and its export (the server reads them alike). */
export function orderFilterVariables(appUuid: string, scope: OrderScope, f: OrderFilters) {
  const search = f.search.trim();
  const rangeOk = dateRangeProblem(f) === null;
  return {
    appUuid,
    status: scope.status,
    paymentStatus: f.paymentStatus === '' ? null : f.paymentStatus,
    search: search === '' ? null : search,
    from: rangeOk && f.from !== '' ? f.from : null,
    to: rangeOk && f.to !== '' ? f.to : null,
    advance: scope.advance ? true : null,
  };
}

export const ordersVariables = (
  appUuid: string,
  scope: OrderScope,
  f: OrderFilters,
  page: { first: number; after: string | null },
): OrdersQueryVariables => ({ ...orderFilterVariables(appUuid, scope, f), ...page });

/** 'orders-pending-2026-11-21.csv': what was exported, on which Manila day. */
export function exportFileName(scope: OrderScope, today: string): string {
  const parts = ['orders', scope.status?.replaceAll('_', '-'), scope.advance ? ADVANCE_FILTER : undefined];
  return `${parts.filter(Boolean).join('-')}-${today}.csv`;
}

/** Why the list is empty, in plain words. */
export function emptyOrdersMessage(scope: OrderScope, f: OrderFilters): string {
  if (isFiltered(f)) return 'No order matches these filters.';
  if (scope.advance) return 'No advance orders here yet.';
  if (scope.status !== null) return `No ${STATUS_LABELS[scope.status].toLowerCase()} orders right now.`;
  return 'No orders yet. Orders placed in your store show here.';
}

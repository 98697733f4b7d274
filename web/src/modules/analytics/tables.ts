/**
 * The columns of each figure's table: the table on screen and its CSV are built from these, so the
 * download is exactly what is shown.
 */
import type {
  AnalyticsLatestCustomersQuery,
  AnalyticsLowInventoryQuery,
  StoreAnalyticsQuery,
} from '../../generated/graphql';
import { formatDateTime, formatPeso } from '../../lib/format';
import type { Column } from './csv';
import { type FunnelStep, formatCount, formatPercent } from './figures';
import { DELETED_PRODUCT, type RowLinks } from './links';

type Period = NonNullable<StoreAnalyticsQuery['period']>;
export type DayRow = NonNullable<Period['days']>[number];
export type ReferralRow = NonNullable<Period['topReferrals']>[number];
export type ProductFigureRow = NonNullable<Period['mostViewedProducts']>[number];
export type SoldItemRow = NonNullable<Period['latestSoldProducts']>[number];
export type CustomerRow = AnalyticsLatestCustomersQuery['customers']['edges'][number]['node'];
export type LowStockRow = AnalyticsLowInventoryQuery['products']['edges'][number]['node'];

export const DAY_COLUMNS: readonly Column<DayRow>[] = [
  { header: 'Day', value: (r) => r.day },
  { header: 'Net sales', value: (r) => formatPeso(r.netSales), numeric: true },
  { header: 'Orders', value: (r) => formatCount(r.orders), numeric: true },
  { header: 'Store visits', value: (r) => formatCount(r.visits), numeric: true },
];

export const FUNNEL_COLUMNS: readonly Column<FunnelStep>[] = [
  { header: 'Step', value: (r) => r.label },
  { header: 'Count', value: (r) => formatCount(r.count), numeric: true },
  { header: 'Rate from the step before', value: (r) => r.rateText || '—', numeric: true },
];

export const SOLD_ITEM_COLUMNS: readonly Column<SoldItemRow>[] = [
  { header: 'Sold at', value: (r) => formatDateTime(r.soldAt) },
  {
    header: 'Product',
    value: (r) => (r.variantName ? `${r.productName} (${r.variantName})` : r.productName),
    link: (r, links) => productLink(r.productUuid, r.productName, links),
  },
  {
    header: 'Order',
    value: (r) => r.transactionNumber,
    link: (r, links) => links.order?.(r.transactionNumber) ?? null,
  },
  { header: 'Quantity', value: (r) => formatCount(r.quantity), numeric: true },
  { header: 'Amount', value: (r) => formatPeso(r.lineTotal), numeric: true },
];

export const MOST_VIEWED_COLUMNS: readonly Column<ProductFigureRow>[] = [
  {
    header: 'Product',
    value: (r) => r.name,
    wraps: true,
    link: (r, links) => productLink(r.productUuid, r.name, links),
  },
  { header: 'Views', value: (r) => formatCount(r.views), numeric: true },
  { header: 'Units sold', value: (r) => formatCount(r.unitsSold), numeric: true },
  { header: 'Sales', value: (r) => formatPeso(r.sales), numeric: true },
];

/** Most viewed where the store takes no orders (inquiry): the views alone. */
export const VIEWS_ONLY_COLUMNS: readonly Column<ProductFigureRow>[] = MOST_VIEWED_COLUMNS.slice(0, 2);

export const MOST_SOLD_COLUMNS: readonly Column<ProductFigureRow>[] = [
  {
    header: 'Product',
    value: (r) => r.name,
    wraps: true,
    link: (r, links) => productLink(r.productUuid, r.name, links),
  },
  { header: 'Units sold', value: (r) => formatCount(r.unitsSold), numeric: true },
  { header: 'Sales', value: (r) => formatPeso(r.sales), numeric: true },
  { header: 'Views', value: (r) => formatCount(r.views), numeric: true },
];

export const REFERRAL_COLUMNS: readonly Column<ReferralRow>[] = [
  {
    header: 'Source',
    value: (r) => (r.source === 'direct' ? 'Direct (no referral)' : r.source),
    wraps: true,
  },
  { header: 'Visits', value: (r) => formatCount(r.visits), numeric: true },
  { header: 'Orders', value: (r) => formatCount(r.ordersPlaced), numeric: true },
  {
    header: 'Orders per visit',
    value: (r) => (r.visits === 0 ? '—' : formatPercent(r.ordersPlaced / r.visits)),
    numeric: true,
  },
];

export const CUSTOMER_COLUMNS: readonly Column<CustomerRow>[] = [
  {
    header: 'Customer',
    value: (r) => r.name,
    wraps: true,
    link: (r, links) => links.customer?.(r.uuid) ?? null,
  },
  { header: 'Orders', value: (r) => formatCount(r.ordersCount), numeric: true },
  { header: 'Total spent', value: (r) => formatPeso(r.totalSpent), numeric: true },
  { header: 'Last active', value: (r) => formatDateTime(r.lastActiveAt) },
];

export const LOW_STOCK_COLUMNS: readonly Column<LowStockRow>[] = [
  {
    header: 'Product',
    value: (r) => (r.published ? r.name : `${r.name} (not published)`),
    wraps: true,
    link: (r, links) => productLink(r.uuid, r.name, links),
  },
  {
    header: 'Left in stock',
    value: (r) => (r.stockQuantity === 0 ? 'Sold out' : formatCount(r.stockQuantity ?? 0)),
    numeric: true,
  },
  { header: 'Price', value: (r) => formatPeso(r.price), numeric: true },
];

/** A product's page, unless it was deleted since (or the bundle has no product page). */
const productLink = (uuid: string | null | undefined, name: string, links: RowLinks) =>
  uuid && name !== DELETED_PRODUCT && links.product ? links.product(uuid) : null;

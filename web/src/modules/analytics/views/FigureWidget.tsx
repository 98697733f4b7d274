import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { AnalyticsWidget } from '../../../bundles';
import type { StoreAnalyticsQuery } from '../../../generated/graphql';
import { ListWidget } from '../components/ListWidget/ListWidget';
import { SalesFunnel } from '../components/SalesFunnel/SalesFunnel';
import { StoreLaunchCard } from '../components/StoreLaunchCard/StoreLaunchCard';
import { WidgetCard } from '../components/WidgetCard/WidgetCard';
import { csvDownload } from '../csv';
import { funnelSteps } from '../figures';
import type { Loaded } from '../hooks/useStoreFigures';
import type { RowLinks } from '../links';
import { type RangeChoice, rangeWords } from '../range';
import {
  DAY_COLUMNS,
  FUNNEL_COLUMNS,
  MOST_SOLD_COLUMNS,
  MOST_VIEWED_COLUMNS,
  REFERRAL_COLUMNS,
  SOLD_ITEM_COLUMNS,
  VIEWS_ONLY_COLUMNS,
} from '../tables';
import { widgetTitle } from '../widgets';
import { LatestCustomersWidget, LowInventoryWidget } from './StoreLists';

// recharts loads only where a page has a chart (not on the survey's or a list's own page).
const SalesChart = lazy(() =>
  import('../components/SalesChart/SalesChart').then((m) => ({ default: m.SalesChart })),
);

export interface FigureWidgetProps {
  appUuid: string;
  widget: AnalyticsWidget;
  figures: Loaded<StoreAnalyticsQuery>;
  /** Rows of a list: a few on a dashboard, more on the figure's own page. */
  limit: number;
  range: RangeChoice;
  /** On a figure's own page: its table shown, more rows. */
  expanded: boolean;
  detailUrl: string | undefined;
  launch: { launched: boolean | null; url: string | null };
  /** The bundle takes no orders: product tables without units sold and sales. */
  noSales?: boolean;
  /** Where product, order and customer rows lead in this app. */
  links?: RowLinks;
}

/** One widget of a page (every kind but the key figures, which share the grid). */
export function FigureWidget(props: FigureWidgetProps) {
  const { appUuid, widget, figures, limit, range, expanded, detailUrl, launch, noSales, links } = props;
  const title = widgetTitle(widget);
  const period = figures.data?.period;
  const inRange = rangeWords(range);
  const common = { title, range, detailUrl };
  const list = { ...common, links };
  if (typeof widget !== 'string')
    return (
      <WidgetCard
        title={title}
        loading={false}
        error={null}
        onRetry={() => undefined}
        empty={widget.message}
      />
    );
  switch (widget) {
    case 'sales-chart': {
      const days = period?.days;
      const quiet = days?.every((d) => d.orders === 0 && d.netSales === 0) ?? false;
      return (
        <WidgetCard
          {...common}
          subtitle={`Net sales each day, ${inRange}`}
          loading={figures.loading || (days === undefined && figures.error === null)}
          error={figures.error}
          onRetry={figures.retry}
          empty={
            quiet ? 'No orders in this period yet. Each day’s sales appear here as orders come in.' : null
          }
          onDownload={csvDownload(title, range, DAY_COLUMNS, days ?? [])}
        >
          {days ? (
            <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
              <SalesChart days={days} tableOpen={expanded} />
            </Suspense>
          ) : null}
        </WidgetCard>
      );
    }
    case 'sales-funnel': {
      const funnel = period?.funnel;
      const quiet = funnel !== undefined && funnel.visits === 0 && funnel.ordersPlaced === 0;
      return (
        <WidgetCard
          {...common}
          subtitle={`From store visit to order, ${inRange}`}
          loading={figures.loading || (funnel === undefined && figures.error === null)}
          error={figures.error}
          onRetry={figures.retry}
          empty={
            quiet
              ? 'No store visits in this period yet. Each step appears here as customers visit, view products, add to cart and check out.'
              : null
          }
          onDownload={csvDownload(title, range, FUNNEL_COLUMNS, funnel ? funnelSteps(funnel) : [])}
        >
          {funnel ? <SalesFunnel funnel={funnel} withTable={expanded} /> : null}
        </WidgetCard>
      );
    }
    case 'latest-sold-products':
      return (
        <ListWidget
          {...list}
          subtitle="The items of your newest orders"
          state={figures}
          rows={period?.latestSoldProducts}
          columns={SOLD_ITEM_COLUMNS}
          rowKey={(r, i) => `${r.orderUuid}-${i}`}
          empty="No orders yet. Items appear here as soon as a customer orders."
        />
      );
    case 'most-viewed-products':
      return (
        <ListWidget
          {...list}
          subtitle={`Most product views, ${inRange}`}
          state={figures}
          rows={period?.mostViewedProducts}
          columns={noSales ? VIEWS_ONLY_COLUMNS : MOST_VIEWED_COLUMNS}
          rowKey={(r) => r.productUuid}
          empty="No product views in this period yet. Products appear here as customers open them in your store."
        />
      );
    case 'most-sold-products':
      return (
        <ListWidget
          {...list}
          subtitle={`Most units sold, ${inRange}`}
          state={figures}
          rows={period?.mostSoldProducts}
          columns={MOST_SOLD_COLUMNS}
          rowKey={(r) => r.productUuid}
          empty="No orders in this period yet. Your best sellers appear here as orders come in."
        />
      );
    case 'top-referrals':
      return (
        <ListWidget
          {...list}
          subtitle={`Where visits came from, ${inRange}`}
          state={figures}
          rows={period?.topReferrals}
          columns={REFERRAL_COLUMNS}
          rowKey={(r) => r.source}
          empty="No store visits in this period yet. Links and sites that bring customers appear here."
        />
      );
    case 'latest-customers':
      return (
        <LatestCustomersWidget
          appUuid={appUuid}
          title={title}
          limit={limit}
          range={range}
          detailUrl={detailUrl}
          links={links}
        />
      );
    case 'low-inventory-products':
      return (
        <LowInventoryWidget
          appUuid={appUuid}
          title={title}
          limit={limit}
          range={range}
          detailUrl={detailUrl}
          links={links}
        />
      );
    case 'store-launch':
      return <StoreLaunchCard launched={launch.launched} launchUrl={launch.url} />;
    default:
      // The key figures are drawn by the grid, not here.
      return null;
  }
}

import { useQuery } from '@apollo/client/react';
import { ListWidget } from '../components/ListWidget/ListWidget';
import { AnalyticsLatestCustomersQuery, AnalyticsLowInventoryQuery } from '../graphql/analytics';
import { useNearViewport } from '../hooks/useNearViewport';
import { loaded } from '../hooks/useStoreFigures';
import type { RowLinks } from '../links';
import { CUSTOMER_COLUMNS, LOW_STOCK_COLUMNS } from '../tables';

export interface StoreListProps {
  appUuid: string;
  title: string;
  limit: number;
  range: { from: string; to: string };
  detailUrl: string | undefined;
  links?: RowLinks | undefined;
}

/*
 * The two lists that are not figures of the range: they read the customers and products modules,
 * each on its own request, sent once the widget is near the screen (below the fold on the overview,
 * they stay out of its first load).
 */

/** Latest Customers: the store's customers, newest activity first. */
export function LatestCustomersWidget({ appUuid, title, limit, range, detailUrl, links }: StoreListProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery(AnalyticsLatestCustomersQuery, {
    variables: { appUuid, first: limit },
    skip: !near,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ListWidget
      cardRef={ref}
      idle={!near}
      title={title}
      subtitle="Newest activity first"
      state={loaded(query)}
      rows={query.data?.customers.edges.map((e) => e.node)}
      columns={CUSTOMER_COLUMNS}
      rowKey={(r) => r.uuid}
      empty="No customers yet. Customers appear here when they order or message your Page."
      range={range}
      detailUrl={detailUrl}
      links={links}
    />
  );
}

/** Low Inventory Products: the limited products with 10 or fewer left, fewest first. */
export function LowInventoryWidget({ appUuid, title, limit, range, detailUrl, links }: StoreListProps) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const query = useQuery(AnalyticsLowInventoryQuery, {
    variables: { appUuid, first: limit },
    skip: !near,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ListWidget
      cardRef={ref}
      idle={!near}
      title={title}
      subtitle="Products with 10 or fewer left, fewest first"
      state={loaded(query)}
      rows={query.data?.products.edges.map((e) => e.node)}
      columns={LOW_STOCK_COLUMNS}
      rowKey={(r) => r.uuid}
      empty="No products are running low. Products with 10 or fewer left appear here."
      range={range}
      detailUrl={detailUrl}
      links={links}
    />
  );
}

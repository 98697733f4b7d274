import { useApolloClient, useQuery } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { CatalogListCard } from '../../catalog/components/CatalogListCard/CatalogListCard';
import { useDebouncedValue } from '../../catalog/hooks/useDebouncedValue';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { downloadText } from '../../catalog/productImport';
import { rangeLabel } from '../../catalog/productList';
import { OrderFilterFields } from '../components/OrderList/OrderFilterFields';
import { OrderCards, OrderTable } from '../components/OrderList/OrderRows';
import { OrderTabs } from '../components/OrderList/OrderTabs';
import { OrderCountsQuery, OrdersExportCsvQuery, OrdersQuery } from '../graphql/orders';
import type { OrderRoute } from '../hooks/useOrderRoute';
import {
  emptyOrdersMessage,
  exportFileName,
  NO_FILTERS,
  type OrderFilters,
  orderFilterVariables,
  ordersVariables,
  statusTabs,
} from '../orderList';

/** The order tracker (one status, tabs with counts, the advance filter) or the whole order history. */
export function OrderListPanel({ route, exportable }: { route: OrderRoute; exportable: boolean }) {
  const { appUuid, scope } = route;
  const alert = useAlert();
  const client = useApolloClient();
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pages = useKeysetPages();
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const search = useDebouncedValue(filters.search);
  const [exporting, setExporting] = useState(false);

  // A new tab (status or advance) starts again from the first page.
  const scopeKey = `${scope.status}|${scope.advance}`;
  const [pagedScope, setPagedScope] = useState(scopeKey);
  if (pagedScope !== scopeKey) {
    setPagedScope(scopeKey);
    pages.reset();
  }

  const { data, loading, error, refetch } = useQuery(OrdersQuery, {
    variables: ordersVariables(
      appUuid,
      scope,
      { ...filters, search },
      { first: pages.size, after: pages.after },
    ),
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const counts = useQuery(OrderCountsQuery, {
    variables: { appUuid },
    skip: route.kind !== 'tracker',
    fetchPolicy: 'cache-and-network',
  });

  const connection = data?.orders;
  const orders = (connection?.edges ?? []).map((e) => e.node);

  const change = (patch: Partial<OrderFilters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    pages.reset();
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { data: csv } = await client.query({
        query: OrdersExportCsvQuery,
        variables: orderFilterVariables(appUuid, scope, { ...filters, search }),
        fetchPolicy: 'no-cache',
      });
      downloadText(csv?.ordersExportCsv ?? '', exportFileName(scope, formatDate(new Date())));
    } catch (e) {
      alert.error(e);
    } finally {
      setExporting(false);
    }
  };

  const trackerUrl = route.trackerUrl;
  return (
    <CatalogListCard
      title={route.title}
      searchLabel="Search transaction no. or customer"
      search={filters.search}
      onSearchChange={(next) => change({ search: next })}
      actions={
        exportable ? (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlined />}
            onClick={() => void exportCsv()}
            disabled={exporting}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Export CSV
          </Button>
        ) : null
      }
      createLabel=""
      createUrl={null}
      filters={
        <OrderFilterFields
          paymentStatus={filters.paymentStatus}
          from={filters.from}
          to={filters.to}
          onChange={change}
        />
      }
      bulkBar={
        route.kind === 'tracker' && trackerUrl && scope.status ? (
          <OrderTabs
            tabs={statusTabs(counts.data?.orderCounts)}
            status={scope.status}
            advance={scope.advance}
            url={trackerUrl}
            onAdvanceChange={(advance) => scope.status && navigate(trackerUrl(scope.status, advance))}
          />
        ) : null
      }
      loading={loading && !connection}
      error={error && !connection ? errorMessage(error) : null}
      onRetry={() => void refetch()}
      isEmpty={orders.length === 0}
      empty={emptyOrdersMessage(scope, filters)}
      pageSize={pages.size}
      onPageSizeChange={pages.setSize}
      page={pages.page}
      summary={
        connection
          ? rangeLabel(
              pages.page,
              pages.size,
              orders.length,
              connection.totalCount,
              connection.totalCountCapped,
            )
          : undefined
      }
      hasPrevious={pages.hasPrevious}
      hasNext={connection?.pageInfo.hasNextPage ?? false}
      onPrevious={pages.previous}
      onNext={() => pages.next(connection?.pageInfo.endCursor)}
      maxWidth={1100}
    >
      {phone ? (
        <OrderCards orders={orders} detailsUrl={route.detailsUrl} />
      ) : (
        <OrderTable orders={orders} detailsUrl={route.detailsUrl} />
      )}
    </CatalogListCard>
  );
}

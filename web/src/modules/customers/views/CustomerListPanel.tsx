import { useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { CatalogListCard } from '../../catalog/components/CatalogListCard/CatalogListCard';
import { useDebouncedValue } from '../../catalog/hooks/useDebouncedValue';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { rangeLabel } from '../../catalog/productList';
import { CustomerCards, CustomerTable } from '../components/CustomerList/CustomerRows';
import { emptyCustomersMessage, SEARCH_LABEL } from '../customerList';
import { CustomersQuery } from '../graphql/customers';
import type { CustomerRoute } from '../hooks/useCustomerRoute';

/** Everyone who ordered or wrote: latest activity first, searched by name or mobile, keyset pages. */
export function CustomerListPanel({ route }: { route: CustomerRoute }) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pages = useKeysetPages();
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const [pagedSearch, setPagedSearch] = useState(search);
  if (pagedSearch !== search) {
    // A new search starts again from the first page.
    setPagedSearch(search);
    pages.reset();
  }
  const { data, loading, error, refetch } = useQuery(CustomersQuery, {
    variables: {
      appUuid: route.appUuid,
      search: search.trim() || null,
      first: pages.size,
      after: pages.after,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const connection = data?.customers;
  const customers = (connection?.edges ?? []).map((e) => e.node);
  const rows = {
    customers,
    detailsUrl: (uuid: string) => route.detailsUrl(uuid),
    orderUrl: route.orderUrl,
    conversationUrl: route.conversationUrl,
  };
  return (
    <CatalogListCard
      title={route.title}
      searchLabel={SEARCH_LABEL}
      search={typed}
      onSearchChange={setTyped}
      createLabel=""
      createUrl={null}
      loading={loading && !connection}
      error={error && !connection ? errorMessage(error) : null}
      onRetry={() => void refetch()}
      isEmpty={customers.length === 0}
      empty={emptyCustomersMessage(search)}
      pageSize={pages.size}
      onPageSizeChange={pages.setSize}
      page={pages.page}
      summary={
        connection
          ? rangeLabel(
              pages.page,
              pages.size,
              customers.length,
              connection.totalCount,
              connection.totalCountCapped,
            )
          : undefined
      }
      hasPrevious={pages.hasPrevious}
      hasNext={connection?.pageInfo.hasNextPage ?? false}
      onPrevious={pages.previous}
      onNext={() => pages.next(connection?.pageInfo.endCursor)}
      maxWidth={1200}
    >
      {phone ? <CustomerCards {...rows} /> : <CustomerTable {...rows} />}
    </CatalogListCard>
  );
}

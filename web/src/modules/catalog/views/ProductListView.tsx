import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductBulkAction } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { indentedCategories } from '../categoryTree';
import { CatalogListCard } from '../components/CatalogListCard/CatalogListCard';
import { ProductCsvActions } from '../components/ProductImport/ProductCsvActions';
import { ProductBulkBar } from '../components/ProductList/ProductBulkBar';
import { ProductCards } from '../components/ProductList/ProductCards';
import { ProductFilters } from '../components/ProductList/ProductFilters';
import { ProductTable } from '../components/ProductList/ProductTable';
import { CategoryOptionsQuery } from '../graphql/categories';
import { ProductAppFlagsQuery, ProductsBulkUpdateMutation, ProductsQuery } from '../graphql/products';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import { useKeysetPages } from '../hooks/useKeysetPages';
import { useProductRoute } from '../hooks/useProductRoute';
import { PRODUCTS_REMOVED, PRODUCTS_UPDATED } from '../messages';
import {
  DEFAULT_FILTERS,
  type ProductFilters as Filters,
  isFiltered,
  isLowInventoryView,
  LOW_INVENTORY_FILTERS,
  productsVariables,
  rangeLabel,
  removeProductsQuestion,
  toggleAll,
  toggleOne,
} from '../productList';

/**
 * ecommerce-products and every bundle's product list, and the overview's Low Inventory Products
 * (the same list on stock=low, lowest stock first). Bulk changes only where the app is bulkable.
 */
export default function ProductListView() {
  const route = useProductRoute();
  const appUuid = route?.appUuid ?? '';
  const alert = useAlert();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const pages = useKeysetPages();
  const [filters, setFilters] = useState<Filters>(() =>
    route?.lowInventory ? LOW_INVENTORY_FILTERS : DEFAULT_FILTERS,
  );
  const search = useDebouncedValue(filters.search);
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const { data, loading, error, refetch } = useQuery(ProductsQuery, {
    variables: productsVariables(appUuid, { ...filters, search }, { first: pages.size, after: pages.after }),
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const flags = useQuery(ProductAppFlagsQuery, { variables: { appUuid }, skip: appUuid === '' });
  const categories = useQuery(CategoryOptionsQuery, { variables: { appUuid }, skip: appUuid === '' });
  const [bulkUpdate, { loading: bulkBusy }] = useMutation(ProductsBulkUpdateMutation);

  const connection = data?.products;
  const products = (connection?.edges ?? []).map((e) => e.node);
  const bulkable = flags.data?.fetchAppByUuid.bulkable ?? false;
  const chosen = products.filter((p) => selected.has(p.uuid)).map((p) => p.uuid);

  const change = (patch: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...patch }));
    setSelected(new Set());
    pages.reset();
  };

  const runBulk = async (action: ProductBulkAction) => {
    try {
      await bulkUpdate({ variables: { input: { appUuid, uuids: chosen, action } } });
      alert.success(action === 'delete' ? PRODUCTS_REMOVED : PRODUCTS_UPDATED);
      setSelected(new Set());
      await refetch();
    } catch (e) {
      alert.error(e);
    } finally {
      setConfirmingDelete(false);
    }
  };

  if (!route) return null;
  const rows = {
    products,
    selectable: bulkable,
    selected,
    onToggle: (uuid: string) => setSelected((s) => toggleOne(s, uuid)),
    onToggleAll: () =>
      setSelected((s) =>
        toggleAll(
          s,
          products.map((p) => p.uuid),
        ),
      ),
    detailsUrl: route.detailsUrl,
    editUrl: route.editUrl,
  };
  return (
    <>
      <CatalogListCard
        title={route.title}
        searchLabel="Search products"
        search={filters.search}
        onSearchChange={(next) => change({ search: next })}
        actions={
          <ProductCsvActions
            appUuid={appUuid}
            canImport={route.createUrl !== null && (flags.data?.fetchAppByUuid.importableCsv ?? false)}
            onImported={() => void refetch()}
          />
        }
        createLabel="Create product"
        createUrl={route.createUrl}
        filters={
          <ProductFilters
            filters={filters}
            onChange={change}
            categories={indentedCategories(categories.data?.categories.edges.map((e) => e.node) ?? [])}
          />
        }
        bulkBar={
          bulkable && chosen.length > 0 ? (
            <ProductBulkBar
              count={chosen.length}
              busy={bulkBusy}
              onAction={(action) => (action === 'delete' ? setConfirmingDelete(true) : void runBulk(action))}
              onClear={() => setSelected(new Set())}
            />
          ) : null
        }
        loading={loading && !connection}
        error={error && !connection ? errorMessage(error) : null}
        onRetry={() => void refetch()}
        isEmpty={products.length === 0}
        empty={
          <EmptyProducts
            filters={filters}
            createUrl={route.createUrl}
            onClear={() => change({ ...DEFAULT_FILTERS, sort: filters.sort })}
          />
        }
        pageSize={pages.size}
        onPageSizeChange={(size) => {
          setSelected(new Set());
          pages.setSize(size);
        }}
        page={pages.page}
        summary={
          connection
            ? rangeLabel(
                pages.page,
                pages.size,
                products.length,
                connection.totalCount,
                connection.totalCountCapped,
              )
            : undefined
        }
        hasPrevious={pages.hasPrevious}
        hasNext={connection?.pageInfo.hasNextPage ?? false}
        onPrevious={() => {
          setSelected(new Set());
          pages.previous();
        }}
        onNext={() => {
          setSelected(new Set());
          pages.next(connection?.pageInfo.endCursor);
        }}
        maxWidth={1100}
      >
        {phone ? <ProductCards {...rows} /> : <ProductTable {...rows} />}
      </CatalogListCard>
      <ConfirmDialog
        open={confirmingDelete}
        title="Remove products"
        message={removeProductsQuestion(chosen.length)}
        busy={bulkBusy}
        onConfirm={() => void runBulk('delete')}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
}

/** Why the list is empty, in plain words, with the way forward. */
function EmptyProducts({
  filters,
  createUrl,
  onClear,
}: {
  filters: Filters;
  createUrl: string | null;
  onClear: () => void;
}) {
  if (isLowInventoryView(filters) && !isFiltered({ ...filters, stock: 'all' }))
    return (
      <Typography color="text.secondary">
        Nothing is running low: no product has 10 units or fewer left.
      </Typography>
    );
  if (isFiltered(filters))
    return (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">No product matches these filters.</Typography>
        <Button variant="outlined" onClick={onClear}>
          Clear filters
        </Button>
      </Stack>
    );
  if (createUrl === null)
    return (
      <Typography color="text.secondary">
        No products yet. Products sync here from your Shopify store.
      </Typography>
    );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">
        No products yet. Add your first product so customers can find it in your store and order it in
        Messenger.
      </Typography>
      <Button component={RouterLink} to={createUrl} variant="contained">
        Create product
      </Button>
    </Stack>
  );
}

import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { visuallyHidden } from '../../lib/a11y/visuallyHidden';
import { errorMessage } from '../../lib/errors';
import { RetryAlert } from '../../lib/feedback/RetryAlert';
import { useQuery } from '../../lib/graphqlFetch/react';
import { ProductCard } from '../components/ProductCard';
import { StoreWelcome } from '../components/StoreBrand';
import { StoreProductsQuery } from '../graphql/storefront';
import { useStore } from '../hooks/StoreContext';
import { storeUrls } from '../urls';

const PAGE = 20;

/** The catalogue's first page as the home page first asks for it (StorefrontApp asks early, with the store). */
export const homeProductsVariables = (appUuid: string) => ({
  appUuid,
  first: PAGE,
  search: null as string | null,
  categoryUuid: null as string | null,
});

/** The store's front page: category chips, search, and the product grid (20 at a time). */
export function StoreHomeView() {
  const store = useStore();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [categoryUuid, setCategoryUuid] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const variables = { ...homeProductsVariables(store.uuid), search: search || null, categoryUuid };
  const { data, loading, error, refetch, fetchMore } = useQuery(StoreProductsQuery, { variables });
  const page = data?.storeProducts;
  const products = page?.edges.map((e) => e.node) ?? [];
  const chips = store.categories.flatMap((c) => [c, ...c.children]);

  const more = () =>
    fetchMore({
      variables: { after: page?.pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        storeProducts: {
          ...fetchMoreResult.storeProducts,
          edges: [...prev.storeProducts.edges, ...fetchMoreResult.storeProducts.edges],
        },
      }),
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={visuallyHidden}>
        {store.name}
      </Typography>
      <StoreWelcome look={store.appearance} />
      {/* The outlined input alone, not a TextField: a TextField brings Select, Menu and Modal with it. */}
      <OutlinedInput
        type="search"
        placeholder="Search products"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        size="small"
        fullWidth
        slotProps={{ input: { 'aria-label': 'Search products' } }}
        startAdornment={
          <InputAdornment position="start">
            <SearchOutlined fontSize="small" />
          </InputAdornment>
        }
      />
      {chips.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ overflowX: 'auto', pb: 0.5, pt: 0.5, px: 0.5 }}
          role="group"
          aria-label="Categories"
        >
          {[{ uuid: null, name: 'All' }, ...chips].map((c) => (
            <Chip
              key={c.uuid ?? 'all'}
              label={c.name}
              aria-pressed={categoryUuid === c.uuid}
              color={categoryUuid === c.uuid ? 'primary' : 'default'}
              onClick={() => setCategoryUuid(c.uuid)}
            />
          ))}
        </Stack>
      )}
      {loading && <LinearProgress aria-label="Loading products" />}
      {error && <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />}
      {!loading && !error && products.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {search || categoryUuid ? 'No products match your search.' : 'This store has no products yet.'}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 2 },
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        {products.map((p) => (
          <ProductCard
            key={p.uuid}
            to={storeUrls.product(store.uuid, p.uuid)}
            name={p.name}
            price={p.price}
            compareAtPrice={p.compareAtPrice ?? null}
            photoUrl={p.photoUrl ?? null}
            soldOut={p.soldOut}
          />
        ))}
      </Box>
      {page?.pageInfo.hasNextPage && (
        <Button onClick={() => void more()} sx={{ alignSelf: 'center' }}>
          Show more
        </Button>
      )}
    </Stack>
  );
}

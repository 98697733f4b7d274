import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/errors';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { formatPeso } from '../../../../lib/format';
import { MdrPriceRowsQuery } from '../../graphql/mdr';

/** Rows per page of the list (the server allows up to 100). */
export const MDR_PAGE_SIZE = 50;

/** The store's products with their price now and with the 2.5% MDR added; more on request. */
export function MdrPriceList({ appUuid }: { appUuid: string }) {
  const { data, error, loading, refetch, fetchMore, networkStatus } = useQuery(MdrPriceRowsQuery, {
    variables: { appUuid, first: MDR_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const rows = data?.fetchAvailableProducts ?? [];
  const more = networkStatus === NetworkStatus.fetchMore;
  const [exhausted, setExhausted] = useState(false);

  if (error && rows.length === 0) {
    return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  }
  if (loading && rows.length === 0) {
    return (
      <Stack spacing={1} aria-busy="true" aria-label="Loading product prices">
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
        <Skeleton variant="rounded" height={40} />
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Typography>
        You have no published products yet. Apply anyway so that Suki remembers the fee is handled; include
        the 2.5% MDR in the prices you add later.
      </Typography>
    );
  }
  const last = rows.at(-1);
  const hasMore = !exhausted && rows.length % MDR_PAGE_SIZE === 0;
  return (
    <Stack spacing={1}>
      <Typography>Your prices with the 2.5% MDR added:</Typography>
      <List dense aria-label="Product prices" sx={{ maxHeight: 320, overflowY: 'auto', py: 0 }}>
        {rows.map((row) => (
          <ListItem key={row.uuid} divider sx={{ px: 0, gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography sx={{ flex: '1 1 10rem', minWidth: 0, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
              <Typography component="span" color="text.secondary">
                {formatPeso(row.price)}
              </Typography>
              {' → '}
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {formatPeso(row.mdrAppliedPrice)}
              </Typography>
            </Typography>
          </ListItem>
        ))}
      </List>
      {hasMore && last ? (
        <Button
          onClick={() =>
            void fetchMore({
              variables: { after: last.cursor },
              updateQuery: (prev, { fetchMoreResult }) => ({
                fetchAvailableProducts: [
                  ...prev.fetchAvailableProducts,
                  ...fetchMoreResult.fetchAvailableProducts,
                ],
              }),
            }).then((result) => {
              if ((result.data?.fetchAvailableProducts.length ?? 0) < MDR_PAGE_SIZE) setExhausted(true);
            })
          }
          disabled={more}
        >
          {more ? 'Loading…' : 'Show more products'}
        </Button>
      ) : null}
      {error ? <Typography color="error">{errorMessage(error)}</Typography> : null}
      <Typography variant="body2" color="text.secondary">
        Variant and add-on prices rise by the same 2.5%.
      </Typography>
    </Stack>
  );
}

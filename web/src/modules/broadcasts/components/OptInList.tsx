import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { MarketingOptInStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useLoadMore } from '../../../lib/lists/useLoadMore';
import { MarketingOptInsQuery } from '../graphql/broadcasts';
import { OptInCards, OptInTable } from './OptInRows';

export const OPT_INS_PAGE = 20;

type Filter = MarketingOptInStatus | 'ALL';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'ALL', label: 'Everyone' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'STOPPED', label: 'Stopped' },
  { value: 'EXPIRED', label: 'Expired' },
];

export const NOBODY_OPTED_IN = "No one has opted in to your page's marketing messages yet.";

const people = (n: number, capped: boolean) =>
  `${n.toLocaleString('en-PH')}${capped ? '+' : ''} ${n === 1 && !capped ? 'person' : 'people'}`;

/** Who opted in, newest first, by status; "Load more" adds the next page (keyset) to the list. */
export function OptInList({ appUuid }: { appUuid: string }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [filter, setFilter] = useState<Filter>('ALL');
  const { data, error, refetch, fetchMore } = useQuery(MarketingOptInsQuery, {
    variables: { appUuid, first: OPT_INS_PAGE, after: null, status: filter === 'ALL' ? null : filter },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.marketingOptIns;
  const optIns = connection?.edges.map((e) => e.node) ?? [];

  // The next page is added to this query's answer: one list, however many pages.
  const { loadMore, loadingMore, moreError, clearMoreError } = useLoadMore(async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    await fetchMore({
      variables: { after },
      updateQuery: (prev, { fetchMoreResult }) => ({
        marketingOptIns: {
          ...fetchMoreResult.marketingOptIns,
          edges: [...(prev.marketingOptIns?.edges ?? []), ...fetchMoreResult.marketingOptIns.edges],
        },
      }),
    });
  });

  let body: React.ReactNode;
  if (error && !connection)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!connection)
    body = (
      <Stack spacing={1} role="status" aria-label="Loading marketing opt-ins">
        <Skeleton variant="rounded" height={36} />
        <Skeleton variant="rounded" height={36} />
        <Skeleton variant="rounded" height={36} />
      </Stack>
    );
  else if (optIns.length === 0)
    body = (
      <Typography color="text.secondary">
        {filter === 'ALL'
          ? `${NOBODY_OPTED_IN} Customers who opt in on Messenger appear here.`
          : 'No one with this status.'}
      </Typography>
    );
  else body = phone ? <OptInCards optIns={optIns} /> : <OptInTable optIns={optIns} />;

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Show"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as Filter);
            clearMoreError();
          }}
          sx={{ width: { sm: 220 } }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        {connection && (
          <Typography color="text.secondary" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
            {people(connection.totalCount, connection.totalCountCapped)}
          </Typography>
        )}
      </Stack>
      {body}
      {moreError && <Typography color="error">{moreError}</Typography>}
      {connection?.pageInfo.hasNextPage && (
        <Button onClick={() => void loadMore()} disabled={loadingMore} sx={{ alignSelf: 'flex-start' }}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </Stack>
  );
}

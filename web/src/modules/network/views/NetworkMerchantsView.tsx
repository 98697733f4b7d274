import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useLoadMore } from '../../../lib/lists/useLoadMore';
import { type MerchantRow, MerchantTable } from '../components/MerchantTable';
import { ResellerMerchantsQuery } from '../graphql/network';
import { STATUSES, type StatusInfo, statusByParam, UNKNOWN_STATUS_PAGE } from '../statuses';

const PAGE = 20;

/** reseller-merchants-by-status: the network's merchants in one status, newest in it first. */
export default function NetworkMerchantsView() {
  const { resellerUuid = '', status: param } = useParams();
  const status = statusByParam(param);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Typography variant="h1">{status ? `${status.label} merchants` : 'Merchants'}</Typography>
      <Tabs
        value={status?.param ?? false}
        aria-label="Merchant status"
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {STATUSES.map((s) => (
          <Tab
            key={s.param}
            value={s.param}
            label={s.label}
            component={RouterLink}
            to={topUrl('reseller-merchants-by-status', { resellerUuid, status: s.param })}
          />
        ))}
      </Tabs>
      {status ? (
        // A new status starts from its first page.
        <MerchantPages key={status.param} resellerUuid={resellerUuid} status={status} />
      ) : (
        <Typography role="alert">{UNKNOWN_STATUS_PAGE}</Typography>
      )}
    </Stack>
  );
}

function MerchantPages({ resellerUuid, status }: { resellerUuid: string; status: StatusInfo }) {
  const { data, error, refetch, fetchMore } = useQuery(ResellerMerchantsQuery, {
    variables: { resellerUuid, status: status.status, first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  const first = data?.resellerMerchants;
  const rows: MerchantRow[] = first?.edges.map((e) => e.node) ?? [];
  const pageInfo = first?.pageInfo;

  // The next page is added to this query's answer (fetchMore): one list, however many pages.
  const { loadMore, loadingMore, moreError } = useLoadMore(async () => {
    if (!pageInfo?.endCursor) return;
    await fetchMore({
      variables: { after: pageInfo.endCursor },
      updateQuery: (prev, { fetchMoreResult }) => ({
        resellerMerchants: {
          ...fetchMoreResult.resellerMerchants,
          edges: [...(prev.resellerMerchants?.edges ?? []), ...fetchMoreResult.resellerMerchants.edges],
        },
      }),
    });
  });

  if (error && !data) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!first)
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2 }}
        role="status"
        aria-label={`Loading ${status.label.toLowerCase()} merchants`}
      >
        <Skeleton height={32} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Paper>
    );
  if (rows.length === 0)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography>{status.empty}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{status.hint}.</Typography>
      <Paper variant="outlined" sx={{ width: '100%', minWidth: 0 }}>
        <MerchantTable label={`${status.label} merchants`} rows={rows} />
      </Paper>
      {moreError ? <RetryAlert message={moreError} onRetry={() => void loadMore()} /> : null}
      {pageInfo?.hasNextPage ? (
        <Button variant="outlined" onClick={() => void loadMore()} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Show more merchants'}
        </Button>
      ) : null}
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { topUrl } from '../../../bundles';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { KpiGrid } from '../../analytics/components/KpiGrid/KpiGrid';
import { ResellerMerchantCountsQuery } from '../graphql/network';
import { STATUSES } from '../statuses';

/** reseller-mini-apps-overview: how many of the merchants a reseller brought in are at each status. */
export default function NetworkOverviewView() {
  const { resellerUuid = '' } = useParams();
  const info = useScreenInfo();
  const { data, error, refetch } = useQuery(ResellerMerchantCountsQuery, {
    variables: { resellerUuid },
    skip: resellerUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const counts = data?.resellerMerchantCounts;
  const total = counts?.reduce((sum, c) => sum + c.count, 0);
  const tiles = STATUSES.map((s) => {
    const count = counts?.find((c) => c.status === s.status)?.count;
    return {
      key: s.param,
      label: s.label,
      value: count === undefined ? null : count.toLocaleString('en-PH'),
      note: s.hint,
      detailUrl: topUrl('reseller-merchants-by-status', { resellerUuid, status: s.param }),
    };
  });
  return (
    <Stack spacing={3} sx={{ maxWidth: 1400 }}>
      <div>
        <Typography variant="h1">{info?.title ?? 'Overview'}</Typography>
        <Typography color="text.secondary">
          The merchants you brought in with your affiliate code, by how far their stores got.
        </Typography>
      </div>
      {error && !data ? (
        <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : (
        <KpiGrid tiles={tiles} />
      )}
      {total === 0 ? (
        <Typography role="status">
          No merchants yet. Merchants who sign up with your affiliate code appear here, and move along as they
          create and launch their store.
        </Typography>
      ) : null}
    </Stack>
  );
}

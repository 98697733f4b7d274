import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { EvaluationRunDetails } from '../components/EvaluationRunDetails/EvaluationRunDetails';
import { EvaluationRunList } from '../components/EvaluationRunList/EvaluationRunList';
import { EvaluationTabs } from '../components/EvaluationTabs/EvaluationTabs';
import { EVALUATION_PAGE_SIZE, newestFirst } from '../evaluation';
import { isRunning } from '../evaluationQuality';
import { EvaluationRunDetailsQuery, EvaluationRunsQuery } from '../graphql/evaluation';
import { useEvaluationTabs } from '../hooks/useEvaluationTabs';
import { usePollWhile } from '../hooks/usePollWhile';
import { RUN_PARAM } from '../hooks/useStartEvaluation';

/**
 * chatbot-evaluation-history: past evaluations, newest first, and the results of the selected one (in
 * the URL, ?run=uuid, so Run evaluation opens its run). While a run shown here runs, the list and the
 * selected run are asked again every RUN_POLL_MS, until none runs.
 */
export default function EvaluationHistoryView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const tabs = useEvaluationTabs();
  const alert = useAlert();
  const [params, setParams] = useSearchParams();
  const [loadingMore, setLoadingMore] = useState(false);
  const runsQuery = useQuery(EvaluationRunsQuery, {
    variables: { appUuid, first: EVALUATION_PAGE_SIZE },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const connection = runsQuery.data?.evaluationRuns;
  const runs = useMemo(() => newestFirst(connection?.edges.map((e) => e.node) ?? []), [connection]);
  const selected = params.get(RUN_PARAM) ?? runs[0]?.uuid ?? null;
  const details = useQuery(EvaluationRunDetailsQuery, {
    variables: { uuid: selected ?? '' },
    skip: selected === null,
  });
  usePollWhile(runs.some(isRunning), runsQuery);
  const shown = details.data?.evaluationRun;
  usePollWhile(shown !== undefined && shown.uuid === selected && isRunning(shown), details);

  const select = (uuid: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(RUN_PARAM, uuid);
        return next;
      },
      { replace: true },
    );

  const loadMore = async () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await runsQuery.fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) => ({
          evaluationRuns: {
            ...fetchMoreResult.evaluationRuns,
            edges: [...previous.evaluationRuns.edges, ...fetchMoreResult.evaluationRuns.edges],
          },
        }),
      });
    } catch (error) {
      alert.error(error);
    } finally {
      setLoadingMore(false);
    }
  };

  let content: ReactNode;
  if (runsQuery.error && !connection) {
    content = <RetryAlert message={errorMessage(runsQuery.error)} onRetry={() => void runsQuery.refetch()} />;
  } else if (!connection) {
    content = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading evaluation history">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  } else if (runs.length === 0) {
    content = (
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2">
          No evaluations yet
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Add customer messages to the dataset, then press Run evaluation: each run is kept here with its
          accuracy and every reply.
        </Typography>
        {tabs ? (
          <Button component={RouterLink} to={tabs.dataset} variant="contained" sx={{ mt: 2 }}>
            Go to Dataset
          </Button>
        ) : null}
      </Card>
    );
  } else {
    let detail: ReactNode;
    if (details.error && !details.data) {
      detail = <RetryAlert message={errorMessage(details.error)} onRetry={() => void details.refetch()} />;
    } else if (!details.data) {
      detail = <Skeleton variant="rounded" height={320} aria-label="Loading evaluation results" />;
    } else {
      detail = <EvaluationRunDetails run={details.data.evaluationRun} />;
    }
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card>
          <EvaluationRunList runs={runs} selected={selected} onSelect={select} />
          {connection.pageInfo.hasNextPage ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              <Button onClick={() => void loadMore()} disabled={loadingMore}>
                {loadingMore ? 'Loading…' : 'Load more'}
              </Button>
            </Box>
          ) : null}
        </Card>
        <Box sx={{ minWidth: 0 }}>{detail}</Box>
      </Box>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      {tabs ? <EvaluationTabs current="history" hrefs={tabs} /> : null}
      {content}
    </Stack>
  );
}

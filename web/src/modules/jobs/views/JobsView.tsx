import { useMutation, useQuery } from '@apollo/client/react';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { JobStatus } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { JobCards } from '../components/JobTable/JobCards';
import { JobTable } from '../components/JobTable/JobTable';
import { JobTabs, jobTabId } from '../components/JobTabs/JobTabs';
import { JobCountsQuery, JobRetryMutation, JobsQuery } from '../graphql/jobs';
import {
  EMPTY_JOBS,
  JOB_RETRIED,
  JOBS_PAGE_SIZE,
  type JobRow,
  jobStatusFrom,
  jobsShownText,
  jobTabs,
} from '../jobList';

const PANEL_ID = 'jobs-panel';

/**
 * /ops/jobs (ops-jobs), operators only: the server's durable job queue by status with counts, and
 * "Retry now" on failed and waiting jobs. Anyone else reads the server's FORBIDDEN message.
 */
export default function JobsView() {
  const [search, setSearch] = useSearchParams();
  const status = jobStatusFrom(search.get('status'));
  const alert = useAlert();
  const [retrying, setRetrying] = useState<string | null>(null);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const counts = useQuery(JobCountsQuery, { fetchPolicy: 'cache-and-network' });
  const list = useQuery(JobsQuery, {
    variables: { status, first: JOBS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [retryJob] = useMutation(JobRetryMutation);

  const select = (next: JobStatus) => setSearch({ status: next });
  const refresh = () => void Promise.all([counts.refetch(), list.refetch()]).catch(() => undefined);

  const retry = async (job: JobRow) => {
    setRetrying(job.uuid);
    try {
      await retryJob({ variables: { uuid: job.uuid } });
      alert.success(JOB_RETRIED);
      await Promise.all([counts.refetch(), list.refetch()]);
    } catch (err) {
      alert.error(err);
    } finally {
      setRetrying(null);
    }
  };

  const failure = list.error ?? counts.error;
  const forbidden = errorCode(failure) === 'FORBIDDEN';
  const jobs = list.data?.jobs;

  let body: ReactNode;
  if (list.error && !jobs) {
    body = <RetryAlert message={errorMessage(list.error)} onRetry={refresh} sx={{ m: 2 }} />;
  } else if (!jobs || (list.loading && jobs.length === 0)) {
    body = (
      <Stack spacing={1} sx={{ p: 2 }} role="status" aria-label="Loading jobs">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={44} />
        ))}
      </Stack>
    );
  } else if (jobs.length === 0) {
    body = (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }}>
        {EMPTY_JOBS[status]}
      </Typography>
    );
  } else {
    const shown = jobsShownText(status, jobs.length, counts.data?.jobCounts[status]);
    body = (
      <>
        {phone ? (
          <JobCards status={status} jobs={jobs} retrying={retrying} onRetry={(job) => void retry(job)} />
        ) : (
          <JobTable status={status} jobs={jobs} retrying={retrying} onRetry={(job) => void retry(job)} />
        )}
        {shown ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1.5 }}>
            {shown}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Box>
          <Typography variant="h1">Background Jobs</Typography>
          <Typography color="text.secondary">
            Work the server does after a request: events delivered to their listeners and scheduled jobs.
            Failed jobs stay here until someone runs them again.
          </Typography>
        </Box>
        {forbidden ? null : (
          <Button
            variant="outlined"
            startIcon={<RefreshOutlined />}
            onClick={refresh}
            disabled={list.loading}
            sx={{ flexShrink: 0 }}
          >
            Refresh
          </Button>
        )}
      </Stack>
      {forbidden ? (
        <Alert severity="warning">{errorMessage(failure)}</Alert>
      ) : (
        <Card>
          <JobTabs
            tabs={jobTabs(counts.data?.jobCounts)}
            status={status}
            onChange={select}
            panelId={PANEL_ID}
          />
          <Box id={PANEL_ID} role="tabpanel" aria-labelledby={jobTabId(status)}>
            {body}
          </Box>
        </Card>
      )}
    </Stack>
  );
}

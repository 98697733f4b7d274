import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { attemptsText, canRetry, JOB_STATUS_LABELS, JOB_TIME_HEADINGS, jobTime } from '../../jobList';
import type { JobTableProps } from './JobTable';

/** The jobs on a phone (390 px): one card per job, the same facts and action as the table. */
export function JobCards({ status, jobs, retrying, onRetry }: JobTableProps) {
  const retryable = canRetry(status);
  return (
    <List disablePadding aria-label={`${JOB_STATUS_LABELS[status]} jobs`}>
      {jobs.map((job) => (
        <ListItem key={job.uuid} divider aria-label={job.kind} sx={{ px: 2, py: 1.5 }}>
          <Stack spacing={0.5} sx={{ width: '100%', minWidth: 0 }}>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontWeight: 600 }}
            >
              {job.kind}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Attempts {attemptsText(job)} · {JOB_TIME_HEADINGS[status]} {jobTime(job) || '—'}
            </Typography>
            {job.lastError ? (
              <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
                {job.lastError}
              </Typography>
            ) : null}
            {retryable ? (
              <Button
                size="small"
                variant="outlined"
                startIcon={<ReplayOutlined />}
                onClick={() => onRetry(job)}
                disabled={retrying !== null}
                aria-label={`Retry now ${job.kind}`}
                sx={{ alignSelf: 'flex-start', mt: 0.5 }}
              >
                {retrying === job.uuid ? 'Retrying…' : 'Retry now'}
              </Button>
            ) : null}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { JobStatus } from '../../../../generated/graphql';
import { formatDateTime } from '../../../../lib/format';
import {
  attemptsText,
  canRetry,
  JOB_STATUS_LABELS,
  JOB_TIME_HEADINGS,
  type JobRow,
  jobTime,
} from '../../jobList';

export interface JobTableProps {
  status: JobStatus;
  jobs: readonly JobRow[];
  /** The uuid of the job being retried, whose button waits. */
  retrying: string | null;
  onRetry: (job: JobRow) => void;
}

/**
 * The jobs of one status (JobCards on a phone). Where the screen is narrower than the table, it keeps
 * its columns and scrolls sideways inside a region that takes keyboard focus, so arrow keys scroll it.
 */
export function JobTable({ status, jobs, retrying, onRetry }: JobTableProps) {
  const retryable = canRetry(status);
  return (
    <Box
      role="region"
      aria-label={`${JOB_STATUS_LABELS[status]} jobs`}
      // A scrolling region takes focus, so keyboard users can scroll it (WCAG 2.1.1).
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table size="small" sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell>Kind</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>{JOB_TIME_HEADINGS[status]}</TableCell>
            <TableCell>Last error</TableCell>
            {retryable ? (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  Action
                </Box>
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => (
            <TableRow key={job.uuid} hover>
              <TableCell sx={{ maxWidth: 320 }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                  {job.kind}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  Created {formatDateTime(job.createdAt)}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{attemptsText(job)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{jobTime(job) || '—'}</TableCell>
              <TableCell sx={{ maxWidth: 360 }}>
                {job.lastError ? (
                  <Typography variant="body2" color="error" sx={{ wordBreak: 'break-word' }}>
                    {job.lastError}
                  </Typography>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    None
                  </Typography>
                )}
              </TableCell>
              {retryable ? (
                <TableCell align="right">
                  <Button
                    size="small"
                    variant="outlined"
                    startIcon={<ReplayOutlined />}
                    onClick={() => onRetry(job)}
                    disabled={retrying !== null}
                    aria-label={`Retry now ${job.kind}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {retrying === job.uuid ? 'Retrying…' : 'Retry now'}
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/*
 * The operators' Background Jobs screen as rules: the status tabs with their counts, which time a
 * row shows, which rows may run again, and what an empty tab says.
 */
import type { JobCountsQuery, JobStatus, JobsQuery } from '../../generated/graphql';
import { formatDateTime } from '../../lib/format';

export type JobRow = JobsQuery['jobs'][number];
export type JobCounts = JobCountsQuery['jobCounts'];

/** How many jobs of one status the screen lists (the newest changes first). */
export const JOBS_PAGE_SIZE = 50;

/** The tabs in order: what needs a look first. */
export const JOB_STATUSES: readonly JobStatus[] = ['failed', 'pending', 'running', 'done'];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  failed: 'Failed',
  pending: 'Pending',
  running: 'Running',
  done: 'Done',
};

/** The status of ?status=, Failed when missing or unknown. */
export function jobStatusFrom(value: string | null | undefined): JobStatus {
  return JOB_STATUSES.find((status) => status === value) ?? 'failed';
}

export interface JobTab {
  status: JobStatus;
  label: string;
  /** null until the counts have loaded. */
  count: number | null;
}

export function jobTabs(counts: JobCounts | undefined): JobTab[] {
  return JOB_STATUSES.map((status) => ({
    status,
    label: JOB_STATUS_LABELS[status],
    count: counts ? counts[status] : null,
  }));
}

/** The time column's heading for a tab: when a waiting job runs next, when a running one started, when a finished one ended. */
export const JOB_TIME_HEADINGS: Record<JobStatus, string> = {
  pending: 'Next run',
  running: 'Started',
  done: 'Finished',
  failed: 'Finished',
};

/** The row's time in Manila ('2026-01-02 12:30 am'); '' when the job has none. */
export function jobTime(job: JobRow): string {
  if (job.status === 'pending') return formatDateTime(job.runAt);
  if (job.status === 'running') return formatDateTime(job.updatedAt);
  return formatDateTime(job.finishedAt);
}

/** "2 / 5": the tries so far of the most allowed. */
export const attemptsText = (job: Pick<JobRow, 'attempts' | 'maxAttempts'>): string =>
  `${job.attempts} / ${job.maxAttempts}`;

/** Failed jobs (the dead letter) and waiting ones can be run again now; running and done ones cannot. */
export const canRetry = (status: JobStatus): boolean => status === 'failed' || status === 'pending';

/** "The newest 50 of 90 done jobs", when the tab has more than the list shows; null otherwise. */
export function jobsShownText(
  status: JobStatus,
  shown: number,
  total: number | null | undefined,
): string | null {
  if (total === null || total === undefined || total <= shown) return null;
  return `The newest ${shown} of ${total} ${JOB_STATUS_LABELS[status].toLowerCase()} jobs`;
}

export const JOB_RETRIED = 'Job queued to run again now';

export const EMPTY_JOBS: Record<JobStatus, string> = {
  failed: 'No failed jobs — everything was delivered',
  pending: 'No jobs waiting to run',
  running: 'No jobs running right now',
  done: 'No jobs finished in the last week',
};

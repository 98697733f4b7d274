import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import type { JobStatus } from '../../../generated/graphql';
import { schemaChecked } from '../../../lib/testing/schema';
import { JobCountsQuery, JobsQuery } from '../graphql/jobs';
import { JOBS_PAGE_SIZE, type JobCounts, type JobRow } from '../jobList';

/* Background-job mocks, each checked against the server's printed schema. */

export const FORBIDDEN_JOBS = 'Only operators can see background jobs';

export function job(j: Partial<JobRow> & { uuid: string; kind: string; status: JobStatus }) {
  return {
    __typename: 'Job' as const,
    attempts: 0,
    maxAttempts: 5,
    runAt: '2026-01-05T02:00:00.000Z',
    lastError: null,
    createdAt: '2026-01-05T01:00:00.000Z',
    updatedAt: '2026-01-05T02:00:00.000Z',
    finishedAt: null,
    ...j,
  };
}

export function countsMock(counts: JobCounts, options: { reusable?: boolean } = {}): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: JobCountsQuery },
    result: { data: { jobCounts: { __typename: 'JobCounts', ...counts } } },
    ...(options.reusable ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  });
}

export function jobsMock(
  status: JobStatus,
  rows: ReturnType<typeof job>[],
  options: { reusable?: boolean } = {},
): MockLink.MockedResponse {
  return schemaChecked({
    request: { query: JobsQuery, variables: { status, first: JOBS_PAGE_SIZE } },
    result: { data: { jobs: rows } },
    ...(options.reusable ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  });
}

const forbidden = () => ({
  errors: [new GraphQLError(FORBIDDEN_JOBS, { extensions: { code: 'FORBIDDEN' } })],
});

/** What the server answers someone who is not an operator; `onCounts` hears each jobCounts asked. */
export function forbiddenMocks(
  status: JobStatus = 'failed',
  onCounts: () => void = () => undefined,
): MockLink.MockedResponse[] {
  return [
    schemaChecked({
      request: { query: JobCountsQuery },
      result: () => {
        onCounts();
        return forbidden();
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    }),
    schemaChecked({
      request: { query: JobsQuery, variables: { status, first: JOBS_PAGE_SIZE } },
      result: forbidden(),
      maxUsageCount: Number.POSITIVE_INFINITY,
    }),
  ];
}

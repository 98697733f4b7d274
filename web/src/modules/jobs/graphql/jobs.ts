import { graphql } from '../../../generated';

/** How many jobs each status has (operators only: FORBIDDEN for everyone else). */
export const JobCountsQuery = graphql(`
  query JobCounts {
    jobCounts {
      pending
      running
      done
      failed
    }
  }
`);

/** The jobs of one status, latest change first (operators only). */
export const JobsQuery = graphql(`
  query Jobs($status: JobStatus!, $first: Int) {
    jobs(status: $status, first: $first) {
      uuid
      kind
      status
      attempts
      maxAttempts
      runAt
      lastError
      createdAt
      updatedAt
      finishedAt
    }
  }
`);

/** Runs a failed or waiting job again now, its attempts counted afresh (operators only). */
export const JobRetryMutation = graphql(`
  mutation JobRetry($uuid: ID!) {
    jobRetry(uuid: $uuid) {
      uuid
      status
      attempts
      runAt
      finishedAt
      lastError
    }
  }
`);

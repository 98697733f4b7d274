import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../generated';
import { MAX_PHOTO_BYTES } from '../upload';

/** The store's plan's file size limit (document 3 §3 EnterprisePlan.fileSizeLimit, in MB). */
export const PlanFileSizeQuery = graphql(`
  query PlanFileSize($appUuid: ID!) {
    currentAppEnterprisePlan(appUuid: $appUuid) {
      id
      enterprisePlan {
        uuid
        fileSizeLimit
      }
    }
  }
`);

/** The largest any plan takes, for a plan without a file size limit (the server reads no more). */
const LARGEST_FILE_BYTES = 25_000_000;

/**
 * The largest photo the store's plan takes, in bytes: the browser checks against it before uploading
 * (the server checks again and names the plan that lifts it). 5MB until the plan is known.
 */
export function usePlanFileSize(appUuid: string): number {
  const { data } = useQuery(PlanFileSizeQuery, { variables: { appUuid }, skip: !appUuid });
  const plan = data?.currentAppEnterprisePlan.enterprisePlan;
  if (!plan) return MAX_PHOTO_BYTES;
  return plan.fileSizeLimit === null ? LARGEST_FILE_BYTES : plan.fileSizeLimit * 1_000_000;
}

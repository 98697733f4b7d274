import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { JobCountsQuery } from '../graphql/jobs';

/**
 * Whether the signed-in user is an operator (may open Background Jobs). The server decides: the
 * first time `asked` turns true for a user (the user drawer opens), `jobCounts` is tried once; an
 * answer means yes, FORBIDDEN (or any failure) means no. Nobody else pays for the request.
 */
export function useOperatorAccess(userUuid: string | null, asked: boolean): boolean {
  const [askedFor, setAskedFor] = useState<string | null>(null);
  if (asked && userUuid !== null && askedFor !== userUuid) setAskedFor(userUuid);
  const current = userUuid !== null && askedFor === userUuid;
  const { data } = useQuery(JobCountsQuery, { skip: !current, fetchPolicy: 'cache-first' });
  return current && data !== undefined;
}

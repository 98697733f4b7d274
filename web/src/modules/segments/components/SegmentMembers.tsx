import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDate } from '../../../lib/format';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { SegmentMembersQuery } from '../graphql/segments';
import { customersLabel } from '../segmentRules';

const PAGE = 20;

/** A saved segment's customers now, latest activity first, a page at a time. */
export function SegmentMembers({ appUuid, uuid }: { appUuid: string; uuid: string }) {
  const pages = useKeysetPages(PAGE);
  const { data, loading, error, refetch } = useQuery(SegmentMembersQuery, {
    variables: { appUuid, uuid, first: pages.size, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.customerSegment.customers;
  const members = (connection?.edges ?? []).map((e) => e.node);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="segment-members-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Typography id="segment-members-title" variant="subtitle1" component="h3">
          Customers in this segment
          {connection && ` · ${customersLabel(connection.totalCount, connection.totalCountCapped)}`}
        </Typography>
        {error && !connection ? (
          <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : loading && !connection ? (
          <Typography role="status">Loading customers…</Typography>
        ) : members.length === 0 ? (
          <Typography color="text.secondary">No customer is in this segment now.</Typography>
        ) : (
          <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} spacing={0.5}>
            {members.map((c) => (
              <Stack
                component="li"
                key={c.uuid}
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between' }}
              >
                <Typography variant="body2">{c.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.mobileNumber ? `0${c.mobileNumber} · ` : ''}active {formatDate(c.lastActiveAt)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
        {(pages.hasPrevious || connection?.pageInfo.hasNextPage) && (
          <Stack direction="row" spacing={1}>
            <Button onClick={pages.previous} disabled={!pages.hasPrevious}>
              Previous
            </Button>
            <Button
              onClick={() => pages.next(connection?.pageInfo.endCursor)}
              disabled={!connection?.pageInfo.hasNextPage}
            >
              Next
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

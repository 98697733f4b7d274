import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BroadcastRecipientStatus } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDateTime } from '../../../lib/format';
import { RECIPIENT_FILTERS } from '../broadcastRules';
import { BroadcastRecipientsQuery } from '../graphql/broadcasts';

export const RECIPIENTS_PAGE = 20;

type Filter = BroadcastRecipientStatus | 'ALL';

/** Who it went to, a page at a time (keyset), by status, with when it was sent, delivered and read. */
export function RecipientList({
  appUuid,
  uuid,
  pollInterval,
}: {
  appUuid: string;
  uuid: string;
  pollInterval: number;
}) {
  const [filter, setFilter] = useState<Filter>('ALL');
  /** The cursors of the pages opened so far: the last one is shown (null: the first page). */
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const after = cursors[cursors.length - 1] ?? null;
  const { data, previousData, loading, error, refetch } = useQuery(BroadcastRecipientsQuery, {
    variables: {
      appUuid,
      uuid,
      first: RECIPIENTS_PAGE,
      after,
      status: filter === 'ALL' ? null : filter,
    },
    pollInterval,
    // Broadcast is not kept by uuid in the cache: written there, this page would replace the
    // broadcast the results read (the same field, broadcast(appUuid, uuid)), and each would refetch.
    fetchPolicy: 'no-cache',
    notifyOnNetworkStatusChange: false,
  });
  const connection = (data ?? previousData)?.broadcast.recipients;
  const edges = connection?.edges ?? [];
  const page = cursors.length;

  let body: React.ReactNode;
  if (error && !connection)
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!connection) body = <Typography role="status">Loading recipients…</Typography>;
  else if (edges.length === 0)
    body = (
      <Typography color="text.secondary">
        {filter === 'ALL' ? 'Nobody yet.' : 'Nobody with this status.'}
      </Typography>
    );
  else
    body = (
      <Stack component="ul" spacing={1} aria-label="Recipients" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {edges.map(({ node: r }) => {
          const name = r.name ?? 'Customer without a name';
          const times = [
            r.sentAt && `Sent ${formatDateTime(r.sentAt)}`,
            r.deliveredAt && `Delivered ${formatDateTime(r.deliveredAt)}`,
            r.readAt && `Read ${formatDateTime(r.readAt)}`,
          ].filter(Boolean);
          return (
            <Paper component="li" variant="outlined" key={r.uuid} aria-label={name} sx={{ p: 1.5 }}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
                <Typography color={r.status === 'FAILED' ? 'error' : 'text.secondary'}>
                  {r.statusLabel}
                  {r.readAt ? ' · Read' : r.deliveredAt ? ' · Delivered' : ''}
                  {r.viaMarketingMessage ? ' · Marketing message' : ''}
                </Typography>
              </Stack>
              {times.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  {times.join(' · ')}
                </Typography>
              )}
              {r.error && (
                <Typography variant="body2" color="error">
                  Not sent: {r.error}
                </Typography>
              )}
            </Paper>
          );
        })}
      </Stack>
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="broadcast-recipients-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Typography id="broadcast-recipients-title" variant="subtitle1" component="h2">
            Recipients
          </Typography>
          <TextField
            select
            size="small"
            label="Show"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setCursors([null]);
            }}
            sx={{ minWidth: 180 }}
          >
            {RECIPIENT_FILTERS.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {f.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {body}
        {(page > 1 || connection?.pageInfo.hasNextPage) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button disabled={page <= 1 || loading} onClick={() => setCursors((c) => c.slice(0, -1))}>
              Previous page
            </Button>
            <Typography variant="body2" color="text.secondary">
              Page {page}
            </Typography>
            <Button
              disabled={!connection?.pageInfo.hasNextPage || loading}
              onClick={() => setCursors((c) => [...c, connection?.pageInfo.endCursor ?? null])}
            >
              Next page
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

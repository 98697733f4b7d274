import { useApolloClient, useQuery } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDate } from '../../../lib/format';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { downloadCsv } from '../../analytics/csv';
import { useKeysetPages } from '../../catalog/hooks/useKeysetPages';
import { SegmentExportCsvQuery, SegmentMembersQuery } from '../graphql/segments';
import { customersLabel } from '../segmentRules';

const PAGE = 20;

/** A saved segment's customers now, latest activity first, a page at a time; Export CSV downloads them all. */
export function SegmentMembers({ appUuid, uuid, name }: { appUuid: string; uuid: string; name: string }) {
  const pages = useKeysetPages(PAGE);
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { data } = await client.query({
        query: SegmentExportCsvQuery,
        variables: { appUuid, uuid },
        fetchPolicy: 'network-only',
      });
      if (data) downloadCsv(`${name.replace(/[^\w-]+/g, '-')}-customers.csv`, data.customerSegmentExportCsv);
    } catch (err) {
      setExportError(errorMessage(err));
    } finally {
      setExporting(false);
    }
  };
  const { data, loading, error, refetch } = useQuery(SegmentMembersQuery, {
    variables: { appUuid, uuid, first: pages.size, after: pages.after },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.customerSegment.customers;
  const members = (connection?.edges ?? []).map((e) => e.node);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="segment-members-title" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="segment-members-title" variant="subtitle1" component="h3">
            Customers in this segment
            {connection && ` · ${customersLabel(connection.totalCount, connection.totalCountCapped)}`}
          </Typography>
          <Button
            startIcon={<DownloadOutlined />}
            onClick={() => void exportCsv()}
            disabled={exporting || members.length === 0}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </Button>
        </Stack>
        {exportError && <FormAlert message={exportError} />}
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

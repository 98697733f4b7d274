import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import type { SegmentFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDate } from '../../../lib/format';
import { FormAlert } from '../../../lib/forms/FormAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { useManagerAccess } from '../../apps/hooks/useManagerAccess';
import { SegmentEditor } from '../components/SegmentEditor';
import { SegmentMembers } from '../components/SegmentMembers';
import { CustomerSegmentsQuery, SegmentDeleteMutation } from '../graphql/segments';
import { describeRule } from '../segmentRules';

const NEW = 'new';

/**
 * Customer segments (document 2 §2.3 customer-segment): the store's saved segments; ?segment=new or a
 * segment's uuid opens its editor, with the count and sample live as the rules change, and its customers.
 */
export default function SegmentsView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const [params, setParams] = useSearchParams();
  // Owners and admins change segments (the server refuses anyone else); other members look.
  const { readOnly } = useManagerAccess(appUuid);
  const open = params.get('segment');
  const [deleting, setDeleting] = useState<SegmentFieldsFragment | null>(null);
  const alert = useAlert();
  const { data, loading, error, refetch } = useQuery(CustomerSegmentsQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removing] = useMutation(SegmentDeleteMutation, {
    refetchQueries: [{ query: CustomerSegmentsQuery, variables: { appUuid } }],
  });
  const segments = data?.customerSegments ?? [];
  const editing = open && open !== NEW ? (segments.find((s) => s.uuid === open) ?? null) : null;
  const show = (segment: string | null) => setParams(segment ? { segment } : {}, { replace: false });

  const list = (
    <Stack component="ul" spacing={1} aria-label="Segments" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {segments.map((s) => (
        <Paper component="li" variant="outlined" key={s.uuid} aria-label={s.name} sx={{ p: 1.5 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3">
                {s.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.rules.length === 0 ? 'Every customer' : s.rules.map(describeRule).join(' · ')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                Updated {formatDate(s.updatedAt)}
              </Typography>
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button onClick={() => show(s.uuid)} aria-label={`Open ${s.name}`}>
                Open
              </Button>
              {readOnly ? null : (
                <Button color="error" onClick={() => setDeleting(s)} aria-label={`Delete ${s.name}`}>
                  Delete
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );

  let body: React.ReactNode;
  if (error && !data) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading && !data) body = <Typography role="status">Loading segments…</Typography>;
  else if (open === NEW || editing)
    body = (
      <Stack spacing={2}>
        <SegmentEditor
          key={editing?.uuid ?? NEW}
          appUuid={appUuid}
          segment={editing}
          readOnly={readOnly}
          onSaved={(saved) => show(saved.uuid)}
          onCancel={() => show(null)}
        />
        {editing && <SegmentMembers appUuid={appUuid} uuid={editing.uuid} name={editing.name} />}
      </Stack>
    );
  else if (open) body = <FormAlert message="This segment was deleted or never existed." />;
  else if (segments.length === 0)
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography>No customer segments yet.</Typography>
        <Typography color="text.secondary">
          A segment is a group of customers by what they did: who ordered lately, who spent the most, who
          bought a product, who wrote to your page. Use it to reach the right customers with a broadcast.
        </Typography>
        {readOnly ? (
          <Typography color="text.secondary">The store's owner or an admin can create one.</Typography>
        ) : (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => show(NEW)}>
            Create your first segment
          </Button>
        )}
      </Stack>
    );
  else body = list;

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">{info?.title ?? 'Customer Segment'}</Typography>
        {open ? (
          <Button onClick={() => show(null)}>All segments</Button>
        ) : (
          segments.length > 0 &&
          !readOnly && (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => show(NEW)}>
              New segment
            </Button>
          )
        )}
      </Stack>
      {body}
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        message="The segment goes; its customers and their orders stay."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={removing.loading}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove({ variables: { appUuid, uuid: deleting.uuid } });
            setDeleting(null);
          } catch (err) {
            alert.error(errorMessage(err));
          }
        }}
      />
    </Stack>
  );
}

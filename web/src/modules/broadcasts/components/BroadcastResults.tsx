import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { BroadcastFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { audienceOf, resultFigures, sendProgress } from '../broadcastRules';
import { BroadcastQuery, BroadcastStopMutation, BroadcastsQuery } from '../graphql/broadcasts';
import { PhonePreview } from './PhonePreview';
import { RecipientList } from './RecipientList';

export interface BroadcastResultsProps {
  appUuid: string;
  broadcast: BroadcastFieldsFragment;
  /** How often the broadcast is read again (0: not). */
  pollInterval: number;
}

/** A sent, sending or stopped broadcast: how far it is, the figures, the message as sent and who got it. */
export function BroadcastResults({ appUuid, broadcast: b, pollInterval }: BroadcastResultsProps) {
  const [stopping, setStopping] = useState(false);
  const alert = useAlert();
  const [stop, stopped] = useMutation(BroadcastStopMutation, {
    refetchQueries: [
      { query: BroadcastsQuery, variables: { appUuid } },
      { query: BroadcastQuery, variables: { appUuid, uuid: b.uuid } },
    ],
  });
  const sending = b.status === 'SENDING';
  const progress = sendProgress(b);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" aria-labelledby="broadcast-status-title" sx={{ p: 2 }}>
        <Stack spacing={1.5}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id="broadcast-status-title" variant="h6" component="h2">
                {b.name}
              </Typography>
              <Chip
                label={b.statusLabel}
                color={sending ? 'info' : b.status === 'SENT' ? 'success' : 'default'}
                size="small"
              />
            </Stack>
            {sending && (
              <Button color="error" variant="outlined" onClick={() => setStopping(true)}>
                Stop sending
              </Button>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            To {audienceOf(b)}
            {b.startedAt ? ` · started ${formatDateTime(b.startedAt)}` : ''}
            {b.finishedAt
              ? ` · ${b.status === 'CANCELLED' ? 'stopped' : 'finished'} ${formatDateTime(b.finishedAt)}`
              : ''}
          </Typography>
          {sending && (
            <Stack spacing={0.5}>
              <LinearProgress variant="determinate" value={progress} aria-label="Sending progress" />
              <Typography variant="body2" role="status">
                Sending: {progress}% of {b.queuedCount.toLocaleString('en-PH')} done
              </Typography>
            </Stack>
          )}
          {b.pausedReason && <Alert severity="warning">Paused: {b.pausedReason}</Alert>}
          <Stack
            component="ul"
            aria-label="Results"
            sx={{
              m: 0,
              p: 0,
              listStyle: 'none',
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {resultFigures(b).map((f) => (
              <Paper
                component="li"
                variant="outlined"
                key={f.label}
                aria-label={`${f.label}: ${f.value}`}
                sx={{ p: 1.5 }}
              >
                <Typography variant="body2" color="text.secondary">
                  {f.label}
                </Typography>
                <Typography variant="h6" component="p">
                  {f.value}
                </Typography>
                {f.note && (
                  <Typography variant="caption" color="text.secondary">
                    {f.note}
                  </Typography>
                )}
              </Paper>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Stack sx={{ flex: 3, minWidth: 0 }}>
          <RecipientList appUuid={appUuid} uuid={b.uuid} pollInterval={pollInterval} />
        </Stack>
        <Stack sx={{ flex: 2, minWidth: 0 }}>
          <PhonePreview
            id="broadcast-sent-title"
            title="The message as sent"
            message={b.message}
            imageUrl={b.imageUrl}
            buttons={b.buttons}
          />
        </Stack>
      </Stack>
      <ConfirmDialog
        open={stopping}
        title="Stop sending?"
        message="Customers who have not got it yet are not messaged; those who got it keep it."
        confirmLabel="Stop sending"
        busyLabel="Stopping…"
        busy={stopped.loading}
        onCancel={() => setStopping(false)}
        onConfirm={async () => {
          try {
            await stop({ variables: { appUuid, uuid: b.uuid } });
            setStopping(false);
          } catch (err) {
            setStopping(false);
            alert.error(errorMessage(err));
          }
        }}
      />
    </Stack>
  );
}

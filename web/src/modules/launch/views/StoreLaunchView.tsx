import { useMutation, useQuery } from '@apollo/client/react';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { formatDate } from '../../../lib/format';
import { useAlert } from '../../../shell/alert/AlertContext';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { StoreLaunchAnnounceMutation, StoreLaunchAudienceQuery } from '../graphql/launch';

export const ANNOUNCEMENT_MAX = 640;

const customers = (n: number) => `${n} ${n === 1 ? 'customer' : 'customers'}`;

/** ecommerce-store-launch: announce the launch on Messenger to customers within the 24-hour window. */
export default function StoreLaunchView() {
  const info = useScreenInfo();
  const current = useCurrentApp();
  const alert = useAlert();
  const appUuid = current?.appUUID ?? '';
  const name = current?.app?.name ?? 'our store';
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(StoreLaunchAudienceQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [announce, { data: answered, loading: sending }] = useMutation(StoreLaunchAnnounceMutation);
  const fromQuery = data?.storeLaunchAudience;
  const audience = fromQuery?.announcement ? fromQuery : (answered?.storeLaunchAnnounce ?? fromQuery);
  const done = audience?.announcement;
  // The sends leave after the answer (the outbox): look again until every customer is accounted for.
  const pending = done ? done.sent + done.failed < done.reachable : false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void refetch(), 2000);
    return () => clearInterval(timer);
  }, [pending, refetch]);
  const text = message ?? `We are now open! Tap the menu below to visit ${name} and order.`;
  const launched = Boolean(current?.app?.launchedAt);

  const send = async () => {
    setProblem(null);
    try {
      await announce({ variables: { input: { appUuid, message: text } } });
      alert.success('Launch announcement sent');
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.message) setProblem(fields.message);
      else alert.error(err);
    }
  };

  let body: ReactNode;
  if (!audience && error) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (!audience || !current?.app)
    body = <Skeleton variant="rounded" height={220} aria-label="Loading customers" />;
  else if (audience.announcement)
    body = (
      <Alert severity="success">
        Announced on {formatDate(audience.announcement.createdAt)}:{' '}
        {pending
          ? `sending to ${customers(audience.announcement.reachable)}…`
          : `sent to ${customers(audience.announcement.sent)}`}
        {audience.announcement.failed ? `; Messenger refused ${customers(audience.announcement.failed)}` : ''}
        .<Typography sx={{ mt: 1, whiteSpace: 'pre-line' }}>{audience.announcement.message}</Typography>
      </Alert>
    );
  else
    body = (
      <Stack spacing={2}>
        <Typography>
          <strong>{customers(audience.reachable)}</strong> messaged your page in the last 24 hours and will
          get this message. {customers(audience.outsideWindow)} wrote earlier: Messenger allows a promotional
          message only within 24 hours of a customer's last message, so they will not get it.
        </Typography>
        {launched ? null : <Alert severity="info">Launch your store first; then announce it here.</Alert>}
        <TextField
          label="Message"
          multiline
          minRows={3}
          value={text}
          onChange={(event) => setMessage(event.target.value)}
          error={problem !== null}
          helperText={problem ?? `${text.trim().length}/${ANNOUNCEMENT_MAX}`}
          disabled={!launched || sending}
        />
        <Box>
          <Button
            variant="contained"
            startIcon={<CampaignOutlined />}
            onClick={() => void send()}
            disabled={!launched || sending || audience.reachable === 0}
          >
            {sending ? 'Sending…' : `Send to ${customers(audience.reachable)}`}
          </Button>
        </Box>
      </Stack>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Store Launch'}</Typography>
        <Typography color="text.secondary">
          Tell your Messenger customers that your store is open. It is sent once.
        </Typography>
      </Box>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>{body}</Card>
    </Stack>
  );
}

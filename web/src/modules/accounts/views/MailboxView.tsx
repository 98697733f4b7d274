import { useQuery } from '@apollo/client/react';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/errors';
import { MailList } from '../components/MailList/MailList';
import { MailOutboxQuery } from '../graphql/mailbox';

/** How many of the newest mails the page shows. */
export const MAILBOX_SIZE = 50;

/**
 * /dev/mailbox — the developer mailbox (demo mode only): the embedded outbox, newest first, so
 * every emailed link can be followed without a mail server.
 */
export default function MailboxView() {
  const { data, loading, error, refetch } = useQuery(MailOutboxQuery, {
    variables: { first: MAILBOX_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const mails = data?.mailOutbox ?? [];

  return (
    <Stack spacing={3} sx={{ maxWidth: 840, mx: 'auto', width: '100%', py: { xs: 0, sm: 1 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h1">Mailbox</Typography>
        <Button
          variant="outlined"
          startIcon={<RefreshOutlined />}
          onClick={() => void refetch()}
          disabled={loading}
        >
          Refresh
        </Button>
      </Stack>
      <Alert severity="info">
        Developer mailbox: mail is kept here because no SMTP server is configured.
      </Alert>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      {loading && !data ? (
        <Stack spacing={2} role="status" aria-label="Loading mail">
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      ) : null}
      {data && mails.length === 0 ? (
        <Typography color="text.secondary">
          No mail yet. Sign up, ask for a password reset or invite a teammate, and the mail shows up here.
        </Typography>
      ) : null}
      {mails.length > 0 ? <MailList mails={mails} origin={window.location.origin} /> : null}
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { CopyField } from '../../../lib/forms/CopyField';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { QrCode } from '../components/QrCode';
import { MessengerInviteUrlQuery } from '../graphql/invite';
import { downloadSvg, qrSvg } from '../qr';

/**
 * Invite Subscribers (document 2 §2.3 invite-subscriber): the link and QR code that open a
 * conversation with the store's page in Messenger; whoever writes becomes a customer the store may
 * message within 24 hours of their last message.
 */
export default function InviteSubscriberView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const { data, loading, error, refetch } = useQuery(MessengerInviteUrlQuery, {
    variables: { appUuid },
    skip: appUuid === '',
  });
  const link = data?.messengerInviteUrl ?? null;

  let body: React.ReactNode;
  if (error && !data) body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  else if (loading || !data)
    body = <Skeleton variant="rounded" height={320} aria-busy="true" aria-label="Loading the link" />;
  else if (!link)
    body = (
      <Alert
        severity="info"
        action={
          route && (
            <Button component={RouterLink} to={route.url('facebook-page-subscription')} color="inherit">
              Connect page
            </Button>
          )
        }
      >
        Connect your Facebook page first: the invitation opens a conversation with it.
      </Alert>
    );
  else
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'flex-start' } }}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <QrCode text={link} label="QR code of the invitation link" />
            <Button
              startIcon={<DownloadOutlined />}
              onClick={() => downloadSvg('messenger-invite-qr.svg', qrSvg(link))}
            >
              Download QR code
            </Button>
          </Stack>
          <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
            <CopyField label="Invitation link" value={link} />
            <Button href={link} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
              Open in Messenger
            </Button>
            <Typography color="text.secondary">
              Put the QR code on your counter, packaging or flyers, and the link on your posts and bio. A
              customer who opens it starts a conversation with your page; once they write, they are in your
              inbox and customer list, and you may message them within 24 hours of their last message.
            </Typography>
          </Stack>
        </Stack>
      </Paper>
    );

  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">{info?.title ?? 'Invite Subscribers'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Invite customers to message your store in Messenger.
        </Typography>
      </div>
      {body}
    </Stack>
  );
}

import FacebookOutlined from '@mui/icons-material/FacebookOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCurrentApp } from '../../../shell/CurrentApp';
import { NotificationManagerTabs } from '../components/NotificationManagerTabs/NotificationManagerTabs';
import { useManagerTabs } from '../hooks/useManagerTabs';

/**
 * notifications/fb-messenger: Messenger recipients are the page's admins who opt in from Messenger.
 * The server does not list them yet, so this tab explains the channel and shows no list (no fake data).
 */
export default function NotificationMessengerView() {
  const tabs = useManagerTabs();
  const page = useCurrentApp()?.app?.activePage ?? null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {tabs ? <NotificationManagerTabs current="fb-messenger" hrefs={tabs} /> : null}
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <FacebookOutlined sx={{ color: 'primary.main', fontSize: 32, mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h2">
              Messenger recipients
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Admins of this store's Facebook Page can get its notifications as Messenger messages. They opt
              in themselves from Messenger, and are listed here once the page inbox is connected.
            </Typography>
            <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
              {page ? `Facebook Page: ${page.name}` : 'No Facebook Page is connected to this store yet.'}
            </Typography>
          </Box>
        </Stack>
      </Card>
      <Alert severity="info">
        Messenger recipients cannot be listed yet: the page inbox connection that records who opted in is not
        available on this server, so nobody receives notifications through Messenger for now. Email recipients
        work today.
      </Alert>
    </Stack>
  );
}

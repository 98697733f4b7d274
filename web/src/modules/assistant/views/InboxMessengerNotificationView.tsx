import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { MessengerRecipientsPanel } from '../../notifications/views/MessengerRecipientsPanel';

function urlOrNull(build: () => string): string | null {
  try {
    return build();
  } catch {
    return null;
  }
}

/** inbox-manager-messenger-notification: the page admins who get the store's notifications in Messenger. */
export default function InboxMessengerNotificationView() {
  const info = useScreenInfo();
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const invite = route ? urlOrNull(() => route.url('inbox-manager-invite')) : null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-end' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography variant="h1">{info?.title ?? 'Messenger Notification'}</Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            New orders, unhappy customers and billing notices, sent to your page admins in Messenger.
          </Typography>
        </Box>
        {invite ? (
          <Button component={RouterLink} to={invite} variant="outlined" sx={{ flexShrink: 0 }}>
            Invite page admins
          </Button>
        ) : null}
      </Stack>
      <MessengerRecipientsPanel appUuid={appUuid} />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { MessengerOptInPanel } from '../../notifications/views/MessengerOptInPanel';

/** inbox-manager-invite: the opt-in link page admins open to get the store's notifications in Messenger. */
export default function InboxInviteView() {
  const info = useScreenInfo();
  const appUuid = useAppRoute()?.appUUID ?? '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Box>
        <Typography variant="h1">{info?.title ?? 'Invite'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Let the admins of your Facebook Page hear about new orders and unhappy customers in Messenger.
        </Typography>
      </Box>
      <MessengerOptInPanel appUuid={appUuid} />
    </Stack>
  );
}

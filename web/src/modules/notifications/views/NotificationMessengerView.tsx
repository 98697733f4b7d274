import Stack from '@mui/material/Stack';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { NotificationManagerTabs } from '../components/NotificationManagerTabs/NotificationManagerTabs';
import { useManagerTabs } from '../hooks/useManagerTabs';
import { MessengerOptInPanel } from './MessengerOptInPanel';
import { MessengerRecipientsPanel } from './MessengerRecipientsPanel';
import { MessengerTemplatesPanel } from './MessengerTemplatesPanel';

/**
 * notifications/fb-messenger: the page admins who opted in to get the store's notifications in
 * Messenger (and whether they are reached), the opt-in link to share with the others, and the page's
 * utility templates (what still goes out after 24 hours).
 */
export default function NotificationMessengerView() {
  const tabs = useManagerTabs();
  const appUuid = useAppRoute()?.appUUID ?? '';
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {tabs ? <NotificationManagerTabs current="fb-messenger" hrefs={tabs} /> : null}
      <MessengerRecipientsPanel appUuid={appUuid} />
      <MessengerOptInPanel appUuid={appUuid} />
      <MessengerTemplatesPanel appUuid={appUuid} />
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type NotificationManagerTab = 'email' | 'fb-messenger';

export interface NotificationManagerTabsProps {
  current: NotificationManagerTab;
  /** The URL of each tab. */
  hrefs: Readonly<Record<NotificationManagerTab, string>>;
}

/** The Notification Manager's heading and its Email / FB Messenger tabs (links to their routes). */
export function NotificationManagerTabs({ current, hrefs }: NotificationManagerTabsProps) {
  return (
    <Box>
      <Typography variant="h1">Notification Manager</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Who hears about new orders, unhappy customers and billing notices of this store, besides this console.
      </Typography>
      <Tabs
        value={current}
        aria-label="Notification channels"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="email" label="Email" component={RouterLink} to={hrefs.email} />
        <Tab value="fb-messenger" label="FB Messenger" component={RouterLink} to={hrefs['fb-messenger']} />
      </Tabs>
    </Box>
  );
}

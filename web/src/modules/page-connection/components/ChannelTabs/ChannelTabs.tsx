import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export type Channel = 'facebook' | 'miniprogram' | 'viber' | 'instagram';

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = {
  facebook: 'Facebook Page',
  miniprogram: 'Mini Program',
  viber: 'Viber',
  instagram: 'Instagram',
};

export interface ChannelTabsProps {
  current: Channel;
  /** Each channel's URL; without them (a bundle with only the Facebook page) no tabs are shown. */
  hrefs: Readonly<Record<Channel, string>> | null;
}

/** The Connect/Disconnect heading and its channel tabs (links to their routes). */
export function ChannelTabs({ current, hrefs }: ChannelTabsProps) {
  return (
    <Box>
      <Typography variant="h1">Connect/Disconnect</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        The channels your store sells through. Customers' messages reach your inbox from the channel you
        connect.
      </Typography>
      {hrefs ? (
        <Tabs
          value={current}
          aria-label="Channels"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {(Object.keys(CHANNEL_LABELS) as Channel[]).map((c) => (
            <Tab key={c} value={c} label={CHANNEL_LABELS[c]} component={RouterLink} to={hrefs[c]} />
          ))}
        </Tabs>
      ) : null}
    </Box>
  );
}

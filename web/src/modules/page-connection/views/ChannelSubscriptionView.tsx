import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { type Channel, ChannelTabs } from '../components/ChannelTabs/ChannelTabs';
import { useChannelHrefs } from '../hooks';

/** What each channel other than the Facebook page offers today, in plain words. */
const CHANNELS: Readonly<Record<Exclude<Channel, 'facebook'>, { title: string; body: string[] }>> = {
  miniprogram: {
    title: 'Mini Program',
    body: [
      'Your in-app store already opens inside Messenger from your Facebook page: connect the page on the Facebook Page tab and customers reach the store from its menu and your replies.',
      'A separate mini program listing (a store inside a super-app) is not available in Suki.',
    ],
  },
  viber: {
    title: 'Viber',
    body: [
      'Connecting a Viber bot is not available in Suki. Customers on Viber cannot message your store here.',
      'You can share your store link in Viber chats; orders placed through it appear in your orders as usual.',
    ],
  },
  instagram: {
    title: 'Instagram',
    body: [
      'Connecting an Instagram professional account is not available in Suki. Instagram direct messages do not reach your inbox.',
      'You can put your store link in your Instagram bio; orders placed through it appear in your orders as usual.',
    ],
  },
};

const channelOf = (path: string): Exclude<Channel, 'facebook'> =>
  path.endsWith('/viber') ? 'viber' : path.endsWith('/instagram') ? 'instagram' : 'miniprogram';

/** settings/page-subscription/{miniprogram,viber,instagram}: what the channel offers and what it does not. */
export default function ChannelSubscriptionView() {
  const channel = channelOf(useLocation().pathname);
  const hrefs = useChannelHrefs();
  const info = CHANNELS[channel];
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ChannelTabs current={channel} hrefs={hrefs} />
      <Card variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {info.title}
        </Typography>
        {info.body.map((line) => (
          <Typography key={line} sx={{ mt: 1 }}>
            {line}
          </Typography>
        ))}
        <Alert severity="info" sx={{ mt: 2 }}>
          Your Facebook page is the channel Suki connects: it carries Messenger conversations, comments and
          the in-app store.
        </Alert>
      </Card>
    </Stack>
  );
}

import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { canManageApp } from '../../apps/access';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { ChannelTabs } from '../components/ChannelTabs/ChannelTabs';
import { ConnectFacebookPage } from '../components/ConnectFacebookPage/ConnectFacebookPage';
import { PersistentMenuEditor } from '../components/PersistentMenuEditor/PersistentMenuEditor';
import { ConnectedPageQuery } from '../graphql/pageConnection';
import { useChannelHrefs } from '../hooks';

/** settings/page-subscription/facebook (and the affiliate's Connect/Disconnect): the page and its Messenger menu. */
export default function FacebookPageSubscriptionView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const hrefs = useChannelHrefs();
  const { data } = useQuery(ConnectedPageQuery, { variables: { appUuid }, skip: appUuid === '' });
  const app = data?.fetchAppByUuid;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <ChannelTabs current="facebook" hrefs={hrefs} />
      {appUuid ? <ConnectFacebookPage appUuid={appUuid} /> : null}
      {app ? (
        <section aria-labelledby="persistent-menu-title">
          <Typography variant="h2" id="persistent-menu-title" sx={{ fontSize: '1.25rem' }}>
            Persistent menu
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            The menu customers see beside the message box in Messenger. It is published on your connected
            page.
          </Typography>
          <PersistentMenuEditor
            appUuid={appUuid}
            hasPage={Boolean(app.activePage)}
            canEdit={canManageApp(app.myRole)}
          />
        </section>
      ) : null}
    </Stack>
  );
}

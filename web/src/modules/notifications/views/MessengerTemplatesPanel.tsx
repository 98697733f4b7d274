import { useMutation, useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { canManageApp } from '../../apps/access';
import { AppSetupQuery } from '../../apps/graphql/settings';
import { MessengerTemplates } from '../components/MessengerTemplates/MessengerTemplates';
import { MessengerPageTemplatesQuery, PageUtilityTemplatesSyncMutation } from '../graphql/messenger';
import { TEMPLATES_SYNCED } from '../messengerRecipients';

/**
 * The connected page's Messenger utility templates (Notification Manager's FB Messenger tab): what
 * still goes out more than 24 hours after someone's last message, and Check again for owners and admins.
 */
export function MessengerTemplatesPanel({ appUuid }: { appUuid: string }) {
  const alert = useAlert();
  const [syncing, setSyncing] = useState(false);
  const setup = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  const { data, loading, error, refetch } = useQuery(MessengerPageTemplatesQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [sync] = useMutation(PageUtilityTemplatesSyncMutation);
  const page = data?.fetchAppByUuid.activePage;

  const check = async () => {
    setSyncing(true);
    try {
      await sync({ variables: { input: { appUuid } } });
      alert.success(TEMPLATES_SYNCED);
    } catch (err) {
      alert.error(err);
    } finally {
      setSyncing(false);
    }
  };

  let body: ReactNode;
  if (error && !data) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = <Skeleton variant="rounded" height={72} aria-label="Loading Messenger templates" />;
  } else if (!page) {
    body = (
      <Typography color="text.secondary">
        Connect the store's Facebook page to see what it may send on Messenger after 24 hours.
      </Typography>
    );
  } else {
    body = (
      <MessengerTemplates
        page={page}
        canSync={canManageApp(setup.data?.fetchAppByUuid.myRole)}
        syncing={syncing}
        onSync={() => void check()}
      />
    );
  }

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2">
        Messenger templates
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Within 24 hours of someone's last message the page may send them anything. After that Messenger takes
        only utility templates the page has approved in Meta Business Suite: one named order_update (the
        transaction number, then the new status) and one named store_notification (the store's name, then the
        notice).
      </Typography>
      {body}
    </Card>
  );
}

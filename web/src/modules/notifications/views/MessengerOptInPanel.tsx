import { useQuery } from '@apollo/client/react';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { MessengerOptInLink } from '../components/MessengerOptInLink/MessengerOptInLink';
import { MessengerNotificationOptInUrlQuery } from '../graphql/messenger';
import { OPT_IN_LINK_COPIED, OPT_IN_LINK_COPY_FAILED } from '../messengerRecipients';

/** The link page admins open in Messenger to opt in to the store's notifications, with Copy. */
export function MessengerOptInPanel({ appUuid }: { appUuid: string }) {
  const alert = useAlert();
  const { data, loading, error, refetch } = useQuery(MessengerNotificationOptInUrlQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });

  const copy = async (url: string) => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      alert.success(OPT_IN_LINK_COPIED);
    } catch {
      alert.error(OPT_IN_LINK_COPY_FAILED);
    }
  };

  let body: ReactNode;
  if (error && !data) {
    body = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  } else if (loading && !data) {
    body = <Skeleton variant="rounded" height={40} aria-label="Loading opt-in link" />;
  } else {
    body = (
      <MessengerOptInLink
        url={data?.messengerNotificationOptInUrl ?? null}
        onCopy={(url) => void copy(url)}
      />
    );
  }

  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h2">
        Invite page admins
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Send this link to the admins of your Facebook Page. When they open it in Messenger and tap Get
        Started, they start getting this store's notifications there.
      </Typography>
      {body}
    </Card>
  );
}

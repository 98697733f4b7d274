import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { canManageApp } from '../../apps/access';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { AppSetupQuery } from '../../apps/graphql/settings';
import { MessengerRecipientsList } from '../components/MessengerRecipientsList/MessengerRecipientsList';
import {
  MessengerNotificationRecipientRemoveMutation,
  MessengerNotificationRecipientsQuery,
} from '../graphql/messenger';
import {
  type MessengerRecipient,
  RECIPIENT_REMOVED,
  REMOVE_RECIPIENT_QUESTION,
  sortMessengerRecipients,
} from '../messengerRecipients';

/**
 * The page admins who get the store's notifications in Messenger (Notification Manager's FB Messenger
 * tab and the inbox manager's messenger-notification screen): the list, and Remove for owners and admins.
 */
export function MessengerRecipientsPanel({ appUuid }: { appUuid: string }) {
  const alert = useAlert();
  const [removing, setRemoving] = useState<MessengerRecipient | null>(null);
  const [busy, setBusy] = useState(false);
  const setup = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  const { data, loading, error, refetch } = useQuery(MessengerNotificationRecipientsQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(MessengerNotificationRecipientRemoveMutation);
  const myRole = setup.data?.fetchAppByUuid.myRole;
  const manage = canManageApp(myRole);
  const recipients = useMemo(
    () => sortMessengerRecipients(data?.messengerNotificationRecipients ?? []),
    [data],
  );

  const confirmRemove = async () => {
    if (removing === null) return;
    setBusy(true);
    try {
      await remove({
        variables: { input: { uuid: removing.uuid } },
        update: (cache, { data: answer }) => {
          const gone = answer?.messengerNotificationRecipientRemove.uuid;
          if (!gone) return;
          cache.updateQuery(
            { query: MessengerNotificationRecipientsQuery, variables: { appUuid } },
            (current) =>
              current
                ? {
                    messengerNotificationRecipients: current.messengerNotificationRecipients.filter(
                      (r) => r.uuid !== gone,
                    ),
                  }
                : current,
          );
        },
      });
      alert.success(RECIPIENT_REMOVED);
    } catch (err) {
      alert.error(err);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  let list: ReactNode;
  if (error && !data) {
    list = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  } else if (loading && !data) {
    list = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading Messenger recipients">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Stack>
    );
  } else if (recipients.length === 0) {
    list = (
      <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
        No page admins have opted in yet. Share the opt-in link with the admins of your Facebook Page: once
        they open it in Messenger, they are listed here and get this store's notifications.
      </Typography>
    );
  } else {
    list = (
      <MessengerRecipientsList
        recipients={recipients}
        canManage={manage}
        onRemove={setRemoving}
        now={new Date()}
      />
    );
  }

  return (
    <>
      {myRole !== undefined && !manage ? (
        <Alert severity="info">Only the store owner and admins can remove Messenger recipients.</Alert>
      ) : null}
      <Card>
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
          <Typography variant="h3" component="h2">
            Messenger recipients
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Admins of this store's Facebook Page who get its notifications as Messenger messages.
          </Typography>
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{list}</Box>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Remove recipient"
        message={REMOVE_RECIPIENT_QUESTION}
        detail={removing?.name}
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

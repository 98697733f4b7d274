import { useMutation, useQuery } from '@apollo/client/react';
import AddOutlined from '@mui/icons-material/AddOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useMemo, useState } from 'react';
import { errorMessage, fieldErrors } from '../../../lib/errors';
import { RetryAlert } from '../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../shell/alert/AlertContext';
import { canManageApp } from '../../apps/access';
import { ConfirmDialog } from '../../apps/components/ConfirmDialog/ConfirmDialog';
import { AppResendVerificationEmailMutation, AppSetupQuery } from '../../apps/graphql/settings';
import { useAppRoute } from '../../apps/hooks/useAppRoute';
import { EmailRecipientsList } from '../components/EmailRecipientsList/EmailRecipientsList';
import { NotificationManagerTabs } from '../components/NotificationManagerTabs/NotificationManagerTabs';
import {
  NotificationEmailRecipientAddMutation,
  NotificationEmailRecipientRemoveMutation,
  NotificationEmailRecipientsQuery,
  NotificationTestSendMutation,
} from '../graphql/settings';
import { useManagerTabs } from '../hooks/useManagerTabs';
import {
  EMAIL_REMOVED,
  EMAIL_VERIFICATION_SENT,
  REMOVE_EMAIL_QUESTION,
  TEST_NOTIFICATION_SENT,
} from '../messages';
import { recipientEmailProblem, sortRecipients } from '../recipients';

/** The app-wide unverified-email banner reads this; it is refetched after every change here. */
const UNVERIFIED_QUERY = 'FetchUnverifiedNotificationEmails';

/** notifications/email: the app's email notification recipients, and a test notification. */
export default function NotificationEmailView() {
  const route = useAppRoute();
  const appUuid = route?.appUUID ?? '';
  const tabs = useManagerTabs();
  const alert = useAlert();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [resending, setResending] = useState<string | null>(null);
  const [testing, setTesting] = useState(false);

  const setup = useQuery(AppSetupQuery, { variables: { appUuid }, skip: appUuid === '' });
  const { data, loading, error, refetch } = useQuery(NotificationEmailRecipientsQuery, {
    variables: { appUuid },
    skip: appUuid === '',
    fetchPolicy: 'cache-and-network',
  });
  const [addRecipient] = useMutation(NotificationEmailRecipientAddMutation);
  const [removeRecipient] = useMutation(NotificationEmailRecipientRemoveMutation);
  const [resendVerification] = useMutation(AppResendVerificationEmailMutation);
  const [sendTest] = useMutation(NotificationTestSendMutation);

  const myRole = setup.data?.fetchAppByUuid.myRole;
  const manage = canManageApp(myRole);
  const recipients = useMemo(() => sortRecipients(data?.notificationEmailRecipients ?? []), [data]);
  const problem = serverError ?? (touched ? recipientEmailProblem(email, recipients) : null);

  const submitAdd = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (recipientEmailProblem(email, recipients) !== null) return;
    setAdding(true);
    try {
      await addRecipient({
        variables: { input: { appUuid, email: email.trim() } },
        update: (cache, { data: answer }) => {
          const added = answer?.notificationEmailRecipientAdd;
          if (!added) return;
          cache.updateQuery({ query: NotificationEmailRecipientsQuery, variables: { appUuid } }, (current) =>
            current
              ? { notificationEmailRecipients: [...current.notificationEmailRecipients, added] }
              : current,
          );
        },
        refetchQueries: [UNVERIFIED_QUERY],
      });
      setEmail('');
      setTouched(false);
      alert.success(EMAIL_VERIFICATION_SENT);
    } catch (err) {
      const onField = fieldErrors(err).email;
      if (onField) setServerError(onField);
      else alert.error(err);
    } finally {
      setAdding(false);
    }
  };

  const confirmRemove = async () => {
    if (removing === null) return;
    setRemoveBusy(true);
    try {
      await removeRecipient({
        variables: { input: { appUuid, email: removing } },
        update: (cache, { data: answer }) => {
          const gone = answer?.notificationEmailRecipientRemove.email;
          if (!gone) return;
          cache.updateQuery({ query: NotificationEmailRecipientsQuery, variables: { appUuid } }, (current) =>
            current
              ? {
                  notificationEmailRecipients: current.notificationEmailRecipients.filter(
                    (r) => r.email.toLowerCase() !== gone.toLowerCase(),
                  ),
                }
              : current,
          );
        },
        refetchQueries: [UNVERIFIED_QUERY],
      });
      alert.success(EMAIL_REMOVED);
    } catch (err) {
      alert.error(err);
    } finally {
      setRemoveBusy(false);
      setRemoving(null);
    }
  };

  const resend = async (address: string) => {
    setResending(address);
    try {
      await resendVerification({ variables: { appUuid, supportEmail: address } });
      alert.success(EMAIL_VERIFICATION_SENT);
    } catch (err) {
      alert.error(err);
    } finally {
      setResending(null);
    }
  };

  const sendTestNotification = async () => {
    setTesting(true);
    try {
      await sendTest({ variables: { input: { appUuid } } });
      alert.success(TEST_NOTIFICATION_SENT);
    } catch (err) {
      alert.error(err);
    } finally {
      setTesting(false);
    }
  };

  let list: ReactNode;
  if (error && !data) {
    list = <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} sx={{ m: 2 }} />;
  } else if (loading && !data) {
    list = (
      <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading email recipients">
        <Skeleton variant="rounded" height={48} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    );
  } else if (recipients.length === 0) {
    list = (
      <Typography color="text.secondary" sx={{ px: { xs: 2, sm: 3 }, py: 3 }}>
        No email recipients yet. Notifications only show in this console until you add an address.
      </Typography>
    );
  } else {
    list = (
      <EmailRecipientsList
        recipients={recipients}
        canManage={manage}
        resending={resending}
        onResend={(address) => void resend(address)}
        onRemove={setRemoving}
      />
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      {tabs ? <NotificationManagerTabs current="email" hrefs={tabs} /> : null}
      {myRole !== undefined && !manage ? (
        <Alert severity="info">
          Only the store owner and admins can change who gets notification emails.
        </Alert>
      ) : null}
      <Card>
        <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5, pb: 2 }}>
          <Typography variant="h3" component="h2">
            Email recipients
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Each address gets an email for every new notification once it follows the verification link we
            send it.
          </Typography>
          {manage ? (
            <Box
              component="form"
              noValidate
              onSubmit={(event) => void submitAdd(event)}
              sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, mt: 2 }}
            >
              <TextField
                label="Email"
                type="email"
                size="small"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setServerError(null);
                }}
                onBlur={() => setTouched(email.trim() !== '' || touched)}
                error={problem !== null}
                helperText={problem ?? ' '}
                autoComplete="email"
              />
              <Button
                type="submit"
                variant="contained"
                startIcon={<AddOutlined />}
                disabled={adding}
                sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' }, height: 40 }}
              >
                {adding ? 'Adding…' : 'Add email'}
              </Button>
            </Box>
          ) : null}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>{list}</Box>
      </Card>
      <Card sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flex: 1 }}>
            <Typography variant="h3" component="h2">
              Test your notifications
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Sends a test notification to this store: it appears at once at the top of your notifications,
              and as a desktop notification when this tab is in the background and they are enabled.
            </Typography>
          </Box>
          {manage ? (
            <Button
              variant="outlined"
              startIcon={<NotificationsActiveOutlined />}
              onClick={() => void sendTestNotification()}
              disabled={testing}
              sx={{ flexShrink: 0 }}
            >
              {testing ? 'Sending…' : 'Send a test notification'}
            </Button>
          ) : null}
        </Stack>
      </Card>
      <ConfirmDialog
        open={removing !== null}
        title="Remove email"
        message={REMOVE_EMAIL_QUESTION}
        detail={removing ?? undefined}
        busy={removeBusy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

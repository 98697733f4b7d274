import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import FacebookOutlined from '@mui/icons-material/FacebookOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../../lib/errors';
import { RetryAlert } from '../../../../lib/feedback/RetryAlert';
import { useAlert } from '../../../../shell/alert/AlertContext';
import { canManageApp } from '../../../apps/access';
import { ConfirmDialog } from '../../../apps/components/ConfirmDialog/ConfirmDialog';
import {
  ConnectedPageQuery,
  FacebookLoginCompleteMutation,
  FacebookLoginUrlQuery,
  FacebookPageConnectMutation,
  FacebookPageDisconnectMutation,
  UpdatePageImageQuery,
} from '../../graphql/pageConnection';
import {
  LOGIN_CANCELLED,
  PAGE_CONNECTED,
  PAGE_DISCONNECTED,
  PHOTO_REFRESHED,
  readMetaReturn,
  subscriptionText,
  withoutMetaReturn,
} from '../../pageConnection';
import { PagePicker, type PickablePage } from './PagePicker';

export interface ConnectFacebookPageProps {
  appUuid: string;
  /** Called once a page is connected (the guided setup moves on). */
  onConnected?: () => void;
}

type Busy = 'login' | 'completing' | 'connecting' | 'disconnecting' | 'refreshing' | null;

/**
 * The store's Facebook page: the connected page (photo, name, refresh photo, disconnect), or
 * "Connect Facebook page" → Facebook login → pick a page → connected. Coming back from Facebook
 * lands on the same screen with the login's code in the URL, which this finishes once.
 */
export function ConnectFacebookPage({ appUuid, onConnected }: ConnectFacebookPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const alert = useAlert();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(ConnectedPageQuery, {
    variables: { appUuid },
  });
  const [complete] = useMutation(FacebookLoginCompleteMutation);
  const [connect] = useMutation(FacebookPageConnectMutation);
  const [disconnect] = useMutation(FacebookPageDisconnectMutation);
  const [login, setLogin] = useState<{ uuid: string; pages: PickablePage[] } | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const handled = useRef<string | null>(null);
  const connected = data?.fetchAppByUuid.activePage;
  const subscribing = Boolean(connected && !connected.subscribed && !connected.subscribeError);

  // The webhook subscription is made in the background right after connecting: look until it is done.
  useEffect(() => {
    if (!subscribing) return;
    startPolling(1000);
    // Meta's temporary failures are retried for longer than a screen should look: stop after a minute.
    const giveUp = setTimeout(stopPolling, 60_000);
    return () => {
      clearTimeout(giveUp);
      stopPolling();
    };
  }, [subscribing, startPolling, stopPolling]);

  // Back from Facebook: finish the login once, then take its parameters out of the URL.
  useEffect(() => {
    const back = readMetaReturn(location.search);
    if (back.kind === 'none' || handled.current === location.search) return;
    handled.current = location.search;
    const clean = () =>
      void navigate(
        { pathname: location.pathname, search: withoutMetaReturn(location.search) },
        { replace: true },
      );
    if (back.kind === 'denied') {
      setFailure(LOGIN_CANCELLED);
      clean();
      return;
    }
    setBusy('completing');
    complete({ variables: { input: { appUuid, code: back.code, state: back.state } } })
      .then((r) => {
        if (r.data) setLogin(r.data.facebookLoginComplete);
      })
      .catch((err: unknown) => setFailure(errorMessage(err)))
      .finally(() => {
        setBusy(null);
        clean();
      });
  }, [location.search, location.pathname, appUuid, complete, navigate]);

  const startLogin = async () => {
    setFailure(null);
    setBusy('login');
    try {
      const r = await client.query({
        query: FacebookLoginUrlQuery,
        variables: { appUuid, returnPath: location.pathname },
        fetchPolicy: 'network-only',
      });
      if (!r.data) throw r.error ?? new Error('No login address');
      window.location.assign(r.data.facebookLoginUrl);
    } catch (err) {
      setFailure(errorMessage(err));
      setBusy(null);
    }
  };

  const pick = async (fbPageId: string) => {
    if (!login) return;
    setFailure(null);
    setBusy('connecting');
    try {
      const r = await connect({ variables: { input: { appUuid, loginUuid: login.uuid, fbPageId } } });
      if (r.data) {
        setLogin(null);
        alert.success(PAGE_CONNECTED);
        onConnected?.();
      }
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };

  const confirmDisconnect = async () => {
    setBusy('disconnecting');
    try {
      const r = await disconnect({ variables: { input: { appUuid } } });
      if (r.data) alert.success(PAGE_DISCONNECTED);
    } catch (err) {
      alert.error(err);
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const refreshPhoto = async () => {
    setBusy('refreshing');
    try {
      await client.query({
        query: UpdatePageImageQuery,
        variables: { appUuid },
        fetchPolicy: 'network-only',
      });
      alert.success(PHOTO_REFRESHED);
    } catch (err) {
      alert.error(err);
    } finally {
      setBusy(null);
    }
  };

  if (error && !data) return <RetryAlert message={errorMessage(error)} onRetry={() => void refetch()} />;
  if ((loading && !data) || busy === 'completing')
    return (
      <Card variant="outlined" sx={{ p: 2 }} aria-busy="true">
        <Skeleton variant="circular" width={56} height={56} />
        <Skeleton width="60%" />
        <Typography color="text.secondary">
          {busy === 'completing' ? 'Reading your Facebook pages…' : 'Loading your page…'}
        </Typography>
      </Card>
    );

  const app = data?.fetchAppByUuid;
  const page = app?.activePage ?? null;
  const manage = canManageApp(app?.myRole);
  const status = page ? subscriptionText(page) : null;

  return (
    <Stack spacing={2}>
      {failure ? (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      ) : null}
      {login ? (
        <PagePicker
          pages={login.pages}
          busy={busy === 'connecting'}
          onPick={(id) => void pick(id)}
          onCancel={() => setLogin(null)}
        />
      ) : page ? (
        <Card variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Avatar src={page.photoUrl ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
              {page.name.slice(0, 1)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                {page.name}
              </Typography>
              <Typography color="text.secondary">Facebook page ID {page.fbPageId}</Typography>
            </Box>
            {manage ? (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" onClick={() => void refreshPhoto()} disabled={busy !== null}>
                  Refresh photo
                </Button>
                <Button
                  color="error"
                  variant="outlined"
                  onClick={() => setConfirming(true)}
                  disabled={busy !== null}
                >
                  Disconnect
                </Button>
              </Stack>
            ) : null}
          </Stack>
          {status ? (
            <Alert severity={status.severity} sx={{ mt: 2 }}>
              {status.text}
            </Alert>
          ) : null}
        </Card>
      ) : (
        <Card variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            No Facebook page connected
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Connect the Facebook page your customers message. You will log in with Facebook, pick one of the
            pages you manage, and Suki will receive its messages and comments and reply through Messenger.
          </Typography>
          {manage ? (
            <Button
              variant="contained"
              startIcon={<FacebookOutlined />}
              sx={{ mt: 2 }}
              onClick={() => void startLogin()}
              disabled={busy !== null}
            >
              {busy === 'login' ? 'Opening Facebook…' : 'Connect Facebook page'}
            </Button>
          ) : (
            <Typography sx={{ mt: 2 }}>Ask the store's owner or an admin to connect the page.</Typography>
          )}
        </Card>
      )}
      <ConfirmDialog
        open={confirming}
        title="Disconnect page"
        message={`Do you want to disconnect ${page?.name ?? 'this page'}?`}
        detail="Customers' messages will stop reaching Suki and nothing more will be sent from this page until a page is connected again."
        confirmLabel="Disconnect"
        busy={busy === 'disconnecting'}
        onConfirm={() => void confirmDisconnect()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

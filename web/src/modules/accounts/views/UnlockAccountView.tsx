import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { AuthLayout } from '../components/AuthLayout/AuthLayout';
import { ResultPanel } from '../components/ResultPanel/ResultPanel';
import { AccountUnlockMutation } from '../graphql/auth';
import { useLinkAction } from '../hooks/useLinkAction';
import { loginUrl } from '../urls';

/** /unlock-account/:unlockToken — unlocks a locked account as soon as the emailed link opens. */
export default function UnlockAccountView() {
  const { unlockToken = '' } = useParams();
  const [unlock] = useMutation(AccountUnlockMutation);
  const state = useLinkAction(`unlock:${unlockToken}`, () =>
    unlock({ variables: { input: { unlockToken } } }),
  );

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label="Unlocking" />
          <Typography>Unlocking your account…</Typography>
        </Stack>
      ) : null}
      {state.status === 'done' ? (
        <ResultPanel
          kind="success"
          title="Account unlocked"
          actions={
            <Button component={RouterLink} to={loginUrl()} variant="contained" size="large">
              Sign in
            </Button>
          }
        >
          <Typography>Your account is unlocked. You can sign in again.</Typography>
        </ResultPanel>
      ) : null}
      {state.status === 'failed' ? (
        <ResultPanel
          kind="error"
          title="We could not unlock your account"
          actions={
            <>
              <Button
                component={RouterLink}
                to={loginUrl('client', 'forgot')}
                variant="contained"
                size="large"
              >
                Reset your password instead
              </Button>
              <Button component={RouterLink} to={loginUrl()}>
                Go to sign in
              </Button>
            </>
          }
        >
          <Typography>{errorMessage(state.error)}</Typography>
        </ResultPanel>
      ) : null}
    </AuthLayout>
  );
}

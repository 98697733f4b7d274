import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { SIGNED_IN_HOME } from '../../../app/session/guard';
import { useSession } from '../../../app/session/SessionContext';
import { errorMessage } from '../../../lib/errors';
import { AuthLayout } from '../components/AuthLayout/AuthLayout';
import { ResultPanel } from '../components/ResultPanel/ResultPanel';
import { EmailConfirmMutation } from '../graphql/auth';
import { useLinkAction } from '../hooks/useLinkAction';
import { loginUrl } from '../urls';

/** /email-confirmation/:confirmationToken — confirms the address as soon as the emailed link opens. */
export default function EmailConfirmationView() {
  const { confirmationToken = '' } = useParams();
  const { signedIn } = useSession();
  const [confirm] = useMutation(EmailConfirmMutation, {
    // A signed-in user may be confirming a business email: its banner goes away.
    refetchQueries: signedIn ? ['UnverifiedUserBusinessEmail'] : [],
  });
  const state = useLinkAction(`email-confirm:${confirmationToken}`, () =>
    confirm({ variables: { input: { confirmationToken } } }),
  );
  const next = signedIn ? (
    <Button component={RouterLink} to={SIGNED_IN_HOME} variant="contained" size="large">
      Go to My In-App Stores
    </Button>
  ) : (
    <Button component={RouterLink} to={loginUrl()} variant="contained" size="large">
      Sign in
    </Button>
  );

  return (
    <AuthLayout>
      {state.status === 'loading' ? (
        <Stack spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
          <CircularProgress aria-label="Confirming" />
          <Typography>Confirming your email…</Typography>
        </Stack>
      ) : null}
      {state.status === 'done' ? (
        <ResultPanel kind="success" title="Email confirmed" actions={next}>
          <Typography>
            {state.data.data?.emailConfirm.email ?? 'Your email address'} is confirmed.
            {signedIn ? '' : ' You can sign in now.'}
          </Typography>
        </ResultPanel>
      ) : null}
      {state.status === 'failed' ? (
        <ResultPanel kind="error" title="We could not confirm your email" actions={next}>
          <Typography>{errorMessage(state.error)}</Typography>
        </ResultPanel>
      ) : null}
    </AuthLayout>
  );
}

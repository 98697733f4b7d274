import { useMutation } from '@apollo/client/react';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../lib/errors';
import { isTokenValid, sessionStore } from '../../../lib/session';
import { EmailRecipientConfirmMutation } from '../graphql/settings';

type Outcome = { kind: 'pending' } | { kind: 'confirmed'; text: string } | { kind: 'failed'; text: string };

export function confirmedText(email: string, appName: string): string {
  return `${email} is confirmed for ${appName}`;
}

/**
 * /email-recipient-confirmation/{token} and /support-email-recipient-confirmation/{token}
 * (public): confirms the app's recipient address once, on load, and says so.
 */
export default function EmailRecipientConfirmationView() {
  const { confirmationToken = '' } = useParams();
  const [confirm] = useMutation(EmailRecipientConfirmMutation);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'pending' });
  // Tokens are single-use: send once even when effects run twice (StrictMode).
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (sent.current === confirmationToken) return;
    sent.current = confirmationToken;
    confirm({ variables: { input: { confirmationToken } } })
      .then(({ data }) => {
        const answer = data?.emailRecipientConfirm;
        setOutcome(
          answer
            ? { kind: 'confirmed', text: confirmedText(answer.email, answer.appName) }
            : { kind: 'failed', text: errorMessage(null) },
        );
      })
      .catch((error: unknown) => setOutcome({ kind: 'failed', text: errorMessage(error) }));
  }, [confirm, confirmationToken]);

  const signedIn = isTokenValid(sessionStore.get()?.token);
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 4, sm: 8 } }}>
      <Card sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, width: '100%', textAlign: 'center' }}>
        {outcome.kind === 'pending' ? (
          <Stack spacing={2} sx={{ alignItems: 'center' }} role="status" aria-live="polite">
            <CircularProgress aria-label="Confirming" />
            <Typography>Confirming your email address…</Typography>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            {outcome.kind === 'confirmed' ? (
              <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
            ) : (
              <ErrorOutline color="error" sx={{ fontSize: 56 }} />
            )}
            <Typography variant="h2" component="h1">
              {outcome.kind === 'confirmed' ? 'Email confirmed' : 'Confirmation failed'}
            </Typography>
            <Typography
              role={outcome.kind === 'failed' ? 'alert' : 'status'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {outcome.text}
            </Typography>
            <Button variant="contained" component={RouterLink} to={signedIn ? '/apps' : '/login/client'}>
              {signedIn ? 'Go to My In-App Stores' : 'Sign in'}
            </Button>
          </Stack>
        )}
      </Card>
    </Stack>
  );
}

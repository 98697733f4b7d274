import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorCode } from '../../../lib/errors';
import { formFailure } from '../../../lib/forms/formFailure';
import { AuthHeading, AuthLayout } from '../components/AuthLayout/AuthLayout';
import { NewPasswordForm } from '../components/NewPasswordForm/NewPasswordForm';
import { ResultPanel } from '../components/ResultPanel/ResultPanel';
import { PasswordResetMutation } from '../graphql/auth';
import { loginUrl } from '../urls';

type Outcome = { kind: 'updated' } | { kind: 'refused'; message: string };

/** Failures that say the link itself is no good (invalid, used or expired), not a passing problem. */
function refusesTheLink(error: unknown): boolean {
  const code = errorCode(error);
  return code !== null && code !== 'INTERNAL_SERVER_ERROR';
}

/** /reset-password/:resetPasswordToken — choose a new password from the emailed link. */
export default function ResetPasswordView() {
  const { resetPasswordToken = '' } = useParams();
  const [reset] = useMutation(PasswordResetMutation);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (password: string) => {
    try {
      await reset({ variables: { input: { resetPasswordToken, password } } });
      setOutcome({ kind: 'updated' });
      return undefined;
    } catch (error) {
      const failure = formFailure(error, ['password'] as const);
      if (failure.fields === undefined && refusesTheLink(error)) {
        setOutcome({ kind: 'refused', message: failure.message ?? '' });
        return undefined;
      }
      return failure;
    }
  };

  return (
    <AuthLayout>
      {outcome === null ? (
        <>
          <AuthHeading title="Reset password" caption="Choose a new password for your account." />
          <NewPasswordForm onSubmit={submit} />
        </>
      ) : null}
      {outcome?.kind === 'updated' ? (
        <ResultPanel
          kind="success"
          title="Password updated"
          actions={
            <Button component={RouterLink} to={loginUrl()} variant="contained" size="large">
              Sign in
            </Button>
          }
        >
          <Typography>Password updated. Sign in with your new password.</Typography>
        </ResultPanel>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <ResultPanel
          kind="error"
          title="This link cannot be used"
          actions={
            <Button component={RouterLink} to={loginUrl('client', 'forgot')} variant="contained" size="large">
              Request a new link
            </Button>
          }
        >
          <Typography>{outcome.message}</Typography>
        </ResultPanel>
      ) : null}
    </AuthLayout>
  );
}

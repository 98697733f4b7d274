import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useScreenInfo } from '../../../app/screens/ScreenInfo';
import { SIGNED_IN_HOME } from '../../../app/session/guard';
import { useSession } from '../../../app/session/SessionContext';
import { errorCode, errorMessage } from '../../../lib/errors';
import { formFailure } from '../../../lib/forms/formFailure';
import { AuthHeading, AuthLayout } from '../components/AuthLayout/AuthLayout';
import {
  INVITATION_FIELDS,
  InvitationForm,
  type InvitationValues,
} from '../components/InvitationForm/InvitationForm';
import { ResultPanel } from '../components/ResultPanel/ResultPanel';
import { InvitationAcceptMutation, InvitationQuery } from '../graphql/auth';
import { loginUrl } from '../urls';

const ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  admin: 'Admin',
  store_manager: 'Store Manager',
};

/** The session's login type after accepting: store managers sign in as such, admins as clients. */
export function invitationLoginType(routeName: string | undefined): string {
  return routeName === 'store-manager-signup' ? 'store_manager' : 'client';
}

/**
 * /store-manager/signup/:invitationToken and /admin-invitation/signup/:invitationToken: who invited
 * whom to which store, then a password (existing account) or names and a new password; accepting
 * signs in and opens the stores.
 */
export default function InvitationSignUpView() {
  const { invitationToken = '' } = useParams();
  const screen = useScreenInfo();
  const navigate = useNavigate();
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(InvitationQuery, { variables: { invitationToken } });
  const [accept] = useMutation(InvitationAcceptMutation);
  const loginType = invitationLoginType(screen?.name);
  const invitation = data?.invitation;

  const submit = async (values: InvitationValues) => {
    try {
      const { data: accepted } = await accept({ variables: { input: { invitationToken, ...values } } });
      if (!accepted) return undefined;
      session.signIn(accepted.invitationAccept.token, loginType, accepted.invitationAccept.user);
      navigate(SIGNED_IN_HOME, { replace: true });
      return undefined;
    } catch (failure) {
      return formFailure(failure, INVITATION_FIELDS);
    }
  };

  const signInUrl = loginType === 'store_manager' ? '/store-manager/signin' : loginUrl();
  // A network failure can be retried; the server's refusal (invalid, used, expired) cannot.
  const retryable = error !== undefined && errorCode(error) === null;

  return (
    <AuthLayout maxWidth={invitation && !invitation.accountExists ? 520 : 440}>
      {loading && !invitation ? (
        <Stack spacing={2} aria-label="Loading the invitation" role="status">
          <Skeleton variant="text" height={44} />
          <Skeleton variant="text" />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : null}
      {error && !invitation ? (
        <ResultPanel
          kind="error"
          title="This invitation cannot be used"
          actions={
            retryable ? (
              <Button variant="contained" size="large" onClick={() => void refetch()}>
                Try again
              </Button>
            ) : (
              <Button component={RouterLink} to={signInUrl} variant="contained" size="large">
                Go to sign in
              </Button>
            )
          }
        >
          <Typography>{errorMessage(error)}</Typography>
        </ResultPanel>
      ) : null}
      {invitation ? (
        <>
          <AuthHeading
            title={invitation.accountExists ? 'Accept your invitation' : 'Join your team'}
            caption={`${invitation.inviterName} invited you to ${invitation.appName} as ${
              ROLE_LABELS[invitation.role] ?? invitation.role
            }.`}
          />
          <InvitationForm
            email={invitation.email}
            accountExists={invitation.accountExists}
            onSubmit={submit}
          />
        </>
      ) : null}
    </AuthLayout>
  );
}

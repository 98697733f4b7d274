import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import {
  UnverifiedUserBusinessEmailQuery,
  UserResendVerificationEmailMutation,
} from '../../modules/accounts/graphql/account';
import { unverifiedEmailBanner, verificationEmailSent } from '../../modules/accounts/messages';
import { useAlert } from '../alert/AlertContext';

/**
 * The business-email banner (document 1 §2, document 3 §8): while the user's business email is
 * unverified, a banner under the top bar asks to verify it and offers Resend Verification Email.
 * It asks again when the window regains focus (the link is usually opened in another tab).
 */
export function UnverifiedEmailBanner({ userUuid }: { userUuid: string }) {
  const alert = useAlert();
  const { data, refetch } = useQuery(UnverifiedUserBusinessEmailQuery, { variables: { userUuid } });
  const [resend, { loading: sending }] = useMutation(UserResendVerificationEmailMutation);
  const email = data?.unverifiedUserBusinessEmail ?? null;

  useEffect(() => {
    const onFocus = () => {
      if (document.visibilityState === 'visible') void refetch().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onFocus);
    return () => document.removeEventListener('visibilitychange', onFocus);
  }, [refetch]);

  if (email === null) return null;

  const resendEmail = async () => {
    try {
      await resend({ variables: { userUuid } });
      alert.success(verificationEmailSent(email));
    } catch (error) {
      alert.error(error);
    }
  };

  return (
    <Alert
      severity="warning"
      sx={{
        mt: { xs: 2, sm: 3 },
        maxWidth: 1280,
        mx: 'auto',
        alignItems: { xs: 'flex-start', sm: 'center' },
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { overflowWrap: 'anywhere', flex: '1 1 200px' },
        '& .MuiAlert-action': {
          ml: { xs: 0, sm: 'auto' },
          pl: { xs: 0, sm: 2 },
          pt: 0,
          alignItems: 'center',
        },
      }}
      action={
        <Button
          color="inherit"
          size="small"
          variant="outlined"
          onClick={() => void resendEmail()}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={14} color="inherit" /> : undefined}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Resend Verification Email
        </Button>
      }
    >
      {unverifiedEmailBanner(email)}
    </Alert>
  );
}

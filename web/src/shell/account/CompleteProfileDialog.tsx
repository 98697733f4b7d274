import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Me } from '../../app/session/SessionContext';
import { accountSecurityDefaults } from '../../modules/accounts/accountSecurity';
import { AccountSecurityForm } from '../../modules/accounts/components/AccountSecurityForm/AccountSecurityForm';
import { useAccountSecuritySubmit } from '../../modules/accounts/hooks/useAccountSecuritySubmit';
import { ACCOUNT_SECURITY_REASON } from '../../modules/accounts/messages';
import { missingProfileFields } from './profileCompletion';

const TITLE_ID = 'complete-profile-title';

/**
 * The Complete user profile dialog (document 1 §2, §4) holding the Account Security Update form.
 * Asked once, never a wall (issue 15): no backdrop or Escape close, but Later puts it away for good
 * in this browser (the dashboard's setup checklist keeps it at hand); it closes by itself once Me
 * has every field (the mutation's answer updates the cached user). Full screen on phones.
 */
export default function CompleteProfileDialog({ user, onLater }: { user: Me; onLater: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const submit = useAccountSecuritySubmit(user.uuid);
  const missing = missingProfileFields(user);
  const withNames = !user.firstName?.trim() || !user.lastName?.trim();

  return (
    <Dialog open fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Account Security Update</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 0.5 }}>
          <Typography color="text.secondary">
            Please complete your profile. {ACCOUNT_SECURITY_REASON}
          </Typography>
          {missing.length > 0 ? (
            <Alert severity="info" variant="outlined">
              Missing: {missing.join(', ')}
            </Alert>
          ) : null}
          <AccountSecurityForm
            defaults={accountSecurityDefaults(user)}
            withNames={withNames}
            onSubmit={submit}
            secondaryAction={
              <Button color="inherit" onClick={onLater}>
                Later
              </Button>
            }
          />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}

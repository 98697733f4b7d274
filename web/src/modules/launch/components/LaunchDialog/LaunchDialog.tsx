import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { softDisabled } from '../../../../lib/a11y/softDisabled';
import { DIALOG_WIDTH } from '../../../../lib/constants';
import { canLaunch, LAUNCH_TOOLTIP } from '../../launch';

export interface LaunchDialogProps {
  open: boolean;
  storeName: string;
  pageName: string | null;
  hasDefaultPaymentMethod: boolean;
  termsAgreed: boolean;
  onTermsAgreedChange: (agreed: boolean) => void;
  busy: boolean;
  /** The server's message when the launch failed. */
  error: string | null;
  onLaunch: () => void;
  onClose: () => void;
}

/**
 * The launch dialog (document 3 §2, §4): the merchant ticks the agreement and presses Launch, which
 * stays disabled (with the spec's tooltip) until a default payment method exists.
 */
export function LaunchDialog({
  open,
  storeName,
  pageName,
  hasDefaultPaymentMethod,
  termsAgreed,
  onTermsAgreedChange,
  busy,
  error,
  onLaunch,
  onClose,
}: LaunchDialogProps) {
  const ready = canLaunch({ termsAgreed, hasDefaultPaymentMethod, busy });
  const button = (
    <Button
      variant="contained"
      {...softDisabled(!ready, onLaunch)}
      aria-describedby={hasDefaultPaymentMethod ? undefined : 'launch-needs-payment'}
    >
      {busy ? 'Launching…' : 'Launch'}
    </Button>
  );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="launch-title"
      aria-describedby="launch-description"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="launch-title">Launch {storeName}</DialogTitle>
      <DialogContent>
        <DialogContentText id="launch-description">
          {pageName
            ? `Customers of ${pageName} will be able to open your store in Messenger and place orders.`
            : 'Customers will be able to open your store in Messenger and place orders.'}
        </DialogContentText>
        {hasDefaultPaymentMethod ? null : (
          <Alert id="launch-needs-payment" severity="warning" sx={{ mt: 2 }}>
            {LAUNCH_TOOLTIP}
          </Alert>
        )}
        <FormControlLabel
          sx={{ mt: 2, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={termsAgreed}
              onChange={(event) => onTermsAgreedChange(event.target.checked)}
              disabled={busy}
              sx={{ pt: 0.5 }}
            />
          }
          label={
            <Box component="span">
              I agree to the{' '}
              <Link href="/terms" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
            </Box>
          }
        />
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {hasDefaultPaymentMethod ? (
          button
        ) : (
          // The soft-disabled button ignores the pointer but stays focusable: its wrapper opens the
          // tooltip on hover, and the button's focus reaches it too.
          <Tooltip title={LAUNCH_TOOLTIP} describeChild>
            <Box component="span" sx={{ display: 'inline-flex' }}>
              {button}
            </Box>
          </Tooltip>
        )}
      </DialogActions>
    </Dialog>
  );
}

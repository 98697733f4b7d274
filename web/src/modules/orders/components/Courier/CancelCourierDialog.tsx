import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatPeso } from '../../../../lib/format';

/** Asks before a courier booking is cancelled (its fee goes back to the shipping credits). */
export function CancelCourierDialog({
  open,
  fee,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  fee: number;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="cancel-courier-title"
      aria-describedby="cancel-courier-message"
    >
      <DialogTitle id="cancel-courier-title">Cancel the courier booking?</DialogTitle>
      <DialogContent>
        <DialogContentText id="cancel-courier-message">
          The courier is told not to come, and {formatPeso(fee)} goes back to your shipping credits. You can
          book a courier again later.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Keep booking
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel booking'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

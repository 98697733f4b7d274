import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH } from '../../../../lib/constants';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** e.g. 'Do you want to remove this member?' (document 1 §8). */
  message: string;
  detail?: string;
  confirmLabel?: string;
  /** Said on the button while the request runs. */
  busyLabel?: string;
  busy?: boolean;
  /** danger (red, the default): removing or stopping something; primary: going ahead (sending). */
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
}

/** A small yes/no question; it cannot be dismissed while its request runs. */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel = 'Remove',
  busyLabel = 'Removing…',
  busy = false,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-title"
      aria-describedby="confirm-message"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-message">{message}</DialogContentText>
        {detail ? <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{detail}</DialogContentText> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          color={tone === 'danger' ? 'error' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

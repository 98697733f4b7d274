import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH } from '../../../../lib/constants';

export interface PromoConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  /** The promo's title. */
  detail?: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** End or Delete a promo after asking; it cannot be dismissed while its request runs. */
export function PromoConfirmDialog(p: PromoConfirmDialogProps) {
  return (
    <Dialog
      open={p.open}
      onClose={p.busy ? undefined : p.onCancel}
      aria-labelledby="promo-confirm-title"
      aria-describedby="promo-confirm-message"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="promo-confirm-title">{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="promo-confirm-message">{p.message}</DialogContentText>
        {p.detail ? <DialogContentText sx={{ mt: 1, fontWeight: 600 }}>{p.detail}</DialogContentText> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={p.onCancel} disabled={p.busy}>
          Cancel
        </Button>
        <Button variant="contained" color="error" onClick={p.onConfirm} disabled={p.busy}>
          {p.busy ? p.busyLabel : p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

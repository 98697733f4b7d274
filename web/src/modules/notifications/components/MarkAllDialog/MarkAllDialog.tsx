import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH_MD } from '../../../../lib/constants';

export interface MarkAllDialogProps {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * "Mark all as read" confirmation (document 1 §2): persistent (no onClose: backdrop clicks and Escape do nothing),
 * 450 wide, warns that it cannot be undone. The drawer closes it once the request ends.
 */
export function MarkAllDialog({ open, busy, onConfirm, onCancel }: MarkAllDialogProps) {
  return (
    <Dialog
      open={open}
      aria-labelledby="mark-all-title"
      aria-describedby="mark-all-message"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH_MD, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="mark-all-title">Mark all as read</DialogTitle>
      <DialogContent>
        <DialogContentText id="mark-all-message">
          Every notification of this store will be marked as read. This action cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>
          {busy ? 'Marking…' : 'Yes, mark all as read'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DIALOG_WIDTH } from '../../lib/constants';

/** The persistent Session expired dialog (document 1 §2, §8). */
export function IdleDialog({
  open,
  message,
  onLogin,
}: {
  open: boolean;
  message: string;
  onLogin: () => void;
}) {
  return (
    <Dialog
      open={open}
      aria-labelledby="idle-dialog-title"
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="idle-dialog-title">Session expired</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onLogin} autoFocus>
          Login
        </Button>
      </DialogActions>
    </Dialog>
  );
}
